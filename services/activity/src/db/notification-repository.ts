import type { Kysely, Selectable } from "kysely";
import type { ActivityDatabase, NotificationTable } from "./schema.js";

export type NotificationRow = Selectable<NotificationTable>;

export interface NewNotificationRow {
  name: string;
  owner: string;
  type: string;
  childId?: string;
  level?: number;
  title: string;
  text: string;
  link?: string;
  createdAt: Date;
  /** True for rows that need no supporter copies (copies themselves, users nobody supports). */
  copiesMade: boolean;
}

/** How many of a user's newest notifications are read to apply the list rules to (more than the cap of 10). */
const LIST_WINDOW = 60;

/** Every query on notification. Pass a transaction to write in one. */
export class NotificationRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /** Inserts unless the name exists; returns whether this call created it. */
  async insertOnce(row: NewNotificationRow): Promise<boolean> {
    const inserted = await this.db
      .insertInto("notification")
      .values({
        name: row.name,
        owner: row.owner,
        type: row.type,
        child_id: row.childId ?? null,
        level: row.level ?? null,
        title: row.title,
        text: row.text,
        link: row.link ?? null,
        created_at: row.createdAt,
        copies_made: row.copiesMade,
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .returning("name")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async byName(name: string): Promise<NotificationRow | undefined> {
    return this.db.selectFrom("notification").selectAll().where("name", "=", name).executeTakeFirst();
  }

  /** A user's newest notifications, newest first (the list rules then pick what shows). */
  async newestOf(owner: string): Promise<NotificationRow[]> {
    return this.db
      .selectFrom("notification")
      .selectAll()
      .where("owner", "=", owner)
      .orderBy("created_at", "desc")
      .orderBy("name")
      .limit(LIST_WINDOW)
      .execute();
  }

  /** Marks the named notifications of `owner` read; returns how many were unread. */
  async markRead(owner: string, names: readonly string[]): Promise<number> {
    if (names.length === 0) return 0;
    const result = await this.db
      .updateTable("notification")
      .set({ read: true })
      .where("owner", "=", owner)
      .where("name", "in", [...names])
      .where("read", "=", false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Learners' notifications whose supporter copies are still to be made, oldest first. */
  async awaitingCopies(createdBefore: Date, limit: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom("notification")
      .selectAll()
      .where("copies_made", "=", false)
      .where("created_at", "<", createdBefore)
      .orderBy("created_at")
      .limit(limit)
      .execute();
  }

  async markCopiesMade(name: string): Promise<void> {
    await this.db.updateTable("notification").set({ copies_made: true }).where("name", "=", name).execute();
  }
}
