import type { Logger } from "./logger.js";

export interface PeriodicTask {
  /** Stops the schedule and waits for a run in progress, so shutdown never cuts one in half. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs` (first after `firstDelayMs`), never two at once. A failed run is
 * logged and the next one still comes: housekeeping must not stop for one bad night. The timer is
 * unref'd, so it never keeps a process alive on its own.
 */
export function runPeriodically(
  name: string,
  task: () => Promise<void>,
  options: { intervalMs: number; firstDelayMs?: number; logger: Logger },
): PeriodicTask {
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = task()
        .catch((error: unknown) => options.logger.error({ err: error, task: name }, "periodic task failed"))
        .finally(() => {
          running = undefined;
          schedule(options.intervalMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? options.intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
