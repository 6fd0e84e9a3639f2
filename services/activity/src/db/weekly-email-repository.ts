import { type Kysely, sql } from "kysely";
import type { ChildWeekNumbers } from "../domain/index.js";
import type { ActivityDatabase } from "./schema.js";

/** A failed send is tried again by later runs until it has been attempted this often. */
export const MAX_WEEKLY_EMAIL_ATTEMPTS = 3;

/** Every query of the weekly supporter email: its claims and the ledger reads it reports. */
export class WeeklyEmailRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /**
   * Takes the right to send `supporter`'s email for `weekStart`, in one statement: a new row, or a
   * row whose earlier send failed (and has attempts left). Returns false when another run holds it,
   * sent it, or died mid-send ('sending': the mail server may have taken it, so it is never resent).
   */
  async claim(supporter: string, weekStart: string, runId: string, now: Date): Promise<boolean> {
    const row = await this.db
      .insertInto("weekly_email_claim")
      .values({
        supporter_name: supporter,
        week_start: weekStart,
        state: "sending",
        claimed_by: runId,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(["supporter_name", "week_start"])
          .doUpdateSet({
            state: "sending",
            claimed_by: runId,
            updated_at: now,
            attempts: sql<number>`weekly_email_claim.attempts + 1`,
          })
          .where("weekly_email_claim.state", "=", "failed")
          .where("weekly_email_claim.attempts", "<", MAX_WEEKLY_EMAIL_ATTEMPTS),
      )
      .returning("supporter_name")
      .executeTakeFirst();
    return row !== undefined;
  }

  async markSent(supporter: string, weekStart: string, runId: string, now: Date): Promise<void> {
    await this.db
      .updateTable("weekly_email_claim")
      .set({ state: "sent", updated_at: now, last_error: null })
      .where("supporter_name", "=", supporter)
      .where("week_start", "=", weekStart)
      .where("claimed_by", "=", runId)
      .execute();
  }

  /** Only for a send that certainly did not go (the error came before or from the mail server). */
  async markFailed(supporter: string, weekStart: string, runId: string, now: Date, error: string): Promise<void> {
    await this.db
      .updateTable("weekly_email_claim")
      .set({ state: "failed", updated_at: now, last_error: error.slice(0, 500) })
      .where("supporter_name", "=", supporter)
      .where("week_start", "=", weekStart)
      .where("claimed_by", "=", runId)
      .execute();
  }

  async claimsOf(weekStart: string) {
    return this.db.selectFrom("weekly_email_claim").selectAll().where("week_start", "=", weekStart).execute();
  }

  /** A learner's answers, right answers, time and completed lessons in [from, to). */
  async weekNumbers(learner: string, from: Date, to: Date): Promise<ChildWeekNumbers> {
    const answers = await this.db
      .selectFrom("learning_event")
      .select((eb) => [
        eb.fn.countAll<string>().as("answered"),
        eb.fn.count<string>("id").filterWhere("correct", "=", true).as("correct"),
        eb.fn.coalesce(eb.fn.sum<string>("time_taken_ms"), sql<string>`0`).as("time"),
      ])
      .where("indy_user_name", "=", learner)
      .where("kind", "=", "answer")
      .where("occurred_at", ">=", from)
      .where("occurred_at", "<", to)
      .executeTakeFirstOrThrow();
    const lessons = await this.db
      .selectFrom("learning_event")
      .select((eb) => eb.fn.count<string>("part_name").distinct().as("lessons"))
      .where("indy_user_name", "=", learner)
      .where("kind", "=", "lesson_completed")
      .where("occurred_at", ">=", from)
      .where("occurred_at", "<", to)
      .executeTakeFirstOrThrow();
    return {
      questionsAnswered: Number(answers.answered),
      questionsCorrect: Number(answers.correct),
      lessonsCompleted: Number(lessons.lessons),
      timeSpentMs: Number(answers.time),
    };
  }

  /** Answers and right answers per topic since `from`. */
  async topicRecords(
    learner: string,
    from: Date,
    to: Date,
  ): Promise<{ name: string; answered: number; correct: number }[]> {
    const rows = await this.db
      .selectFrom("learning_event")
      .select((eb) => [
        "learning_path_name",
        eb.fn.countAll<string>().as("answered"),
        eb.fn.count<string>("id").filterWhere("correct", "=", true).as("correct"),
      ])
      .where("indy_user_name", "=", learner)
      .where("kind", "=", "answer")
      .where("learning_path_name", "is not", null)
      .where("occurred_at", ">=", from)
      .where("occurred_at", "<", to)
      .groupBy("learning_path_name")
      .execute();
    return rows.map((r) => ({
      name: r.learning_path_name ?? "",
      answered: Number(r.answered),
      correct: Number(r.correct),
    }));
  }

  /** Lessons answered in since `from` and never completed, most recently worked on first. */
  async unfinishedLessons(learner: string, from: Date, to: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom("learning_event as e")
      .select((eb) => ["e.part_name", eb.fn.max("e.occurred_at").as("last")])
      .where("e.indy_user_name", "=", learner)
      .where("e.kind", "=", "answer")
      .where("e.part_name", "is not", null)
      .where("e.occurred_at", ">=", from)
      .where("e.occurred_at", "<", to)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("learning_event as done")
              .select("done.id")
              .where("done.indy_user_name", "=", learner)
              .where("done.kind", "=", "lesson_completed")
              .whereRef("done.part_name", "=", "e.part_name"),
          ),
        ),
      )
      .groupBy("e.part_name")
      .orderBy("last", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => r.part_name ?? "");
  }
}
