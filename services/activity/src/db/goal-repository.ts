import type { Kysely, Selectable } from "kysely";
import type { GoalFacts } from "../providers.js";
import type { ActivityDatabase, GoalOnTrackTable, GoalXpTargetTable } from "./schema.js";

export type XpTargetGoalRow = Selectable<GoalXpTargetTable>;
export type OnTrackGoalRow = Selectable<GoalOnTrackTable>;

/** Every query on goals and the lesson counts they read. One goal of each type: the learner is the key. */
export class GoalRepository implements GoalFacts {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /** Whether the learner has a goal of either type (the goal setter achievement). */
  async hasGoal(indyUserName: string): Promise<boolean> {
    const [xp, onTrack] = await Promise.all([
      this.db
        .selectFrom("goal_xp_target")
        .select("indy_user_name")
        .where("indy_user_name", "=", indyUserName)
        .executeTakeFirst(),
      this.db
        .selectFrom("goal_on_track")
        .select("indy_user_name")
        .where("indy_user_name", "=", indyUserName)
        .executeTakeFirst(),
    ]);
    return xp !== undefined || onTrack !== undefined;
  }

  xpTarget(indyUserName: string): Promise<XpTargetGoalRow | undefined> {
    return this.db
      .selectFrom("goal_xp_target")
      .selectAll()
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
  }

  /** Inserts the goal; false when the learner already has one (the primary key decides, also under races). */
  async createXpTarget(row: XpTargetGoalRow): Promise<boolean> {
    const inserted = await this.db
      .insertInto("goal_xp_target")
      .values(row)
      .onConflict((oc) => oc.column("indy_user_name").doNothing())
      .returning("indy_user_name")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async updateXpTarget(
    indyUserName: string,
    xpPerWeek: number,
    timeZone: string,
  ): Promise<XpTargetGoalRow | undefined> {
    return this.db
      .updateTable("goal_xp_target")
      .set({ xp_per_week: xpPerWeek, time_zone: timeZone })
      .where("indy_user_name", "=", indyUserName)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteXpTarget(indyUserName: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom("goal_xp_target")
      .where("indy_user_name", "=", indyUserName)
      .returning("indy_user_name")
      .executeTakeFirst();
    return deleted !== undefined;
  }

  onTrack(indyUserName: string): Promise<OnTrackGoalRow | undefined> {
    return this.db
      .selectFrom("goal_on_track")
      .selectAll()
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
  }

  async createOnTrack(row: OnTrackGoalRow): Promise<boolean> {
    const inserted = await this.db
      .insertInto("goal_on_track")
      .values(row)
      .onConflict((oc) => oc.column("indy_user_name").doNothing())
      .returning("indy_user_name")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  updateOnTrack(indyUserName: string, targetDate: string): Promise<OnTrackGoalRow | undefined> {
    return this.db
      .updateTable("goal_on_track")
      .set({ target_date: targetDate })
      .where("indy_user_name", "=", indyUserName)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteOnTrack(indyUserName: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom("goal_on_track")
      .where("indy_user_name", "=", indyUserName)
      .returning("indy_user_name")
      .executeTakeFirst();
    return deleted !== undefined;
  }

  /** Records a completed lesson once (a lesson completed again is not counted twice). */
  async recordLessonCompleted(row: {
    indy_user_name: string;
    course_name: string;
    part_name: string;
    completed_at: Date;
  }): Promise<void> {
    await this.db
      .insertInto("goal_lesson_completed")
      .values(row)
      .onConflict((oc) => oc.columns(["indy_user_name", "course_name", "part_name"]).doNothing())
      .execute();
  }

  /** Lessons of a course the learner has completed (a primary-key range: at most the course's lessons). */
  async lessonsCompleted(indyUserName: string, courseName: string): Promise<number> {
    const row = await this.db
      .selectFrom("goal_lesson_completed")
      .select((eb) => eb.fn.countAll<string>().as("lessons"))
      .where("indy_user_name", "=", indyUserName)
      .where("course_name", "=", courseName)
      .executeTakeFirstOrThrow();
    return Number(row.lessons);
  }

  /** XP awards of a learner from `since` (the index on learner and time bounds it to those rows). */
  async awardsSince(indyUserName: string, since: Date): Promise<{ xp: number; awardedAt: Date }[]> {
    const rows = await this.db
      .selectFrom("xp_award")
      .select(["xp", "awarded_at"])
      .where("indy_user_name", "=", indyUserName)
      .where("awarded_at", ">=", since)
      .execute();
    return rows.map((row) => ({ xp: row.xp, awardedAt: row.awarded_at }));
  }
}
