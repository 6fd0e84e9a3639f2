import type { Kysely } from "kysely";
import type { LearningDatabase } from "./schema.js";

/**
 * Demo visitors' learning data (spec §2 "Public demo"): who has some and when they last used it, and
 * removing all of it. A demo visitor's rows are only ever demo packages, their questions and
 * attempts, and the learner lock row: demo answers write no progress and no outbox event.
 */
export class DemoRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  /** Records that a demo visitor used the demo now (inside the transaction that writes their data). */
  async touch(userName: string, now: Date): Promise<void> {
    await this.db
      .insertInto("demo_visitor")
      .values({ user_name: userName, last_active_at: now })
      .onConflict((oc) => oc.column("user_name").doUpdateSet({ last_active_at: now }))
      .execute();
  }

  /** Demo visitors who have not used the demo since `before`, oldest first, at most `limit`. */
  async idleSince(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom("demo_visitor")
      .select("user_name")
      .where("last_active_at", "<", before)
      .orderBy("last_active_at")
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_name);
  }

  /**
   * Deletes these demo visitors' learning data (call inside a transaction). Only demo packages go:
   * a demo visitor has no other kind, and a real learner's rows are never named here.
   */
  async deleteVisitors(userNames: readonly string[]): Promise<number> {
    if (userNames.length === 0) return 0;
    const demoPackages = this.db
      .selectFrom("package")
      .select("id")
      .where("user_name", "in", userNames)
      .where("package_type", "=", "demo");
    await this.db.deleteFrom("attempt").where("package_id", "in", demoPackages).execute();
    // Tasks and their questions go with their package (on delete cascade).
    await this.db
      .deleteFrom("package")
      .where("user_name", "in", userNames)
      .where("package_type", "=", "demo")
      .execute();
    await this.db.deleteFrom("learner").where("user_name", "in", userNames).execute();
    const gone = await this.db.deleteFrom("demo_visitor").where("user_name", "in", userNames).executeTakeFirst();
    return Number(gone.numDeletedRows);
  }
}
