import type { Kysely } from "kysely";
import type { LearningDatabase, OutboxEventJson } from "./schema.js";

/** Every query on outbox. */
export class OutboxRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  /** Adds an event (in the caller's transaction). An event whose key is already there is not added twice. */
  async add(event: OutboxEventJson, now: Date): Promise<void> {
    await this.db
      .insertInto("outbox")
      .values({ idempotency_key: event.idempotencyKey, payload: JSON.stringify(event), created_at: now })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
  }

  /** The oldest events not yet acknowledged. */
  async pending(limit: number): Promise<{ id: string; payload: OutboxEventJson }[]> {
    return this.db
      .selectFrom("outbox")
      .select(["id", "payload"])
      .where("delivered_at", "is", null)
      .orderBy("id")
      .limit(limit)
      .execute();
  }

  async markDelivered(ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable("outbox").set({ delivered_at: now }).where("id", "in", ids).execute();
  }

  async countPending(): Promise<number> {
    const row = await this.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("delivered_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
