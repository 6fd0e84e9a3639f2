import type { Kysely } from "kysely";
import type { ActivityDatabase } from "./schema.js";

export interface AvatarChoice {
  iconName: string;
  backgroundName: string;
}

/** Every query on avatar. */
export class AvatarRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /** The learner's chosen avatar, or undefined when they never chose. */
  async avatarOf(indyUserName: string): Promise<AvatarChoice | undefined> {
    const row = await this.db
      .selectFrom("avatar")
      .select(["icon_name", "background_name"])
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
    return row && { iconName: row.icon_name, backgroundName: row.background_name };
  }

  /** Chosen avatars of several learners (league rows); learners who never chose are absent. */
  async avatarsOf(indyUserNames: readonly string[]): Promise<Map<string, AvatarChoice>> {
    if (indyUserNames.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("avatar")
      .select(["indy_user_name", "icon_name", "background_name"])
      .where("indy_user_name", "in", [...indyUserNames])
      .execute();
    return new Map(
      rows.map((row) => [row.indy_user_name, { iconName: row.icon_name, backgroundName: row.background_name }]),
    );
  }

  async save(indyUserName: string, choice: AvatarChoice): Promise<void> {
    const values = { icon_name: choice.iconName, background_name: choice.backgroundName, updated_at: new Date() };
    await this.db
      .insertInto("avatar")
      .values({ indy_user_name: indyUserName, ...values })
      .onConflict((oc) => oc.column("indy_user_name").doUpdateSet(values))
      .execute();
  }
}
