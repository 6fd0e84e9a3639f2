import type { MigrationList } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";

/** Append only: add new migrations at the end with a later timestamp; never edit an applied one. */
export const migrations: MigrationList = {
  "2026-11-21T0500_create_access": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("access")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("trial_ends_on", "date", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
