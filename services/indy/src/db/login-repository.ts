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

/** Every query of password login and session watching. */
export class LoginRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  /** Seconds the caller must still wait: the longest lock among the keys (0 when none). */
  async waitSeconds(keys: readonly ThrottleKey[], now: Date): Promise<number> {
    const rows = await this.db
      .selectFrom("login_throttle")
      .select(["locked_until"])
      .where(
        "key",
        "in",
        keys.map((k) => k.key),
      )
      .execute();
    return Math.max(0, ...rows.map((row) => secondsUntil(row.locked_until, now)));
  }

  /**
   * Counts one failure against every key, in one transaction, and returns the longest wait it now
   * imposes. A counter quiet for THROTTLE_MEMORY_SECONDS starts again from one.
   */
  async recordFailure(keys: readonly ThrottleKey[], now: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      let wait = 0;
      for (const { key, policy } of keys) {
        const row = await trx
          .selectFrom("login_throttle")
          .selectAll()
          .where("key", "=", key)
          .forUpdate()
          .executeTakeFirst();
        const fresh = row && now.getTime() - row.last_failure_at.getTime() < THROTTLE_MEMORY_SECONDS * 1000;
        const failures = fresh ? row.failures + 1 : 1;
        const seconds = waitAfterFailures(failures, policy);
        const lockedUntil = seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null;
        await trx
          .insertInto("login_throttle")
          .values({ key, failures, locked_until: lockedUntil, last_failure_at: now })
          .onConflict((oc) =>
            oc.column("key").doUpdateSet({ failures, locked_until: lockedUntil, last_failure_at: now }),
          )
          .execute();
        wait = Math.max(wait, seconds);
      }
      return wait;
    });
  }

  /** Forgets the failures of a key (a successful login clears its account's counter). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("login_throttle").where("key", "=", key).execute();
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
