import type { MigrationList } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";

/** Append only: add new migrations at the end with a later timestamp; never edit an applied one. */
export const migrations: MigrationList = {
  "2026-11-21T0500_create_indy_user": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("indy_user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("firebase_uid", "text", (c) => c.notNull().unique())
        .addColumn("email", "text", (c) => c.unique())
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("last_name", "text", (c) => c.notNull())
        .addColumn("date_of_birth", "date")
        .addColumn("associated_email", "text")
        .addColumn("supporter_type", "text", (c) => c.notNull().defaultTo("none"))
        .addColumn("learner_state", "text", (c) => c.notNull())
        .addColumn("supporter_state", "text", (c) => c.notNull())
        .addColumn("marketing_opt_in", "boolean", (c) => c.notNull().defaultTo(false))
        .addColumn("country_code", "text", (c) => c.notNull().defaultTo("XX"))
        .addColumn("email_plus_state", "text", (c) => c.notNull().defaultTo("not_applicable"))
        .addColumn("anonymous", "boolean", (c) => c.notNull().defaultTo(false))
        .addColumn("enter_competition", "boolean", (c) => c.notNull().defaultTo(false))
        .addColumn("partner_code", "text")
        .addColumn("referral", "jsonb")
        .addColumn("supporter_id", "text", (c) => c.references("indy_user.id").onDelete("restrict"))
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex("indy_user_supporter_idx").on("indy_user").column("supporter_id").execute();
    },
  },
  "2026-11-21T0510_create_session": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("serial", "bigserial", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("indy_user.id").onDelete("cascade"))
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn("last_seen_at", "timestamptz", (c) => c.notNull())
        .addColumn("ended_at", "timestamptz")
        .addColumn("ended_reason", "text")
        .addColumn("application_version", "text")
        .addColumn("browser", "text")
        .addColumn("browser_version", "text")
        .addColumn("os", "text")
        .addColumn("os_version", "text")
        .addColumn("restore_info", "text")
        .execute();
      await db.schema.createIndex("session_user_idx").on("session").columns(["user_id", "ended_at"]).execute();
    },
  },
};
