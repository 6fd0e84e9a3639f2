import type { Insertable, Kysely } from "kysely";
import type { ActivityDatabase, LearningEventTable } from "./schema.js";

export type NewLearningEvent = Insertable<LearningEventTable>;

/** Every query on learning_event. The ledger is append only: there is no update or delete here. */
export class LedgerRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /**
   * Stores the events in one statement (one transaction); an event whose idempotency key is already
   * there (a retry) is skipped. Returns how many were stored now.
   */
  async record(events: readonly NewLearningEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const inserted = await this.db
      .insertInto("learning_event")
      .values([...events])
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning("id")
      .execute();
    return inserted.length;
  }
}
