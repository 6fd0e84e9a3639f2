import { describe, expect, it } from "vitest";
import { accountThrottle, addressThrottle, secondsUntil, waitAfterFailures } from "./login-throttle.js";

describe("login throttling", () => {
  it("lets the free failures through, then doubles the wait up to the cap", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50].map((n) => waitAfterFailures(n, accountThrottle));
    expect(waits).toEqual([0, 0, 0, 0, 0, 15, 30, 60, 120, 240, 300, 300]);
  });

  it("never locks an account out for more than five minutes", () => {
    expect(waitAfterFailures(10_000, accountThrottle)).toBe(300);
  });

  it("is looser per address than per account", () => {
    expect(waitAfterFailures(30, addressThrottle)).toBe(0);
    expect(waitAfterFailures(31, addressThrottle)).toBe(15);
    expect(waitAfterFailures(1_000, addressThrottle)).toBe(900);
  });

  it("rounds the seconds left up, and is zero once the time has passed", () => {
    const now = new Date("2026-11-21T07:00:00Z");
    expect(secondsUntil(new Date("2026-11-21T07:00:14.200Z"), now)).toBe(15);
    expect(secondsUntil(new Date("2026-11-21T06:59:59Z"), now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
});
