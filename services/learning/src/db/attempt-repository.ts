import type { Kysely, Selectable } from "kysely";
import type { AttemptTable, LearningDatabase, MarkResultValue, PartResultJson } from "./schema.js";

export type AttemptRow = Selectable<AttemptTable>;

export interface NewAttempt {
  id: string;
  userName: string;
  submissionId: string;
  packageId: string;
  taskIndex: number;
  itemIndex: number;
  answer: string;
  partAnswers: string[] | null;
  result: MarkResultValue;
  message: string;
  partResults: PartResultJson[] | null;
  timeTakenMs: number;
  afterWorkedSolution: boolean;
}

/** Every query on attempt. Attempts are only ever added. */
export class AttemptRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  async bySubmission(userName: string, submissionId: string): Promise<AttemptRow | undefined> {
    return this.db
      .selectFrom("attempt")
      .selectAll()
      .where("user_name", "=", userName)
      .where("submission_id", "=", submissionId)
      .executeTakeFirst();
  }

  async insert(attempt: NewAttempt, now: Date): Promise<void> {
    await this.db
      .insertInto("attempt")
      .values({
        id: attempt.id,
        user_name: attempt.userName,
        submission_id: attempt.submissionId,
        package_id: attempt.packageId,
        task_index: attempt.taskIndex,
        item_index: attempt.itemIndex,
        answer: attempt.answer,
        part_answers: attempt.partAnswers ? JSON.stringify(attempt.partAnswers) : null,
        result: attempt.result,
        message: attempt.message,
        part_results: attempt.partResults ? JSON.stringify(attempt.partResults) : null,
        time_taken_ms: attempt.timeTakenMs,
        after_worked_solution: attempt.afterWorkedSolution,
        created_at: now,
      })
      .execute();
  }

  /** The latest correct or incorrect answer to each question of a package (keyed "task/item"). */
  async lastMarked(packageId: string): Promise<Map<string, AttemptRow>> {
    const rows = await this.db
      .selectFrom("attempt")
      .selectAll()
      .where("package_id", "=", packageId)
      .where("result", "in", ["correct", "incorrect"])
      .orderBy("created_at", "asc")
      .execute();
    const last = new Map<string, AttemptRow>();
    for (const row of rows) last.set(`${row.task_index}/${row.item_index}`, row);
    return last;
  }

  /** Whether the learner has had an answer marked right or wrong (what unlocks the Daily Challenge). */
  async hasMarkedAnswer(userName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("attempt")
      .select("id")
      .where("user_name", "=", userName)
      .where("result", "in", ["correct", "incorrect"])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Per topic of a course, the learner's right and wrong answers since a time and when they last
   * answered one (Just For You draws on recent lessons and weighs weak topics).
   */
  async topicStats(userName: string, courseName: string, since: Date): Promise<TopicStats[]> {
    const rows = await this.db
      .selectFrom("attempt")
      .innerJoin("task_item", (join) =>
        join
          .onRef("task_item.package_id", "=", "attempt.package_id")
          .onRef("task_item.task_index", "=", "attempt.task_index")
          .onRef("task_item.item_index", "=", "attempt.item_index"),
      )
      .innerJoin("package", "package.id", "attempt.package_id")
      .select([
        "task_item.learning_path_name",
        (eb) => eb.fn.countAll<string>().filterWhere("attempt.result", "=", "correct").as("correct"),
        (eb) => eb.fn.countAll<string>().filterWhere("attempt.result", "=", "incorrect").as("incorrect"),
        (eb) => eb.fn.max("attempt.created_at").as("last_answered_at"),
      ])
      .where("attempt.user_name", "=", userName)
      .where("package.course_name", "=", courseName)
      .where("attempt.result", "in", ["correct", "incorrect"])
      .where("attempt.created_at", ">=", since)
      .groupBy("task_item.learning_path_name")
      .execute();
    return rows.map((row) => ({
      learningPathName: row.learning_path_name,
      correct: Number(row.correct),
      incorrect: Number(row.incorrect),
      lastAnsweredAt: new Date(row.last_answered_at),
    }));
  }
}

export interface TopicStats {
  learningPathName: string;
  correct: number;
  incorrect: number;
  lastAnsweredAt: Date;
}
