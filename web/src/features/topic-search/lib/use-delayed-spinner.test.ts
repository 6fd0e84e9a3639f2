import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDelayedSpinner } from "./use-delayed-spinner.js";

describe("useDelayedSpinner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("appears only after 400 ms of fetching and hides 100 ms after it stops", () => {
    const { result, rerender } = renderHook(({ fetching }) => useDelayedSpinner(fetching), {
      initialProps: { fetching: true },
    });
    advance(399);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
    rerender({ fetching: false });
    advance(99);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it("never shows for an answer quicker than 400 ms", () => {
    const { result, rerender } = renderHook(({ fetching }) => useDelayedSpinner(fetching), {
      initialProps: { fetching: true },
    });
    advance(350);
    rerender({ fetching: false });
    advance(1000);
    expect(result.current).toBe(false);
  });

  it("stays up when fetching starts again within the 100 ms", () => {
    const { result, rerender } = renderHook(({ fetching }) => useDelayedSpinner(fetching), {
      initialProps: { fetching: true },
    });
    advance(400);
    rerender({ fetching: false });
    advance(50);
    rerender({ fetching: true });
    advance(500);
    expect(result.current).toBe(true);
  });
});
