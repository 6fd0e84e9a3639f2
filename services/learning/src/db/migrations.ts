import type { MigrationList } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";

/** Append only: add new migrations at the end with a later timestamp; never edit an applied one. */
export const migrations: MigrationList = {
  "2026-11-21T0500_create_course": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("course")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("curriculum_name", "text", (c) => c.notNull())
        .addColumn("level_display_name", "text", (c) => c.notNull())
        .addColumn("level_description", "text", (c) => c.notNull())
        .addColumn("region", "text", (c) => c.notNull().check(sql`region in ('UK', 'IN', 'US')`))
        .addColumn("parts_count", "integer", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  "2026-11-21T0800_create_user_course": {
    async up(db: Kysely<unknown>) {
      // One chosen course per learner (spec §6, §7 user course get/set); the user is IndyService's.
      await db.schema
        .createTable("user_course")
        .addColumn("user_name", "text", (c) => c.primaryKey())
        .addColumn("course_name", "text", (c) => c.notNull().references("course.name").onDelete("restrict"))
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
