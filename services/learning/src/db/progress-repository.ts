import type { Kysely, Selectable } from "kysely";
import type {
  CourseParticipationTable,
  LearningDatabase,
  LearningPathProgressTable,
  PartProgressTable,
  QuizResultTable,
} from "./schema.js";

export type LearningPathProgressRow = Selectable<LearningPathProgressTable>;
export type PartProgressRow = Selectable<PartProgressTable>;
export type CourseParticipationRow = Selectable<CourseParticipationTable>;
export type QuizResultRow = Selectable<QuizResultTable>;

/** A learner's stored progress in one course. */
export interface CourseProgressRows {
  paths: Map<string, LearningPathProgressRow>;
  parts: Map<string, PartProgressRow>;
  participation: CourseParticipationRow | undefined;
}

/** Every query on learning_path_progress, part_progress, course_participation and quiz_result. */
export class ProgressRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  async forCourse(userName: string, courseName: string): Promise<CourseProgressRows> {
    const [paths, parts, participation] = await Promise.all([
      this.db
        .selectFrom("learning_path_progress")
        .selectAll()
        .where("user_name", "=", userName)
        .where("course_name", "=", courseName)
        .execute(),
      this.db
        .selectFrom("part_progress")
        .selectAll()
        .where("user_name", "=", userName)
        .where("course_name", "=", courseName)
        .execute(),
      this.db
        .selectFrom("course_participation")
        .selectAll()
        .where("user_name", "=", userName)
        .where("course_name", "=", courseName)
        .executeTakeFirst(),
    ]);
    return {
      paths: new Map(paths.map((row) => [row.learning_path_name, row])),
      parts: new Map(parts.map((row) => [row.part_name, row])),
      participation,
    };
  }

  async markPathCompleted(
    key: { userName: string; learningPathName: string; partName: string; courseName: string },
    field: "completed_at" | "fast_tracked_at",
    now: Date,
  ): Promise<boolean> {
    await this.db
      .insertInto("learning_path_progress")
      .values({
        user_name: key.userName,
        learning_path_name: key.learningPathName,
        part_name: key.partName,
        course_name: key.courseName,
        completed_at: null,
        fast_tracked_at: null,
      })
      .onConflict((oc) => oc.columns(["user_name", "learning_path_name"]).doNothing())
      .execute();
    const result = await this.db
      .updateTable("learning_path_progress")
      .set({ [field]: now })
      .where("user_name", "=", key.userName)
      .where("learning_path_name", "=", key.learningPathName)
      .where(field, "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async ensurePart(key: { userName: string; partName: string; courseName: string }): Promise<void> {
    await this.db
      .insertInto("part_progress")
      .values({
        user_name: key.userName,
        part_name: key.partName,
        course_name: key.courseName,
        practice_completed_at: null,
        quiz_best_correct: null,
        quiz_best_total: null,
        quiz_passed_at: null,
        completed_at: null,
      })
      .onConflict((oc) => oc.columns(["user_name", "part_name"]).doNothing())
      .execute();
  }

  /** Sets a lesson's timestamp once; true when this call set it. */
  async markPart(
    key: { userName: string; partName: string; courseName: string },
    field: "practice_completed_at" | "quiz_passed_at" | "completed_at",
    now: Date,
  ): Promise<boolean> {
    await this.ensurePart(key);
    const result = await this.db
      .updateTable("part_progress")
      .set({ [field]: now })
      .where("user_name", "=", key.userName)
      .where("part_name", "=", key.partName)
      .where(field, "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setBestQuizScore(
    key: { userName: string; partName: string; courseName: string },
    best: { correct: number; total: number },
  ): Promise<void> {
    await this.ensurePart(key);
    await this.db
      .updateTable("part_progress")
      .set({ quiz_best_correct: best.correct, quiz_best_total: best.total })
      .where("user_name", "=", key.userName)
      .where("part_name", "=", key.partName)
      .execute();
  }

  /** Fast-track unlocks once the learner has completed any lesson whose quiz they passed. */
  async hasCompletedLessonWithQuiz(userName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("part_progress")
      .select("part_name")
      .where("user_name", "=", userName)
      .where("completed_at", "is not", null)
      .where("quiz_passed_at", "is not", null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async startCourse(userName: string, courseName: string, now: Date): Promise<void> {
    await this.db
      .insertInto("course_participation")
      .values({ user_name: userName, course_name: courseName, started_at: now, completed_at: null })
      .onConflict((oc) => oc.columns(["user_name", "course_name"]).doNothing())
      .execute();
  }

  async completeCourse(userName: string, courseName: string, now: Date): Promise<boolean> {
    await this.startCourse(userName, courseName, now);
    const result = await this.db
      .updateTable("course_participation")
      .set({ completed_at: now })
      .where("user_name", "=", userName)
      .where("course_name", "=", courseName)
      .where("completed_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async quizResult(packageId: string): Promise<QuizResultRow | undefined> {
    return this.db.selectFrom("quiz_result").selectAll().where("package_id", "=", packageId).executeTakeFirst();
  }

  async insertQuizResult(
    result: Omit<QuizResultRow, "fast_tracked_learning_paths" | "created_at"> & { fastTracked: string[] },
    now: Date,
  ): Promise<void> {
    const { fastTracked, ...row } = result;
    await this.db
      .insertInto("quiz_result")
      .values({ ...row, fast_tracked_learning_paths: JSON.stringify(fastTracked), created_at: now })
      .execute();
  }
}
