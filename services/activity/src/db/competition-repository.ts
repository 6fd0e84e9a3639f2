import type { Kysely } from "kysely";
import type { ActivityDatabase } from "./schema.js";

/** A window of whole UTC days, "YYYY-MM-DD" to "YYYY-MM-DD" inclusive. */
export interface DayWindow {
  startsOn: string;
  endsOn: string;
}

const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);
const dayAfter = (isoDate: string) => new Date(startOfDay(isoDate).getTime() + 86_400_000);

/** Every query on competition_entry, and the competition counts read from the ledger. */
export class CompetitionRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /** Which of the learners are entered in the competition. */
  async enteredOf(competitionId: string, indyUserNames: readonly string[]): Promise<Set<string>> {
    if (indyUserNames.length === 0) return new Set();
    const rows = await this.db
      .selectFrom("competition_entry")
      .select("indy_user_name")
      .where("competition_id", "=", competitionId)
      .where("indy_user_name", "in", [...indyUserNames])
      .execute();
    return new Set(rows.map((row) => row.indy_user_name));
  }

  /** Enters the learners; those already entered keep their entry (and who made it) unchanged. */
  async enter(competitionId: string, indyUserNames: readonly string[], enteredBy: string): Promise<void> {
    if (indyUserNames.length === 0) return;
    await this.db
      .insertInto("competition_entry")
      .values(
        indyUserNames.map((name) => ({ competition_id: competitionId, indy_user_name: name, entered_by: enteredBy })),
      )
      .onConflict((oc) => oc.columns(["competition_id", "indy_user_name"]).doNothing())
      .execute();
  }

  /**
   * Correct answers per learner in each window (from the ledger, every correct answer counts), as
   * counts[learner][windowIndex].
   */
  async correctAnswerCounts(
    indyUserNames: readonly string[],
    windows: readonly DayWindow[],
  ): Promise<Map<string, number[]>> {
    const counts = new Map(indyUserNames.map((name) => [name, windows.map(() => 0)]));
    if (indyUserNames.length === 0) return counts;
    for (const [index, window] of windows.entries()) {
      const rows = await this.db
        .selectFrom("learning_event")
        .select((eb) => ["indy_user_name", eb.fn.countAll<string>().as("correct")])
        .where("indy_user_name", "in", [...indyUserNames])
        .where("kind", "=", "answer")
        .where("correct", "=", true)
        .where("occurred_at", ">=", startOfDay(window.startsOn))
        .where("occurred_at", "<", dayAfter(window.endsOn))
        .groupBy("indy_user_name")
        .execute();
      for (const row of rows) {
        const perWindow = counts.get(row.indy_user_name);
        if (perWindow) perWindow[index] = Number(row.correct);
      }
    }
    return counts;
  }
}
