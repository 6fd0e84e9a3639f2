import type { Kysely } from "kysely";
import type { IndyDatabase, SessionRow } from "./schema.js";

export interface ClientDetails {
  applicationVersion: string;
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
}

/** Every query on session. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  /**
   * Starts a session and ends the user's other open sessions, in one transaction, so a learner never
   * has two live sessions (spec: signing in elsewhere ends the older session). Returns the ended ids.
   */
  async start(userId: string, sessionId: string, now: Date): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable("session")
        .set({ ended_at: now, ended_reason: "logged_in_elsewhere" })
        .where("user_id", "=", userId)
        .where("ended_at", "is", null)
        .returning("id")
        .execute();
      await trx.insertInto("session").values({ id: sessionId, user_id: userId, last_seen_at: now }).execute();
      return ended.map((row) => row.id);
    });
  }

  async currentFor(userId: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom("session")
      .selectAll()
      .where("user_id", "=", userId)
      .where("ended_at", "is", null)
      .orderBy("serial", "desc")
      .executeTakeFirst();
  }

  async recordClient(sessionId: string, details: ClientDetails, now: Date): Promise<void> {
    await this.db
      .updateTable("session")
      .set({
        last_seen_at: now,
        application_version: details.applicationVersion || null,
        browser: details.browser || null,
        browser_version: details.browserVersion || null,
        os: details.os || null,
        os_version: details.osVersion || null,
      })
      .where("id", "=", sessionId)
      .execute();
  }
}
