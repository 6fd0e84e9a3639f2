import type { MessageInitShape } from "@bufbuild/protobuf";
import type { GetIndyUserWeeklyLeagueTableResponseSchema } from "@sumwise/gen/activity/v1/league_pb";
import { serviceTokenHeader } from "@sumwise/kit";
import { LEAGUE_SIZE, leagueDisplayName } from "@sumwise/rules";
import type { ActivityContext } from "../context.js";
import type { LeagueStanding } from "../db/league-repository.js";
import { isoWeekStart } from "../domain/index.js";

/** Display names are copied from IndyService at most once a week per learner. */
const DISPLAY_NAME_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * The league table of `subject` (already authorised) at `now`: this week's league from the cohort
 * index and xp_week's primary key, last weeks' ranks the same way. Never reads the ledger.
 */
export async function leagueTableOf(
  ctx: ActivityContext,
  subject: string,
  numRows: number,
  now = new Date(),
): Promise<MessageInitShape<typeof GetIndyUserWeeklyLeagueTableResponseSchema>> {
  const thisWeek = isoWeekStart(now);
  const lastWeek = isoWeekStart(new Date(now.getTime() - WEEK_MS));
  const weekBefore = isoWeekStart(new Date(now.getTime() - 2 * WEEK_MS));
  const secondsToEndOfWeek = BigInt(Math.ceil((Date.parse(`${thisWeek}T00:00:00Z`) + WEEK_MS - now.getTime()) / 1000));
  const overview = await ctx.leagues.overview(subject, [thisWeek, lastWeek, weekBefore]);
  if (overview.optedOut) return { inLeagues: false, secondsToEndOfWeek, leagueTableRows: [] };
  const [current, lastCohort, beforeCohort] = overview.cohorts;
  const [standings, rankLastWeek, rankWeekBeforeLast] = await Promise.all([
    current ? ctx.leagues.standings(current, thisWeek) : Promise.resolve([]),
    lastCohort ? ctx.leagues.rankIn(subject, lastCohort, lastWeek) : 0,
    beforeCohort ? ctx.leagues.rankIn(subject, beforeCohort, weekBefore) : 0,
  ]);
  await fillDisplayNames(ctx, standings, now);
  const wanted = numRows > 0 ? Math.min(numRows, LEAGUE_SIZE) : LEAGUE_SIZE;
  const shown = standings.slice(0, wanted);
  const own = standings.find((row) => row.indyUserName === subject);
  if (own && !shown.includes(own)) shown.push(own);
  return {
    inLeagues: true,
    rankLastWeek,
    rankWeekBeforeLast,
    xpEarnedLastWeek: BigInt(overview.xpLastWeek),
    secondsToEndOfWeek,
    leagueTableRows: shown.map((row) => ({
      rank: row.rank,
      indyUserName: row.indyUserName === subject ? subject : "",
      displayName: row.displayName ?? "A learner",
      xp: BigInt(row.xp),
      avatar: "",
    })),
  };
}

/**
 * Copies "First I." of league members whose name is missing or a week old from IndyService (with
 * ActivityService's service token: members are other learners, whom the caller may not read). Only
 * the display name is kept; a learner IndyService cannot answer for shows as "A learner".
 */
async function fillDisplayNames(ctx: ActivityContext, rows: LeagueStanding[], now: Date): Promise<void> {
  const staleBefore = now.getTime() - DISPLAY_NAME_MAX_AGE_MS;
  const missing = rows
    .filter((row) => !row.nameFetchedAt || row.nameFetchedAt.getTime() < staleBefore)
    .map((row) => row.indyUserName);
  if (missing.length === 0) return;
  const headers = { [serviceTokenHeader]: await ctx.serviceTokens.sign("indy") };
  await Promise.all(
    missing.map(async (name) => {
      try {
        const { indyUser } = await ctx.indy.getIndyUser({ name }, { headers, timeoutMs: 3_000 });
        const displayName = leagueDisplayName(indyUser?.firstName ?? "", indyUser?.lastName ?? "");
        await ctx.leagues.saveDisplayName(name, displayName, now);
        for (const row of rows) if (row.indyUserName === name) row.displayName = displayName;
      } catch (error) {
        ctx.logger.warn({ err: error, name }, "a league member's display name could not be read");
      }
    }),
  );
}
