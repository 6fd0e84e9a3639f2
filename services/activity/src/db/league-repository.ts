import { type Kysely, sql } from "kysely";
import type { ActivityDatabase } from "./schema.js";

export interface LeagueStanding {
  indyUserName: string;
  displayName: string | null;
  /** When the display name was copied from IndyService; null when it never was. */
  nameFetchedAt: Date | null;
  xp: number;
  rank: number;
}

/** What a league table needs of its subject, read in one round trip of primary-key lookups. */
export interface LeagueOverview {
  optedOut: boolean;
  /** The subject's cohort in each week asked for (undefined where they were in none). */
  cohorts: (string | undefined)[];
  /** XP the subject earned in the second week asked for (last week). */
  xpLastWeek: number;
}

/** Every query on leagues: cohorts, members, opt-outs and display names. Pass a transaction to write in one. */
export class LeagueRepository {
  constructor(
    private readonly db: Kysely<ActivityDatabase>,
    private readonly size = 30,
  ) {}

  /**
   * Puts the learner in a league of `band` for the week unless they have one or are opted out.
   * Joins serialise per (week, band) on a transaction-scoped advisory lock, so however many learners
   * join at once, each open cohort is filled to `size` and never past it (the check constraint
   * backs this up). Call inside a transaction.
   */
  async join(indyUserName: string, weekStart: string, band: string): Promise<string | undefined> {
    const existing = await this.cohortOf(indyUserName, weekStart);
    if (existing) return existing;
    const optedOut = await this.db
      .selectFrom("league_opt_out")
      .select("indy_user_name")
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
    if (optedOut) return undefined;
    await sql`select pg_advisory_xact_lock(hashtext(${`league:${weekStart}:${band}`}))`.execute(this.db);
    const open = await this.db
      .selectFrom("league_cohort")
      .select("id")
      .where("week_start", "=", weekStart)
      .where("band", "=", band)
      .where("member_count", "<", this.size)
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    const cohortId =
      open?.id ??
      (
        await this.db
          .insertInto("league_cohort")
          .values({ week_start: weekStart, band, member_count: 0 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const inserted = await this.db
      .insertInto("league_member")
      .values({ week_start: weekStart, indy_user_name: indyUserName, cohort_id: cohortId })
      .onConflict((oc) => oc.columns(["indy_user_name", "week_start"]).doNothing())
      .returning("cohort_id")
      .executeTakeFirst();
    if (!inserted) return this.cohortOf(indyUserName, weekStart);
    await this.db
      .updateTable("league_cohort")
      .set((eb) => ({ member_count: eb("member_count", "+", 1) }))
      .where("id", "=", cohortId)
      .execute();
    return cohortId;
  }

  async cohortOf(indyUserName: string, weekStart: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("league_member")
      .select("cohort_id")
      .where("indy_user_name", "=", indyUserName)
      .where("week_start", "=", weekStart)
      .executeTakeFirst();
    return row?.cohort_id;
  }

  /**
   * A cohort's standings: its members (at most 30, by the cohort index) with their week's XP, most
   * XP first; equal XP shares a rank. Opted-out learners are not
   * members: opting out removes this week's membership and stops joins, under the join lock.
   */
  async standings(cohortId: string, weekStart: string): Promise<LeagueStanding[]> {
    // The display name by scalar subqueries on its primary key rather than a join: the same lookups,
    // and the planner spends a tenth of the time on them (planning dominated this query's cost).
    const rows = await this.db
      .selectFrom("league_member as m")
      .select((eb) => [
        "m.indy_user_name",
        "m.xp",
        eb
          .selectFrom("league_profile as p")
          .select("p.display_name")
          .whereRef("p.indy_user_name", "=", "m.indy_user_name")
          .as("display_name"),
        eb
          .selectFrom("league_profile as p")
          .select("p.fetched_at")
          .whereRef("p.indy_user_name", "=", "m.indy_user_name")
          .as("fetched_at"),
      ])
      .where("m.cohort_id", "=", cohortId)
      .where("m.week_start", "=", weekStart)
      .execute();
    const sorted = rows
      .map((row) => ({
        indyUserName: row.indy_user_name,
        displayName: row.display_name,
        nameFetchedAt: row.fetched_at,
        xp: Number(row.xp ?? 0),
      }))
      .sort(
        (a, b) =>
          b.xp - a.xp ||
          (a.displayName ?? "").localeCompare(b.displayName ?? "") ||
          a.indyUserName.localeCompare(b.indyUserName),
      );
    let rank = 0;
    return sorted.map((row, index) => {
      if (index === 0 || row.xp !== sorted[index - 1]!.xp) rank = index + 1;
      return { ...row, rank };
    });
  }

  /**
   * The subject's opt-out, cohorts of `weeks` (this week first) and last week's XP: one statement of
   * primary-key lookups, so a league table costs two round trips however big the tables grow.
   */
  async overview(indyUserName: string, weeks: readonly [string, string, string]): Promise<LeagueOverview> {
    const row = await this.db
      .selectNoFrom((eb) => {
        const cohort = (week: string) =>
          eb
            .selectFrom("league_member")
            .select("cohort_id")
            .where("indy_user_name", "=", indyUserName)
            .where("week_start", "=", week);
        return [
          eb
            .exists(eb.selectFrom("league_opt_out").select("indy_user_name").where("indy_user_name", "=", indyUserName))
            .as("opted_out"),
          cohort(weeks[0]).as("c0"),
          cohort(weeks[1]).as("c1"),
          cohort(weeks[2]).as("c2"),
          eb
            .selectFrom("xp_week")
            .select("xp")
            .where("indy_user_name", "=", indyUserName)
            .where("week_start", "=", weeks[1])
            .as("xp_last_week"),
        ];
      })
      .executeTakeFirstOrThrow();
    return {
      optedOut: Boolean(row.opted_out),
      cohorts: [row.c0 ?? undefined, row.c1 ?? undefined, row.c2 ?? undefined],
      xpLastWeek: Number(row.xp_last_week ?? 0),
    };
  }

  /**
   * The subject's rank in a past league, with the standings' tie rule (1 + members with more XP):
   * two lookups on the cohort index, not the league's rows. 0 when they were in none.
   */
  async rankIn(indyUserName: string, cohortId: string, weekStart: string): Promise<number> {
    const row = await this.db
      .selectFrom("league_member as m")
      .select((eb) =>
        eb
          .selectFrom("league_member as o")
          .select(eb.fn.countAll<string>().as("above"))
          .where("o.cohort_id", "=", cohortId)
          .whereRef("o.xp", ">", "m.xp")
          .as("above"),
      )
      .where("m.indy_user_name", "=", indyUserName)
      .where("m.week_start", "=", weekStart)
      .executeTakeFirst();
    return row ? 1 + Number(row.above ?? 0) : 0;
  }

  /** Copies the learner's XP of the week into their league membership (after an award). */
  async syncXp(indyUserName: string, weekStart: string): Promise<void> {
    const week = await this.db
      .selectFrom("xp_week")
      .select("xp")
      .where("indy_user_name", "=", indyUserName)
      .where("week_start", "=", weekStart)
      .executeTakeFirst();
    await this.db
      .updateTable("league_member")
      .set({ xp: Number(week?.xp ?? 0) })
      .where("indy_user_name", "=", indyUserName)
      .where("week_start", "=", weekStart)
      .execute();
  }

  async isOptedOut(indyUserName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("league_opt_out")
      .select("indy_user_name")
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes a learner out of leagues: remembered for later weeks, and they leave this week's league at
   * once (its place is freed under the same lock joins take). Call inside a transaction.
   */
  async optOut(indyUserName: string, by: string, weekStart: string): Promise<void> {
    await this.db
      .insertInto("league_opt_out")
      .values({ indy_user_name: indyUserName, opted_out_by: by })
      .onConflict((oc) => oc.column("indy_user_name").doNothing())
      .execute();
    const member = await this.db
      .selectFrom("league_member as m")
      .innerJoin("league_cohort as c", "c.id", "m.cohort_id")
      .select(["m.cohort_id", "c.band"])
      .where("m.indy_user_name", "=", indyUserName)
      .where("m.week_start", "=", weekStart)
      .executeTakeFirst();
    if (!member) return;
    await sql`select pg_advisory_xact_lock(hashtext(${`league:${weekStart}:${member.band}`}))`.execute(this.db);
    const deleted = await this.db
      .deleteFrom("league_member")
      .where("indy_user_name", "=", indyUserName)
      .where("week_start", "=", weekStart)
      .returning("cohort_id")
      .executeTakeFirst();
    if (deleted) {
      await this.db
        .updateTable("league_cohort")
        .set((eb) => ({ member_count: eb("member_count", "-", 1) }))
        .where("id", "=", member.cohort_id)
        .execute();
    }
  }

  async optIn(indyUserName: string): Promise<void> {
    await this.db.deleteFrom("league_opt_out").where("indy_user_name", "=", indyUserName).execute();
  }

  async saveDisplayName(indyUserName: string, displayName: string, at: Date): Promise<void> {
    await this.db
      .insertInto("league_profile")
      .values({ indy_user_name: indyUserName, display_name: displayName, fetched_at: at })
      .onConflict((oc) => oc.column("indy_user_name").doUpdateSet({ display_name: displayName, fetched_at: at }))
      .execute();
  }
}
