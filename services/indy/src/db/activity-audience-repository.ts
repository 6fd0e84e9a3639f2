import type { Kysely } from "kysely";
import type { IndyDatabase } from "./schema.js";

export interface LearnerAudienceRow {
  first_name: string;
  date_of_birth: string | null;
  supporter_id: string | null;
}

export interface WeeklyRecipientRow {
  id: string;
  email: string;
  first_name: string;
  children: { id: string; first_name: string }[];
}

/** The queries behind what ActivityService may know of accounts (GetLearnerAudience, weekly recipients). */
export class ActivityAudienceRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  async learner(userId: string): Promise<LearnerAudienceRow | undefined> {
    return this.db
      .selectFrom("indy_user")
      .select(["first_name", "date_of_birth", "supporter_id"])
      .where("id", "=", userId)
      .executeTakeFirst();
  }

  /**
   * Supporters (enabled, with an email) after `afterId` in id order who have children and have not
   * unsubscribed from `type` (no row means subscribed), with their children.
   */
  async weeklyRecipients(type: string, afterId: string, limit: number): Promise<WeeklyRecipientRow[]> {
    const supporters = await this.db
      .selectFrom("indy_user as s")
      .select(["s.id", "s.email", "s.first_name"])
      .where("s.supporter_state", "=", "enabled")
      .where("s.email", "is not", null)
      .where("s.id", ">", afterId)
      .where((eb) => eb.exists(eb.selectFrom("indy_user as c").select("c.id").whereRef("c.supporter_id", "=", "s.id")))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("email_subscription as e")
              .select("e.user_id")
              .whereRef("e.user_id", "=", "s.id")
              .where("e.type", "=", type)
              .where("e.subscribed", "=", false),
          ),
        ),
      )
      .orderBy("s.id")
      .limit(limit)
      .execute();
    if (supporters.length === 0) return [];
    const children = await this.db
      .selectFrom("indy_user")
      .select(["id", "first_name", "supporter_id"])
      .where(
        "supporter_id",
        "in",
        supporters.map((s) => s.id),
      )
      .where("learner_state", "=", "enabled")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return supporters.map((s) => ({
      id: s.id,
      email: s.email ?? "",
      first_name: s.first_name,
      children: children.filter((c) => c.supporter_id === s.id).map((c) => ({ id: c.id, first_name: c.first_name })),
    }));
  }
}
