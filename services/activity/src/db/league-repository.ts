import { type Kysely, sql } from "kysely";
import type { ActivityDatabase } from "./schema.js";

export interface LeagueStanding {
  indyUserName: string;
  displayName: string | null;
  xp: number;
  rank: number;
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
   * A cohort's standings: its members (at most 30, by the cohort index) with their week's XP (by
   * xp_week's primary key), opted-out learners left out, most XP first; equal XP shares a rank.
   */
  async standings(cohortId: string, weekStart: string): Promise<LeagueStanding[]> {
    const rows = await this.db
      .selectFrom("league_member as m")
      .leftJoin("xp_week as w", (join) =>
        join.onRef("w.indy_user_name", "=", "m.indy_user_name").onRef("w.week_start", "=", "m.week_start"),
      )
      .leftJoin("league_profile as p", "p.indy_user_name", "m.indy_user_name")
      .select(["m.indy_user_name", "p.display_name", "w.xp"])
      .where("m.cohort_id", "=", cohortId)
      .where("m.week_start", "=", weekStart)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("league_opt_out as o")
              .select("o.indy_user_name")
              .whereRef("o.indy_user_name", "=", "m.indy_user_name"),
          ),
        ),
      )
      .execute();
    const sorted = rows
      .map((row) => ({ indyUserName: row.indy_user_name, displayName: row.display_name, xp: Number(row.xp ?? 0) }))
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

  /** Members of a cohort with no display name yet, or one older than `staleBefore`. */
  async namesToFetch(indyUserNames: readonly string[], staleBefore: Date): Promise<string[]> {
    if (indyUserNames.length === 0) return [];
    const fresh = await this.db
      .selectFrom("league_profile")
      .select("indy_user_name")
      .where("indy_user_name", "in", [...indyUserNames])
      .where("fetched_at", ">=", staleBefore)
      .execute();
    const known = new Set(fresh.map((row) => row.indy_user_name));
    return indyUserNames.filter((name) => !known.has(name));
  }

  async saveDisplayName(indyUserName: string, displayName: string, at: Date): Promise<void> {
    await this.db
      .insertInto("league_profile")
      .values({ indy_user_name: indyUserName, display_name: displayName, fetched_at: at })
      .onConflict((oc) => oc.column("indy_user_name").doUpdateSet({ display_name: displayName, fetched_at: at }))
      .execute();
  }
}
