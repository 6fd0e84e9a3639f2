import type { MigrationList } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";
import { flagsMigrations } from "./flags-migrations.js";

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
  "2026-11-21T0700_create_login_throttle": {
    async up(db: Kysely<unknown>) {
      // One row per throttled key: "account:<email>" or "address:<ip>". Failures are counted, not logged,
      // so no history of who tried what is kept (minimal data).
      await db.schema
        .createTable("login_throttle")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("locked_until", "timestamptz")
        .addColumn("last_failure_at", "timestamptz", (c) => c.notNull())
        .execute();
    },
  },
  "2026-11-21T0800_children_and_consent": {
    async up(db: Kysely<unknown>) {
      // A child signs in with a username (username@learners.sumwise.app); unique whatever its case.
      await db.schema.alterTable("indy_user").addColumn("username", "text").execute();
      await db.schema
        .createIndex("indy_user_username_idx")
        .on("indy_user")
        .expression(sql`lower(username)`)
        .unique()
        .execute();
      // Under-13 consent codes: only a hash is kept, so a database reader cannot grant consent.
      await db.schema
        .createTable("email_plus_consent_code")
        .addColumn("code_hash", "text", (c) => c.primaryKey())
        .addColumn("child_id", "text", (c) => c.notNull().references("indy_user.id").onDelete("cascade"))
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn("used_at", "timestamptz")
        .execute();
      await db.schema
        .createIndex("email_plus_consent_code_child_idx")
        .on("email_plus_consent_code")
        .column("child_id")
        .execute();
      // Partner codes (spec §2 partner sign-ups), upper-case. The two seeded codes are for development
      // and tests (README "Partner codes"); production codes are added by an operator.
      await db.schema
        .createTable("partner_code")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("partner_type", "text", (c) =>
          c.notNull().check(sql`partner_type in ('secondary_ready', 'university')`),
        )
        .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
        .execute();
      await (db as Kysely<{ partner_code: { code: string; partner_type: string } }>)
        .insertInto("partner_code")
        .values([
          { code: "SRDEV1", partner_type: "secondary_ready" },
          { code: "UNIDEV1", partner_type: "university" },
        ])
        .execute();
    },
  },
  "2026-11-21T0900_create_feature_flags": flagsMigrations.createFeatureFlags,
  "2026-11-21T0910_create_onboarding_state": flagsMigrations.createOnboardingState,
  "2026-11-21T0920_create_email_subscription": flagsMigrations.createEmailSubscription,
};
