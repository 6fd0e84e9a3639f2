import type { Kysely } from "kysely";
import type { LearningDatabase } from "./schema.js";

/** Every query on learner. */
export class LearnerRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  /**
   * Locks the learner's row for the rest of the transaction (creating it on first use), so this
   * learner's answers and new packages are applied one at a time. Returns whether IndyService has
   * already acknowledged the answered-question flag.
   */
  async lock(userName: string): Promise<{ answeredQuestionSynced: boolean }> {
    // One statement: the conflicting update takes the row lock as SELECT … FOR UPDATE would.
    const row = await this.db
      .insertInto("learner")
      .values({ user_name: userName, answered_question_synced_at: null })
      .onConflict((oc) => oc.column("user_name").doUpdateSet((eb) => ({ user_name: eb.ref("excluded.user_name") })))
      .returning("answered_question_synced_at")
      .executeTakeFirstOrThrow();
    return { answeredQuestionSynced: row.answered_question_synced_at !== null };
  }

  async markAnsweredQuestionSynced(userName: string, now: Date): Promise<void> {
    await this.db
      .updateTable("learner")
      .set({ answered_question_synced_at: now })
      .where("user_name", "=", userName)
      .where("answered_question_synced_at", "is", null)
      .execute();
  }
}
