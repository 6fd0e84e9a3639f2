import { type Logger, type PeriodicTask, runPeriodically } from "@sumwise/kit";
import { DEMO_USER_RETENTION_DAYS } from "@sumwise/rules";
import type { IndyContext } from "../context.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** firebase-admin's deleteUsers takes at most 1000 uids per call. */
const BATCH = 500;

/**
 * Deletes demo users idle for DEMO_USER_RETENTION_DAYS: first their Firebase users, then the rows
 * of those Firebase accepted. A uid Firebase could not delete keeps its row, so the next sweep tries
 * again and no Firebase user is ever left without its row. Returns how many rows went. Every replica
 * runs it: both steps are idempotent (Firebase counts an absent uid as deleted), so overlaps are harmless.
 */
export async function sweepDemoUsers(ctx: IndyContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - DEMO_USER_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const idle = await ctx.anonymousUsers.findIdleSince(before, BATCH);
    if (idle.length === 0) break;
    const result = await ctx.auth.deleteUsers(idle.map((user) => user.firebase_uid));
    const failed = new Set(result.errors.map((error) => error.index));
    const gone = idle.filter((_, index) => !failed.has(index)).map((user) => user.id);
    deleted += await ctx.anonymousUsers.deleteAnonymous(gone);
    if (failed.size > 0) {
      ctx.logger.warn(
        { failed: failed.size },
        "some demo users could not be removed from Firebase; retrying next sweep",
      );
      break;
    }
    if (idle.length < BATCH) break;
  }
  if (deleted > 0) ctx.logger.info({ deleted }, "removed idle demo users");
  return deleted;
}

/** Hourly, first ten minutes after start (so a restart loop never hammers Firebase). */
export function demoUserSweep(ctx: IndyContext, logger: Logger): PeriodicTask {
  return runPeriodically("sweep-demo-users", async () => void (await sweepDemoUsers(ctx)), {
    intervalMs: 60 * 60 * 1000,
    firstDelayMs: 10 * 60 * 1000,
    logger,
  });
}
