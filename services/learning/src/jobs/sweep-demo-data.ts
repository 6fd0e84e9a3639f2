import { inTransaction, type Logger, type PeriodicTask, runPeriodically } from "@sumwise/kit";
import { DEMO_USER_RETENTION_DAYS } from "@sumwise/rules";
import type { LearningContext } from "../context.js";
import { repositories } from "../db/repositories.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes the learning data of demo visitors who have not used the demo for DEMO_USER_RETENTION_DAYS
 * (their packages, questions, attempts and learner row). IndyService deletes the demo user itself on
 * the same rule (idle that long: no session seen), so the data goes with the user without the two
 * services calling each other: any demo use is made with a live session, so by the time IndyService
 * may delete the user, this sweep (also hourly) finds their data idle too. Keyed by the demo's own
 * table, it can never name a real learner. Returns how many visitors' data went.
 */
export async function sweepDemoData(ctx: LearningContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - DEMO_USER_RETENTION_DAYS * DAY_MS);
  let swept = 0;
  for (;;) {
    const idle = await ctx.repos.demo.idleSince(before, BATCH);
    if (idle.length === 0) break;
    swept += await inTransaction(ctx.learningDb, (trx) => repositories(trx).demo.deleteVisitors(idle));
    if (idle.length < BATCH) break;
  }
  if (swept > 0) ctx.logger.info({ swept }, "removed idle demo visitors' learning data");
  return swept;
}

/** Hourly, first ten minutes after start, as IndyService's demo user sweep. */
export function demoDataSweep(ctx: LearningContext, logger: Logger): PeriodicTask {
  return runPeriodically("sweep-demo-data", async () => void (await sweepDemoData(ctx)), {
    intervalMs: 60 * 60 * 1000,
    firstDelayMs: 10 * 60 * 1000,
    logger,
  });
}
