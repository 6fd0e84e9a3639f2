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
  "2026-11-24T0900_create_packages_progress_outbox": {
    async up(db: Kysely<unknown>) {
      // Learning (spec §3): packages of tasks of questions, every attempt, progress, and the outbox.
      await db.schema
        .createTable("learner")
        .addColumn("user_name", "text", (c) => c.primaryKey())
        .addColumn("answered_question_synced_at", "timestamptz")
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable("package")
        .addColumn("id", "uuid", (c) => c.primaryKey())
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("package_type", "text", (c) =>
          c.notNull().check(sql`package_type in ('core', 'extension', 'practice', 'part_quiz')`),
        )
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text", (c) => c.notNull())
        .addColumn("learning_path_name", "text")
        .addColumn("learning_unit_name", "text")
        .addColumn("scope", "text", (c) => c.notNull())
        .addColumn("generation", "integer", (c) => c.notNull().check(sql`generation >= 1`))
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("active").check(sql`status in ('active', 'finished', 'abandoned')`),
        )
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("finished_at", "timestamptz")
        .addUniqueConstraint("package_generation_unique", ["user_name", "package_type", "scope", "generation"])
        .execute();
      await db.schema.createIndex("package_user_part").on("package").columns(["user_name", "part_name"]).execute();
      await db.schema
        .createTable("task")
        .addColumn("package_id", "uuid", (c) => c.notNull().references("package.id").onDelete("cascade"))
        .addColumn("task_index", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("task_type", "text", (c) => c.notNull().check(sql`task_type in ('standard', 'indy_quiz')`))
        .addColumn("completed_at", "timestamptz")
        .addPrimaryKeyConstraint("task_pk", ["package_id", "task_index"])
        .execute();
      await db.schema
        .createTable("task_item")
        .addColumn("package_id", "uuid", (c) => c.notNull())
        .addColumn("task_index", "integer", (c) => c.notNull())
        .addColumn("item_index", "integer", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("template_id", "text", (c) => c.notNull())
        .addColumn("seed", "integer", (c) => c.notNull().check(sql`seed >= 0`))
        .addColumn("learning_path_name", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("unattempted").check(sql`status in ('unattempted', 'done', 'wrong', 'seekhelp')`),
        )
        .addColumn("hint_shown_at", "timestamptz")
        .addColumn("solution_shown_at", "timestamptz")
        .addColumn("updated_at", "timestamptz", (c) => c.notNull())
        .addPrimaryKeyConstraint("task_item_pk", ["package_id", "task_index", "item_index"])
        .addForeignKeyConstraint(
          "task_item_task_fk",
          ["package_id", "task_index"],
          "task",
          ["package_id", "task_index"],
          (fk) => fk.onDelete("cascade"),
        )
        .execute();
      await db.schema
        .createTable("attempt")
        .addColumn("id", "uuid", (c) => c.primaryKey())
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("submission_id", "text", (c) => c.notNull())
        .addColumn("package_id", "uuid", (c) => c.notNull())
        .addColumn("task_index", "integer", (c) => c.notNull())
        .addColumn("item_index", "integer", (c) => c.notNull())
        .addColumn("answer", "text", (c) => c.notNull())
        .addColumn("part_answers", "jsonb")
        .addColumn("result", "text", (c) =>
          c.notNull().check(sql`result in ('correct', 'incorrect', 'wrong_form', 'unreadable')`),
        )
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("part_results", "jsonb")
        .addColumn("time_taken_ms", "integer", (c) => c.notNull().check(sql`time_taken_ms >= 0`))
        .addColumn("after_worked_solution", "boolean", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addUniqueConstraint("attempt_submission_unique", ["user_name", "submission_id"])
        .addForeignKeyConstraint("attempt_task_item_fk", ["package_id", "task_index", "item_index"], "task_item", [
          "package_id",
          "task_index",
          "item_index",
        ])
        .execute();
      await db.schema
        .createIndex("attempt_task_item")
        .on("attempt")
        .columns(["package_id", "task_index", "item_index", "created_at"])
        .execute();
      await db.schema
        .createTable("quiz_result")
        .addColumn("package_id", "uuid", (c) => c.primaryKey().references("package.id").onDelete("cascade"))
        .addColumn("correct_items", "integer", (c) => c.notNull())
        .addColumn("total_items", "integer", (c) => c.notNull())
        .addColumn("previous_best_correct", "integer")
        .addColumn("previous_best_total", "integer")
        .addColumn("score_completes_quiz", "boolean", (c) => c.notNull())
        .addColumn("could_fast_track", "boolean", (c) => c.notNull())
        .addColumn("fast_tracked_learning_paths", "jsonb", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("learning_path_progress")
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("learning_path_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text", (c) => c.notNull())
        .addColumn("completed_at", "timestamptz")
        .addColumn("fast_tracked_at", "timestamptz")
        .addPrimaryKeyConstraint("learning_path_progress_pk", ["user_name", "learning_path_name"])
        .execute();
      await db.schema
        .createIndex("learning_path_progress_course")
        .on("learning_path_progress")
        .columns(["user_name", "course_name"])
        .execute();
      await db.schema
        .createTable("part_progress")
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("practice_completed_at", "timestamptz")
        .addColumn("quiz_best_correct", "integer")
        .addColumn("quiz_best_total", "integer")
        .addColumn("quiz_passed_at", "timestamptz")
        .addColumn("completed_at", "timestamptz")
        .addPrimaryKeyConstraint("part_progress_pk", ["user_name", "part_name"])
        .execute();
      await db.schema
        .createIndex("part_progress_course")
        .on("part_progress")
        .columns(["user_name", "course_name"])
        .execute();
      await db.schema
        .createTable("course_participation")
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("started_at", "timestamptz", (c) => c.notNull())
        .addColumn("completed_at", "timestamptz")
        .addPrimaryKeyConstraint("course_participation_pk", ["user_name", "course_name"])
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("payload", "jsonb", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("delivered_at", "timestamptz")
        .execute();
      // The relay reads only what is still to deliver.
      await db.schema
        .createIndex("outbox_pending")
        .on("outbox")
        .column("id")
        .where(sql.ref("delivered_at"), "is", null)
        .execute();
    },
  },
  "2026-11-26T0100_demo_packages": {
    async up(db: Kysely<unknown>) {
      // The public demo (spec §2, §7 getOrCreateAnonymousPackage): demo visitors' packages are their own
      // type, and each visitor's last use is kept so their data goes with them (jobs/sweep-demo-data.ts).
      await db.schema.alterTable("package").dropConstraint("package_package_type_check").execute();
      await db.schema
        .alterTable("package")
        .addCheckConstraint(
          "package_package_type_check",
          sql`package_type in ('core', 'extension', 'practice', 'part_quiz', 'demo')`,
        )
        .execute();
      await db.schema
        .createTable("demo_visitor")
        .addColumn("user_name", "text", (c) => c.primaryKey())
        .addColumn("last_active_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("demo_visitor_last_active").on("demo_visitor").column("last_active_at").execute();
    },
  },
  "2026-11-26T0110_create_questionnaire_answer": {
    async up(db: Kysely<unknown>) {
      // The difficulty questionnaire's answers (spec §3 changeLevel, §7 submitQuestionnaireAnswers).
      await db.schema
        .createTable("questionnaire_answer")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("course_name", "text")
        .addColumn("answer", "smallint", (c) => c.notNull().check(sql`answer between 1 and 5`))
        .addColumn("end_action", "text", (c) =>
          c.notNull().check(sql`end_action in ('skip', 'continue', 'gotochangelevel', 'other')`),
        )
        .addColumn("end_view", "text", (c) => c.notNull().check(sql`end_view in ('question', 'thanks', 'didyouknow')`))
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("questionnaire_answer_user").on("questionnaire_answer").column("user_name").execute();
    },
  },
  "2026-11-26T0120_create_topic_search": {
    async up(db: Kysely<unknown>) {
      // Typo-tolerant topic search (word_similarity). PostgreSQL ships pg_trgm with the server; PGlite
      // loads it at open (services/kit/src/db/database.ts). Unqualified: it joins the search path.
      await sql`create extension if not exists pg_trgm`.execute(db);
      // One row per topic of every course, refreshed from the catalogue at start-up (TopicSearchRepository).
      await db.schema
        .createTable("topic_search")
        .addColumn("course_name", "text", (c) => c.notNull())
        .addColumn("learning_path_name", "text", (c) => c.notNull())
        .addColumn("display_name", "text", (c) => c.notNull())
        .addColumn("part_name", "text", (c) => c.notNull())
        .addColumn("part_number", "integer", (c) => c.notNull())
        .addColumn("part_display_name", "text", (c) => c.notNull())
        .addColumn("keywords", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("topic_search_pk", ["course_name", "learning_path_name"])
        .execute();
    },
  },
  "2026-11-26T0130_just_for_you_packages": {
    async up(db: Kysely<unknown>) {
      // Just For You (spec §4): a Daily Challenge per learner per local day and a Weekly Workout per
      // week, as packages whose scope is the day ("YYYY-MM-DD") or the week's Monday; the unique
      // (user, type, scope, generation) keeps it to one even when requested twice at once. due_at is
      // the end of that day (of Sunday) in the learner's time zone, time_zone the zone it was made in.
      await db.schema.alterTable("package").dropConstraint("package_package_type_check").execute();
      await db.schema
        .alterTable("package")
        .addCheckConstraint(
          "package_package_type_check",
          sql`package_type in ('core', 'extension', 'practice', 'part_quiz', 'demo', 'daily_challenge', 'weekly_workout')`,
        )
        .execute();
      await db.schema.alterTable("package").addColumn("due_at", "timestamptz").execute();
      await db.schema.alterTable("package").addColumn("time_zone", "text").execute();
      // Streaks read a learner's finished Just For You packages by type.
      await db.schema
        .createIndex("package_user_type_status")
        .on("package")
        .columns(["user_name", "package_type", "status"])
        .execute();
    },
  },
};
