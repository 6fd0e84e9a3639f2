import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.js";
import { runPeriodically } from "./periodic-task.js";

const logger = createLogger("test", "silent");

describe("runPeriodically", () => {
  afterEach(() => vi.useRealTimers());

  it("runs after the first delay, then every interval, and keeps going after a failure", async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const task = runPeriodically(
      "t",
      async () => {
        runs.push(Date.now());
        if (runs.length === 1) throw new Error("first run fails");
      },
      { intervalMs: 1000, firstDelayMs: 100, logger },
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toHaveLength(3);
    await task.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(3);
  });

  it("never overlaps runs, and stop waits for the run in progress", async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    let finished = 0;
    const task = runPeriodically(
      "slow",
      async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 250));
        active -= 1;
        finished += 1;
      },
      { intervalMs: 10, logger },
    );
    // Runs take 250 ms and start 10 ms after the last ended: the one started at 790 ms is still going.
    await vi.advanceTimersByTimeAsync(1000);
    expect(most).toBe(1);
    expect(active).toBe(1);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    await stopping;
    expect(active).toBe(0);
    const done = finished;
    await vi.advanceTimersByTimeAsync(1000);
    expect(finished).toBe(done);
  });
});
