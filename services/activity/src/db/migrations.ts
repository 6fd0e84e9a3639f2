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
  "2026-11-24T0900_create_learning_event": {
    async up(db: Kysely<unknown>) {
      // The ledger of learning events from LearningService: append only, one row per idempotency key.
      await db.schema
        .createTable("learning_event")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("occurred_at", "timestamptz", (c) => c.notNull())
        .addColumn("kind", "text", (c) =>
          c
            .notNull()
            .check(
              sql`kind in ('answer', 'task_completed', 'topic_completed', 'topic_fast_tracked', 'practice_completed', 'quiz_finished', 'lesson_completed', 'course_completed')`,
            ),
        )
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text")
        .addColumn("learning_path_name", "text")
        .addColumn("package_name", "text")
        .addColumn("package_type", "text")
        .addColumn("task_name", "text")
        .addColumn("template_id", "text")
        .addColumn("task_item_name", "text")
        .addColumn("answer_result", "text", (c) =>
          c.check(sql`answer_result in ('correct', 'incorrect', 'wrong_form', 'unreadable')`),
        )
        .addColumn("correct", "boolean")
        .addColumn("time_taken_ms", "integer")
        .addColumn("after_worked_solution", "boolean")
        .addColumn("quiz_correct_items", "integer")
        .addColumn("quiz_total_items", "integer")
        .addColumn("recorded_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex("learning_event_user_time")
        .on("learning_event")
        .columns(["indy_user_name", "occurred_at"])
        .execute();
    },
  },
  "2026-11-25T2300_create_xp_award_and_xp_week": {
    async up(db: Kysely<unknown>) {
      // One row per task whose XP was awarded: the primary key is what makes an award happen once.
      await db.schema
        .createTable("xp_award")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("task_name", "text", (c) => c.notNull())
        .addColumn("xp", "integer", (c) => c.notNull().check(sql`xp > 0`))
        // The learner's total before this award: whether it levelled them up is read from it.
        .addColumn("xp_before", "bigint", (c) => c.notNull().check(sql`xp_before >= 0`))
        .addColumn("awarded_at", "timestamptz", (c) => c.notNull())
        .addPrimaryKeyConstraint("xp_award_pk", ["indy_user_name", "task_name"])
        .execute();
      await db.schema
        .createIndex("xp_award_user_time")
        .on("xp_award")
        .columns(["indy_user_name", "awarded_at"])
        .execute();
      // XP per learner per ISO week (Monday, UTC): the summary leagues and weekly goals read instead of
      // scanning the ledger.
      await db.schema
        .createTable("xp_week")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("week_start", "date", (c) => c.notNull())
        .addColumn("xp", "bigint", (c) => c.notNull().defaultTo(0).check(sql`xp >= 0`))
        .addPrimaryKeyConstraint("xp_week_pk", ["indy_user_name", "week_start"])
        .execute();
    },
  },
  "2026-11-26T0100_create_avatar_and_competition_entry": {
    async up(db: Kysely<unknown>) {
      // A learner's chosen avatar; no row means the default one. Part names come from the catalogue in
      // domain/avatar-catalogue.ts (checked there, not here, so the catalogue can grow without a migration).
      await db.schema
        .createTable("avatar")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("icon_name", "text", (c) => c.notNull())
        .addColumn("background_name", "text", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // One row per learner entered in a competition's prize draw; who entered them (themselves or
      // their supporter, who agreed to the terms by entering).
      await db.schema
        .createTable("competition_entry")
        .addColumn("competition_id", "text", (c) => c.notNull())
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("entered_by", "text", (c) => c.notNull())
        .addColumn("entered_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint("competition_entry_pk", ["competition_id", "indy_user_name"])
        .execute();
      // Competition counts read a learner's correct answers in a window of days.
      await db.schema
        .createIndex("learning_event_correct_answers")
        .on("learning_event")
        .columns(["indy_user_name", "occurred_at"])
        .where(sql.ref("correct"), "=", true)
        .execute();
    },
  },
  "2026-11-26T0110_create_notification_and_weekly_email_claim": {
    async up(db: Kysely<unknown>) {
      // The name is the identity ("indyUsers/{u}/notifications/{TYPE}-{key}[:{childId}]"): creating one
      // twice finds the first, which is what makes "one per level" and "once a week" hold.
      await db.schema
        .createTable("notification")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("child_id", "text")
        .addColumn("level", "integer")
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("link", "text")
        .addColumn("read", "boolean", (c) => c.notNull().defaultTo(false))
        // False until the supporters' copies of a learner's notification exist (made after commit,
        // retried by a sweep when IndyService could not be reached).
        .addColumn("copies_made", "boolean", (c) => c.notNull().defaultTo(false))
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("notification_owner_time")
        .on("notification")
        .columns(["owner", "created_at"])
        .execute();
      await db.schema
        .createIndex("notification_copies_pending")
        .on("notification")
        .column("created_at")
        .where(sql.ref("copies_made"), "=", false)
        .execute();
      // One row per supporter per UK week, inserted (claimed) before the weekly email is sent: the primary
      // key lets one replica send it. 'sending' whose sender died stays unsent (the mail server may have
      // taken it: never twice); only a send that failed ('failed') is tried again, a few times.
      await db.schema
        .createTable("weekly_email_claim")
        .addColumn("supporter_name", "text", (c) => c.notNull())
        .addColumn("week_start", "date", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('sending', 'sent', 'failed')`))
        .addColumn("claimed_by", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("updated_at", "timestamptz", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addPrimaryKeyConstraint("weekly_email_claim_pk", ["supporter_name", "week_start"])
        .execute();
    },
  },
  "2026-11-26T0120_create_activity_summaries": {
    async up(db: Kysely<unknown>) {
      // Answers per learner per quarter hour (UTC): any local day, week or month, in any time zone
      // (offsets are whole quarter hours), is a sum over a few of these rows.
      await db.schema
        .createTable("answer_quarter")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("bucket_start", "timestamptz", (c) => c.notNull())
        .addColumn("answered", "integer", (c) => c.notNull().check(sql`answered >= 0`))
        .addColumn("correct", "integer", (c) => c.notNull().check(sql`correct >= 0`))
        .addColumn("time_taken_ms", "bigint", (c) => c.notNull().check(sql`time_taken_ms >= 0`))
        .addPrimaryKeyConstraint("answer_quarter_pk", ["indy_user_name", "bucket_start"])
        .execute();
      // All-time totals per learner: one primary-key row instead of summing every quarter hour.
      await db.schema
        .createTable("activity_total")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("answered", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("correct", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("time_taken_ms", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("lessons_completed", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("courses_completed", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      // One row per lesson a learner worked on (answered in) or completed.
      await db.schema
        .createTable("lesson_activity")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("first_worked_at", "timestamptz", (c) => c.notNull())
        .addColumn("last_worked_at", "timestamptz", (c) => c.notNull())
        .addColumn("completed_at", "timestamptz")
        .addPrimaryKeyConstraint("lesson_activity_pk", ["indy_user_name", "part_name"])
        .execute();
      await db.schema
        .createTable("course_completion")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("completed_at", "timestamptz", (c) => c.notNull())
        .addPrimaryKeyConstraint("course_completion_pk", ["indy_user_name", "course_name"])
        .execute();
      // Correct and total attempts per learner per topic (learning path), for focus topics.
      await db.schema
        .createTable("topic_attempts")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("learning_path_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("correct_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("total_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("completed", "boolean", (c) => c.notNull().defaultTo(false))
        .addPrimaryKeyConstraint("topic_attempts_pk", ["indy_user_name", "learning_path_name"])
        .execute();
      // Achievement levels reached: a level once reached is kept (daily ones would otherwise fade).
      await db.schema
        .createTable("achievement_level")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("level", "integer", (c) => c.notNull().check(sql`level > 0`))
        .addColumn("reached_at", "timestamptz", (c) => c.notNull())
        .addPrimaryKeyConstraint("achievement_level_pk", ["indy_user_name", "type"])
        .execute();
    },
  },
  "2026-11-26T0130_create_goals": {
    async up(db: Kysely<unknown>) {
      // One goal of each type per learner: the learner is the primary key.
      await db.schema
        .createTable("goal_xp_target")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("xp_per_week", "integer", (c) => c.notNull().check(sql`xp_per_week > 0`))
        .addColumn("time_zone", "text", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("goal_on_track")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("target_date", "date", (c) => c.notNull())
        .addColumn("lessons_complete_at_start", "integer", (c) =>
          c.notNull().check(sql`lessons_complete_at_start >= 0`),
        )
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .execute();
      // Lessons each learner completed (LESSON_COMPLETED events, once per lesson): On Track progress.
      await db.schema
        .createTable("goal_lesson_completed")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text", (c) => c.notNull())
        .addColumn("completed_at", "timestamptz", (c) => c.notNull())
        .addPrimaryKeyConstraint("goal_lesson_completed_pk", ["indy_user_name", "course_name", "part_name"])
        .execute();
    },
  },
  "2026-11-26T0131_create_leagues": {
    async up(db: Kysely<unknown>) {
      // A weekly league: at most 30 learners of one band (course) in one UTC ISO week.
      await db.schema
        .createTable("league_cohort")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("week_start", "date", (c) => c.notNull())
        .addColumn("band", "text", (c) => c.notNull())
        .addColumn("member_count", "integer", (c) =>
          c.notNull().defaultTo(0).check(sql`member_count >= 0 and member_count <= 30`),
        )
        .execute();
      // Only cohorts with room are looked up when a learner joins.
      await db.schema
        .createIndex("league_cohort_open")
        .on("league_cohort")
        .columns(["week_start", "band", "id"])
        .where(sql.ref("member_count"), "<", 30)
        .execute();
      await db.schema
        .createTable("league_member")
        .addColumn("week_start", "date", (c) => c.notNull())
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("cohort_id", "bigint", (c) => c.notNull().references("league_cohort.id"))
        // The member's XP of the week (a copy of xp_week's, kept by the projection): a league is read
        // from this table's cohort index alone.
        .addColumn("xp", "bigint", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("league_member_pk", ["indy_user_name", "week_start"])
        .execute();
      await db.schema.createIndex("league_member_cohort").on("league_member").columns(["cohort_id", "xp"]).execute();
      // Learners their supporter took out of leagues.
      await db.schema
        .createTable("league_opt_out")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("opted_out_by", "text", (c) => c.notNull())
        .addColumn("opted_out_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The one thing leagues show of a learner: "First I.", copied from IndyService when first needed.
      await db.schema
        .createTable("league_profile")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("display_name", "text", (c) => c.notNull())
        .addColumn("fetched_at", "timestamptz", (c) => c.notNull())
        .execute();
    },
  },
};
