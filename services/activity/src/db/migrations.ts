import type { MigrationList } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";

/** Append only: add new migrations at the end with a later timestamp; never edit an applied one. */
export const migrations: MigrationList = {
  "2026-11-21T0500_create_xp_state": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("xp_state")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("xp", "bigint", (c) => c.notNull().defaultTo(0).check(sql`xp >= 0`))
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
