import type { Kysely } from "kysely";
import type { ActivityDatabase } from "./schema.js";

/** Every query on xp_state. */
export class XpRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /** Total XP of a user; 0 for a user who never earned any (no row is written for reading). */
  async totalXp(indyUserName: string): Promise<number> {
    const row = await this.db
      .selectFrom("xp_state")
      .select("xp")
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
    return row ? Number(row.xp) : 0;
  }
}
