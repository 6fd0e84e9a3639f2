import type { Insertable, Kysely, Selectable } from "kysely";
import type { ActivityDatabase, LearningEventTable } from "./schema.js";

export type NewLearningEvent = Insertable<LearningEventTable>;
export type StoredLearningEvent = Selectable<LearningEventTable>;

/** Every query on learning_event. The ledger is append only: there is no update or delete here. */
export class LedgerRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /**
   * Stores the events in one statement; an event whose idempotency key is already there (a retry) is
   * skipped. Returns the events stored now, in the order given, for the projections to apply.
   */
  async record(events: readonly NewLearningEvent[]): Promise<StoredLearningEvent[]> {
    if (events.length === 0) return [];
    const inserted = await this.db
      .insertInto("learning_event")
      .values([...events])
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returningAll()
      .execute();
    const order = new Map(events.map((event, index) => [event.idempotency_key, index]));
    return inserted.sort((a, b) => order.get(a.idempotency_key)! - order.get(b.idempotency_key)!);
  }

  /** How many different questions of a task the learner has answered correctly at least once. */
  async correctQuestionsOfTask(indyUserName: string, taskName: string): Promise<number> {
    const row = await this.db
      .selectFrom("learning_event")
      .select((eb) => eb.fn.count<string>("task_item_name").distinct().as("correct"))
      .where("indy_user_name", "=", indyUserName)
      .where("task_name", "=", taskName)
      .where("kind", "=", "answer")
      .where("correct", "=", true)
      .executeTakeFirstOrThrow();
    return Number(row.correct);
  }
}
