import { type Logger, type PeriodicTask, runPeriodically } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";

/**
 * Makes the supporter copies that could not be made right after their notification committed
 * (IndyService down, a crash between commit and hook). Every replica runs it: copies are idempotent
 * by name, so overlapping sweeps are harmless.
 */
export function notificationCopySweep(ctx: ActivityContext, logger: Logger): PeriodicTask {
  return runPeriodically("notification-copies", async () => void (await ctx.notifier.sweepCopies(ctx.now())), {
    intervalMs: 60_000,
    logger,
  });
}
