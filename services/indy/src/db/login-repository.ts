import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { secondsUntil, THROTTLE_MEMORY_SECONDS, type ThrottlePolicy, waitAfterFailures } from "../domain/index.js";
import type { IndyDatabase, IndyUserRow, SessionRow } from "./schema.js";

export interface ThrottleKey {
  /** "account:<sha256 of the email>" or "address:<ip>". */
  key: string;
  policy: ThrottlePolicy;
}

/** Emails are hashed in throttle keys so attempts on addresses we do not know leave no readable trace. */
export function accountKey(email: string): string {
  return `account:${createHash("sha256").update(email).digest("hex")}`;
}

export const addressKey = (address: string) => `address:${address}`;

export type Reservation =
  | { admitted: false /** Seconds until the longest lock ends. */; wait: number }
  | {
      admitted: true /** The wait the attempt imposes if its password is wrong (already counted). */;
      waitIfWrong: number;
    };

/** Every query of password login and session watching. */
export class LoginRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  /**
   * Reserves one attempt on every key before the password is checked, in one transaction with the
   * keys' rows locked (in key order, so two attempts never deadlock): when any key is locked the
   * attempt is refused and nothing is counted; otherwise it is counted as a failure in advance, so
   * parallel attempts see each other and a burst gets exactly the checks a sequence would. A right
   * password gives the reservation back (succeeded, released).
   */
  async reserveAttempt(keys: readonly ThrottleKey[], now: Date): Promise<Reservation> {
    const ordered = [...keys].sort((a, b) => a.key.localeCompare(b.key));
    return this.db.transaction().execute(async (trx) => {
      const rows = [];
      for (const { key } of ordered) {
        await trx
          .insertInto("login_throttle")
          .values({ key, failures: 0, locked_until: null, last_failure_at: now })
          .onConflict((oc) => oc.column("key").doNothing())
          .execute();
        rows.push(
          await trx
            .selectFrom("login_throttle")
            .selectAll()
            .where("key", "=", key)
            .forUpdate()
            .executeTakeFirstOrThrow(),
        );
      }
      const wait = Math.max(0, ...rows.map((row) => secondsUntil(row.locked_until, now)));
      if (wait > 0) return { admitted: false, wait };
      let waitIfWrong = 0;
      for (const [index, { key, policy }] of ordered.entries()) {
        const row = rows[index]!;
        const fresh = now.getTime() - row.last_failure_at.getTime() < THROTTLE_MEMORY_SECONDS * 1000;
        const failures = fresh ? row.failures + 1 : 1;
        const seconds = waitAfterFailures(failures, policy);
        const lockedUntil = seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null;
        await trx
          .updateTable("login_throttle")
          .set({ failures, locked_until: lockedUntil, last_failure_at: now })
          .where("key", "=", key)
          .execute();
        waitIfWrong = Math.max(waitIfWrong, seconds);
      }
      return { admitted: true, waitIfWrong };
    });
  }

  /**
   * Gives reservations back (the password was right, or it could not be checked): each key counts one
   * failure fewer, and its lock goes once the count is within the free failures again.
   */
  async release(keys: readonly ThrottleKey[]): Promise<void> {
    const ordered = [...keys].sort((a, b) => a.key.localeCompare(b.key));
    await this.db.transaction().execute(async (trx) => {
      for (const { key, policy } of ordered) {
        const row = await trx
          .selectFrom("login_throttle")
          .selectAll()
          .where("key", "=", key)
          .forUpdate()
          .executeTakeFirst();
        if (!row) continue;
        const failures = Math.max(0, row.failures - 1);
        const lockedUntil = waitAfterFailures(failures, policy) > 0 ? row.locked_until : null;
        await trx
          .updateTable("login_throttle")
          .set({ failures, locked_until: lockedUntil })
          .where("key", "=", key)
          .execute();
      }
    });
  }

  /**
   * A right password: the account's failures are forgotten and the other keys' reservations given
   * back. Only the account is cleared: clearing the address would let an attacker reset it by logging
   * in to an account of their own between guesses.
   */
  async succeeded(account: ThrottleKey, others: readonly ThrottleKey[]): Promise<void> {
    await this.db.deleteFrom("login_throttle").where("key", "=", account.key).execute();
    await this.release(others);
  }

  async userByEmail(email: string): Promise<Pick<IndyUserRow, "learner_state" | "supporter_state"> | undefined> {
    return this.db
      .selectFrom("indy_user")
      .select(["learner_state", "supporter_state"])
      .where("email", "=", email)
      .executeTakeFirst();
  }

  async session(id: string): Promise<Pick<SessionRow, "user_id" | "ended_at" | "ended_reason"> | undefined> {
    return this.db
      .selectFrom("session")
      .select(["user_id", "ended_at", "ended_reason"])
      .where("id", "=", id)
      .executeTakeFirst();
  }
}
