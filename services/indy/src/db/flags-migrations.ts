import type { MigrationList } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";

/**
 * Feature flags, onboarding state and email subscriptions (timestamps 2026-11-21T09xx in
 * migrations.ts). Frozen once applied: later changes are new migrations.
 */
export const flagsMigrations = {
  createFeatureFlags: {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("feature_flag")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("enabled", "boolean", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable("feature_flag_override")
        .addColumn("user_id", "text", (c) => c.notNull().references("indy_user.id").onDelete("cascade"))
        // A typo in an operator's insert fails here instead of silently doing nothing.
        .addColumn("name", "text", (c) => c.notNull().references("feature_flag.name").onDelete("cascade"))
        .addColumn("enabled", "boolean", (c) => c.notNull())
        .addPrimaryKeyConstraint("feature_flag_override_pk", ["user_id", "name"])
        .execute();
      // Every flag gets a row so operators see (and can change) all of them; values are the defaults
      // of domain/feature-flags.ts at the time of writing.
      const flags: Array<[string, boolean, string]> = [
        ["enableTeachingVideos", true, "Teaching videos on topics"],
        ["enableCompetition", false, "Prize-draw competitions"],
        ["showCompetitionActivity", false, "Competition progress for learners who already entered"],
        ["enableGuardianPixel", false, "Advertising pixel for guardians (tracking: keep off)"],
        ["enableSelectMyLevel", true, "Year-group and confidence questionnaire when choosing a course"],
        ["enableXP", true, "XP, levels and avatar unlocks"],
        ["enableExplore", true, "The Explore area"],
        ["autoSetYear6Course", false, "Give UK Year 6 learners the default course automatically"],
        ["enableInAppMessaging", false, "Third-party in-app chat for learners"],
        ["enableSupporterInAppMessaging", false, "Third-party in-app chat for supporters"],
        ["enableDemo", true, "The anonymous demo at /tryme"],
        ["showMaintenancePage", false, "Send everyone to /maintenance"],
        ["enableKeySkillVideos", true, "Key-skill videos on topics"],
        ["enableUnsupportedLearnerParentEmails", false, "Emails to the parent of an independent learner"],
        ["enableSignUp", true, "Sign-up routes (off: they go to /register-interest)"],
      ];
      // The query builder (not raw SQL) so the insert goes to this service's schema.
      const seeded = db as Kysely<{ feature_flag: { name: string; enabled: boolean; description: string } }>;
      await seeded
        .insertInto("feature_flag")
        .values(flags.map(([name, enabled, description]) => ({ name, enabled, description })))
        .execute();
    },
  },
  createOnboardingState: {
    async up(db: Kysely<unknown>) {
      const flag = (name: string) => (table: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
        table.addColumn(name, "boolean");
      let table = db.schema
        .createTable("onboarding_state")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("indy_user.id").onDelete("cascade"));
      for (const name of [
        "has_watched_first_onboarding_video",
        "has_completed_lesson_with_lesson_quiz",
        "has_answered_question",
        "has_acknowledged_difficulty_questionnaire",
        "seen_fast_track_unlocked_banner",
        "seen_course_selected_tooltip",
        "seen_learner_onboarding",
        "has_acknowledged_goals",
        "seen_focus_topics",
        "seen_league_table",
      ]) {
        table = flag(name)(table);
      }
      await table
        .addColumn("next_hint_message", "integer", (c) => c.notNull().defaultTo(-1))
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  createEmailSubscription: {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("email_subscription")
        .addColumn("user_id", "text", (c) => c.notNull().references("indy_user.id").onDelete("cascade"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("subscribed", "boolean", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint("email_subscription_pk", ["user_id", "type"])
        .execute();
    },
  },
} satisfies MigrationList;
