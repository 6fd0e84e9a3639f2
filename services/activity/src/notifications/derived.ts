import { inTransaction } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { isoWeekStart, leaguePositionImprovedKey, weeklyWorkoutAvailableKey } from "../domain/index.js";

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * Notifications that follow from the calendar rather than from an event: made when the learner's own
 * list is read, each once (its key is in its name). The weekly workout is available from each UK Monday
 * (progress spec §5 "once per week"); the league position improved when last week's rank beat the week
 * before's and XP was earned last week (§5; leagues run on UTC weeks). A learner taken out of leagues
 * gets no league notification.
 */
export async function makeCalendarNotifications(ctx: ActivityContext, learner: string, now: Date): Promise<void> {
  const lastWeek = isoWeekStart(new Date(now.getTime() - WEEK_MS));
  const weekBefore = isoWeekStart(new Date(now.getTime() - 2 * WEEK_MS));
  const overview = await ctx.leagues.overview(learner, [isoWeekStart(now), lastWeek, weekBefore]);
  const [, lastCohort, beforeCohort] = overview.cohorts;
  const [lastWeekRank, weekBeforeRank] =
    !overview.optedOut && lastCohort && beforeCohort
      ? await Promise.all([
          ctx.leagues.rankIn(learner, lastCohort, lastWeek),
          ctx.leagues.rankIn(learner, beforeCohort, weekBefore),
        ])
      : [undefined, undefined];
  const leagueKey = leaguePositionImprovedKey({
    lastWeekStart: lastWeek,
    lastWeekRank: lastWeekRank || undefined,
    weekBeforeRank: weekBeforeRank || undefined,
    lastWeekXp: overview.xpLastWeek,
  });
  await inTransaction(ctx.activityDb, async (trx, afterCommit) => {
    const scope = { trx, afterCommit };
    await ctx.notifier.notify(scope, {
      type: "WEEKLY_WORKOUT_AVAILABLE",
      owner: learner,
      weekStart: weeklyWorkoutAvailableKey(now),
      at: now,
    });
    if (leagueKey)
      await ctx.notifier.notify(scope, {
        type: "LEAGUE_TABLE_POSITION_IMPROVED",
        owner: learner,
        weekStart: leagueKey,
        at: now,
      });
  });
}
