import { existsSync } from "node:fs";
import { type Logger, type PeriodicTask, runPeriodically } from "@sumwise/kit";
import type { Kysely, Transaction } from "kysely";
import type { IndyContext } from "./context.js";
import type { IndyDatabase } from "./db/schema.js";

/**
 * Account creation writes two places that share no transaction: Firebase (the user) and our
 * database (the Indy user). A process killed between the two leaves a Firebase user without a row:
 * its email (or a child's username) then looks taken but can never log in. Creation therefore runs
 * inside a database transaction holding a per-email lock (UsersRepository.lockEmail), and:
 *
 * - a retry of the same sign-up finds the half under the lock (a Firebase user with that email, no
 *   row for it, no account claim) and repairs it: it takes the password it was given and becomes the
 *   account's Firebase user; with the lock held, no other sign-up of that email is in flight;
 * - the sweep (sweepHalfCreatedAccounts) deletes halves older than an hour, under the same lock.
 */
export async function createOrRepairFirebaseUser(
  ctx: IndyContext,
  trx: Transaction<IndyDatabase>,
  user: { email: string; password: string; emailVerified: boolean },
): Promise<string> {
  try {
    const created = await ctx.auth.createUser(user);
    return created.uid;
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/email-already-exists") throw error;
    const existing = await ctx.auth.getUserByEmail(user.email);
    if (!(await isHalf(ctx, trx, existing))) throw error;
    ctx.logger.warn({ firebaseUid: existing.uid }, "repairing a half-created account on retry");
    await ctx.auth.updateUser(existing.uid, {
      password: user.password,
      emailVerified: user.emailVerified,
      disabled: false,
    });
    return existing.uid;
  }
}

/** No row of ours names it, and it never got the account claim our sign-up sets after the row. */
async function isHalf(
  ctx: IndyContext,
  trx: Transaction<IndyDatabase>,
  user: { uid: string; customClaims?: Record<string, unknown> | undefined },
): Promise<boolean> {
  if (user.customClaims && "sw_user" in user.customClaims) return false;
  return (await ctx.users.findByFirebaseUid(user.uid, trx)) === undefined;
}

/**
 * Deletes Firebase users with an email that were created more than `olderThanMs` ago and have no
 * row of ours (abandoned halves). Anonymous demo users (no email) are the demo sweep's. Returns how
 * many it deleted.
 */
export async function sweepHalfCreatedAccounts(ctx: IndyContext, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const cutoff = ctx.now().getTime() - olderThanMs;
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const page = await ctx.auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (!user.email || Date.parse(user.metadata.creationTime) > cutoff) continue;
      const email = user.email;
      const removed = await (ctx.db as Kysely<IndyDatabase>).transaction().execute(async (trx) => {
        await ctx.users.lockEmail(email, trx);
        if (!(await isHalf(ctx, trx, user))) return false;
        await ctx.auth.deleteUser(user.uid);
        return true;
      });
      if (removed) deleted += 1;
    }
    pageToken = page.pageToken;
  } while (pageToken);
  if (deleted > 0) ctx.logger.info({ deleted }, "removed half-created accounts");
  return deleted;
}

/**
 * Tests only (never in production): while the file named by TEST_CRASH_POINT_FILE exists, account
 * creation stops for good right after the Firebase user is made, so a test can kill the process
 * exactly there.
 */
export async function crashPoint(ctx: IndyContext): Promise<void> {
  const file = ctx.config.TEST_CRASH_POINT_FILE;
  if (!file || ctx.config.SUMWISE_ENV === "production" || !existsSync(file)) return;
  ctx.logger.warn("test crash point reached: waiting to be killed");
  await new Promise(() => {});
}

/** Hourly, first fifteen minutes after start; removes halves older than an hour. */
export function halfCreatedAccountSweep(ctx: IndyContext, logger: Logger): PeriodicTask {
  return runPeriodically("sweep-half-created-accounts", async () => void (await sweepHalfCreatedAccounts(ctx)), {
    intervalMs: 60 * 60 * 1000,
    firstDelayMs: 15 * 60 * 1000,
    logger,
  });
}
