import type { Kysely } from "kysely";
import type { IndyDatabase } from "./schema.js";

/** Every query on email_subscription. */
export class EmailSubscriptionsRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  /**
   * Records the choice. Returns false (and writes nothing) when the user does not exist, e.g. a
   * validly signed link of a deleted account.
   */
  async set(userId: string, type: string, subscribed: boolean, now: Date): Promise<boolean> {
    const user = await this.db.selectFrom("indy_user").select("id").where("id", "=", userId).executeTakeFirst();
    if (!user) return false;
    await this.db
      .insertInto("email_subscription")
      .values({ user_id: userId, type, subscribed, updated_at: now })
      .onConflict((oc) => oc.columns(["user_id", "type"]).doUpdateSet({ subscribed, updated_at: now }))
      .execute();
    return true;
  }

  /** Whether the user gets emails of `type`: yes unless they unsubscribed. Senders check this. */
  async isSubscribed(userId: string, type: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("email_subscription")
      .select("subscribed")
      .where("user_id", "=", userId)
      .where("type", "=", type)
      .executeTakeFirst();
    return row?.subscribed ?? true;
  }
}
