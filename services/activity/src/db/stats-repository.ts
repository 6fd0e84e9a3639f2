import { type Kysely, sql } from "kysely";
import type { TimeRange } from "../domain/index.js";
import type { AchievementLevelTable, ActivityDatabase } from "./schema.js";

export interface RangeSums {
  answered: number;
  correct: number;
  timeTakenMs: number;
}

export interface Totals {
  answered: number;
  correct: number;
  timeTakenMs: number;
  lessonsCompleted: number;
  coursesCompleted: number;
}

const noTotals: Totals = { answered: 0, correct: 0, timeTakenMs: 0, lessonsCompleted: 0, coursesCompleted: 0 };

/** Every read of the stats summaries; each is an index range of one learner's rows, never the ledger. */
export class StatsRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /** All-time totals: one primary-key row. */
  async totals(indyUserName: string): Promise<Totals> {
    const row = await this.db
      .selectFrom("activity_total")
      .selectAll()
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
    if (!row) return noTotals;
    return {
      answered: Number(row.answered),
      correct: Number(row.correct),
      timeTakenMs: Number(row.time_taken_ms),
      lessonsCompleted: row.lessons_completed,
      coursesCompleted: row.courses_completed,
    };
  }

  /**
   * Answers in each range, in one pass over the learner's quarter hours between the earliest start and
   * the latest end (ranges may overlap).
   */
  async answerSums(indyUserName: string, ranges: readonly TimeRange[]): Promise<RangeSums[]> {
    if (ranges.length === 0) return [];
    const from = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
    const to = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
    const columns = ranges.flatMap((range, i) => {
      const inRange = sql`bucket_start >= ${range.start} and bucket_start < ${range.end}`;
      return [
        sql<string>`coalesce(sum(answered) filter (where ${inRange}), 0)`.as(`a${i}`),
        sql<string>`coalesce(sum(correct) filter (where ${inRange}), 0)`.as(`c${i}`),
        sql<string>`coalesce(sum(time_taken_ms) filter (where ${inRange}), 0)`.as(`t${i}`),
      ];
    });
    const row = (await this.db
      .selectFrom("answer_quarter")
      .select(columns)
      .where("indy_user_name", "=", indyUserName)
      .where("bucket_start", ">=", from)
      .where("bucket_start", "<", to)
      .executeTakeFirstOrThrow()) as Record<string, string>;
    return ranges.map((_, i) => ({
      answered: Number(row[`a${i}`]),
      correct: Number(row[`c${i}`]),
      timeTakenMs: Number(row[`t${i}`]),
    }));
  }

  /** Lessons completed in each range, and all time per course. */
  async lessonCompletions(
    indyUserName: string,
    ranges: readonly TimeRange[],
  ): Promise<{ inRanges: number[]; perCourse: Map<string, number> }> {
    const columns = ranges.map((range, i) =>
      sql<string>`count(*) filter (where completed_at >= ${range.start} and completed_at < ${range.end})`.as(`r${i}`),
    );
    const rows = (await this.db
      .selectFrom("lesson_activity")
      .select(["course_name", sql<string>`count(*)`.as("total"), ...columns])
      .where("indy_user_name", "=", indyUserName)
      .where("completed_at", "is not", null)
      .groupBy("course_name")
      .execute()) as unknown as Record<string, string>[];
    return {
      inRanges: ranges.map((_, i) => rows.reduce((sum, row) => sum + Number(row[`r${i}`]), 0)),
      perCourse: new Map(rows.map((row) => [row.course_name!, Number(row.total)])),
    };
  }

  async coursesCompleted(indyUserName: string) {
    return this.db
      .selectFrom("course_completion")
      .select(["course_name", "completed_at"])
      .where("indy_user_name", "=", indyUserName)
      .orderBy("completed_at")
      .execute();
  }

  /** The lessons a learner worked on, latest first, with how many of their topics are done. */
  async lessonsWorkedOn(indyUserName: string) {
    return this.db
      .selectFrom("lesson_activity as l")
      .select((eb) => [
        "l.part_name",
        "l.course_name",
        "l.last_worked_at",
        "l.completed_at",
        eb
          .selectFrom("topic_attempts as t")
          .select(sql<string>`count(*)`.as("n"))
          .whereRef("t.indy_user_name", "=", "l.indy_user_name")
          .whereRef("t.part_name", "=", "l.part_name")
          .where("t.completed", "=", true)
          .as("topics_done"),
      ])
      .where("l.indy_user_name", "=", indyUserName)
      .orderBy("l.last_worked_at", "desc")
      .execute();
  }

  async topicAttempts(indyUserName: string) {
    return this.db
      .selectFrom("topic_attempts")
      .select(["learning_path_name", "part_name", "course_name", "correct_attempts", "total_attempts"])
      .where("indy_user_name", "=", indyUserName)
      .where("total_attempts", ">", 0)
      .execute();
  }

  async achievementLevels(indyUserName: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom("achievement_level")
      .select(["type", "level"])
      .where("indy_user_name", "=", indyUserName)
      .execute();
    return new Map(rows.map((row) => [row.type, row.level]));
  }

  /** Keeps the highest level reached of each achievement (never lowers one). */
  async keepAchievementLevels(rows: readonly AchievementLevelTable[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto("achievement_level")
      .values([...rows])
      .onConflict((oc) =>
        oc
          .columns(["indy_user_name", "type"])
          .doUpdateSet({ level: sql`excluded.level`, reached_at: sql`excluded.reached_at` })
          .where("achievement_level.level", "<", sql<number>`excluded.level`),
      )
      .execute();
  }
}
