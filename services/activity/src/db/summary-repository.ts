import { type Kysely, sql } from "kysely";
import type { ActivityDatabase } from "./schema.js";

export interface QuarterDelta {
  indyUserName: string;
  bucketStart: Date;
  answered: number;
  correct: number;
  timeTakenMs: number;
}

export interface TopicDelta {
  indyUserName: string;
  learningPathName: string;
  partName: string;
  courseName: string;
  correct: number;
  total: number;
  completed: boolean;
}

export interface LessonWork {
  indyUserName: string;
  partName: string;
  courseName: string;
  first: Date;
  last: Date;
}

/**
 * The summaries' writes, made by the projections inside the transaction that stored the events. Each
 * call takes deltas already added up per key (one statement may not touch a row twice) and sorted, so
 * concurrent batches lock rows in the same order.
 */
export class SummaryRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  async addAnswers(quarters: readonly QuarterDelta[]): Promise<void> {
    if (quarters.length === 0) return;
    await this.db
      .insertInto("answer_quarter")
      .values(
        quarters.map((q) => ({
          indy_user_name: q.indyUserName,
          bucket_start: q.bucketStart,
          answered: q.answered,
          correct: q.correct,
          time_taken_ms: q.timeTakenMs,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["indy_user_name", "bucket_start"]).doUpdateSet((eb) => ({
          answered: eb("answer_quarter.answered", "+", eb.ref("excluded.answered")),
          correct: eb("answer_quarter.correct", "+", eb.ref("excluded.correct")),
          time_taken_ms: eb("answer_quarter.time_taken_ms", "+", eb.ref("excluded.time_taken_ms")),
        })),
      )
      .execute();
  }

  /** Adds to learners' all-time totals (one delta per learner). */
  async addTotals(
    totals: readonly {
      indyUserName: string;
      answered: number;
      correct: number;
      timeTakenMs: number;
      lessons: number;
      courses: number;
    }[],
  ): Promise<void> {
    if (totals.length === 0) return;
    await this.db
      .insertInto("activity_total")
      .values(
        totals.map((t) => ({
          indy_user_name: t.indyUserName,
          answered: t.answered,
          correct: t.correct,
          time_taken_ms: t.timeTakenMs,
          lessons_completed: t.lessons,
          courses_completed: t.courses,
        })),
      )
      .onConflict((oc) =>
        oc.column("indy_user_name").doUpdateSet((eb) => ({
          answered: eb("activity_total.answered", "+", eb.ref("excluded.answered")),
          correct: eb("activity_total.correct", "+", eb.ref("excluded.correct")),
          time_taken_ms: eb("activity_total.time_taken_ms", "+", eb.ref("excluded.time_taken_ms")),
          lessons_completed: eb("activity_total.lessons_completed", "+", eb.ref("excluded.lessons_completed")),
          courses_completed: eb("activity_total.courses_completed", "+", eb.ref("excluded.courses_completed")),
        })),
      )
      .execute();
  }

  async workedOnLessons(lessons: readonly LessonWork[]): Promise<void> {
    if (lessons.length === 0) return;
    await this.db
      .insertInto("lesson_activity")
      .values(
        lessons.map((l) => ({
          indy_user_name: l.indyUserName,
          part_name: l.partName,
          course_name: l.courseName,
          first_worked_at: l.first,
          last_worked_at: l.last,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["indy_user_name", "part_name"]).doUpdateSet({
          first_worked_at: sql`least(lesson_activity.first_worked_at, excluded.first_worked_at)`,
          last_worked_at: sql`greatest(lesson_activity.last_worked_at, excluded.last_worked_at)`,
        }),
      )
      .execute();
  }

  /** Marks a lesson complete; true only the first time (a lesson counts once). */
  async completeLesson(input: { indyUserName: string; partName: string; courseName: string; at: Date }) {
    const row = await this.db
      .insertInto("lesson_activity")
      .values({
        indy_user_name: input.indyUserName,
        part_name: input.partName,
        course_name: input.courseName,
        first_worked_at: input.at,
        last_worked_at: input.at,
        completed_at: input.at,
      })
      .onConflict((oc) =>
        oc
          .columns(["indy_user_name", "part_name"])
          .doUpdateSet({
            completed_at: sql`excluded.completed_at`,
            last_worked_at: sql`greatest(lesson_activity.last_worked_at, excluded.last_worked_at)`,
          })
          .where("lesson_activity.completed_at", "is", null),
      )
      .returning("part_name")
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a completed course; true only the first time. */
  async completeCourse(input: { indyUserName: string; courseName: string; at: Date }) {
    const row = await this.db
      .insertInto("course_completion")
      .values({ indy_user_name: input.indyUserName, course_name: input.courseName, completed_at: input.at })
      .onConflict((oc) => oc.columns(["indy_user_name", "course_name"]).doNothing())
      .returning("course_name")
      .executeTakeFirst();
    return row !== undefined;
  }

  async addTopicAttempts(topics: readonly TopicDelta[]): Promise<void> {
    if (topics.length === 0) return;
    await this.db
      .insertInto("topic_attempts")
      .values(
        topics.map((t) => ({
          indy_user_name: t.indyUserName,
          learning_path_name: t.learningPathName,
          part_name: t.partName,
          course_name: t.courseName,
          correct_attempts: t.correct,
          total_attempts: t.total,
          completed: t.completed,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["indy_user_name", "learning_path_name"]).doUpdateSet((eb) => ({
          correct_attempts: eb("topic_attempts.correct_attempts", "+", eb.ref("excluded.correct_attempts")),
          total_attempts: eb("topic_attempts.total_attempts", "+", eb.ref("excluded.total_attempts")),
          completed: sql<boolean>`topic_attempts.completed or excluded.completed`,
        })),
      )
      .execute();
  }
}
