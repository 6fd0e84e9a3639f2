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
}
