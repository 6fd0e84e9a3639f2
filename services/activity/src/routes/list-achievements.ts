import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  AchievementType,
  type ListAchievementsRequest,
  type ListAchievementsResponseSchema,
} from "@sumwise/gen/activity/v1/activity_stats_pb";
import { inTransaction } from "@sumwise/kit";
import { keepAndAnnounce } from "../achievements/announce.js";
import type { ActivityContext } from "../context.js";
import { type AchievementKind, achievementStandings, recentLocalDays } from "../domain/index.js";
import { requireTimeZone, statsSubject } from "./subject.js";

const types: Record<AchievementKind, AchievementType> = {
  goal_setter: AchievementType.GOAL_SETTER,
  question_perfection: AchievementType.QUESTION_PERFECTION,
  lesson_legend: AchievementType.LESSON_LEGEND,
  on_a_roll: AchievementType.ON_A_ROLL,
  daily_challenge: AchievementType.DAILY_CHALLENGE,
  course_completer: AchievementType.COURSE_COMPLETER,
  daily_challenge_unlocked: AchievementType.DAILY_CHALLENGE_UNLOCKED,
};

/** Days the daily achievements look back over (spec §9: 24-hour buckets, 3 of them). */
const DAYS = 3;

/**
 * Every achievement with the level reached. Levels are worked out from the summaries; a level once
 * reached is kept (derived data, written on whoever reads it), so the daily ones do not fade when the
 * days pass. The all-time ones are reached as events arrive (projections/achievements.ts).
 */
export function listAchievements(ctx: ActivityContext) {
  return async (
    req: ListAchievementsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof ListAchievementsResponseSchema>> => {
    const timeZone = requireTimeZone(req.timeZone);
    const subject = await statsSubject(ctx, handler, req.indyUserName);
    const now = ctx.now();
    const [totals, days, reached, hasGoal, streak] = await Promise.all([
      ctx.stats.totals(subject),
      ctx.stats.answerSums(subject, recentLocalDays(now, timeZone, DAYS)),
      ctx.stats.achievementLevels(subject),
      ctx.goals.hasGoal(subject),
      ctx.streaks.dailyChallengeStreak(subject),
    ]);
    const standings = achievementStandings(
      {
        correctAllTime: totals.correct,
        answeredAllTime: totals.answered,
        lessonsCompletedAllTime: totals.lessonsCompleted,
        coursesCompletedAllTime: totals.coursesCompleted,
        dailyCorrect: days.map((day) => day.correct),
        hasGoal,
        dailyChallengeStreak: streak,
      },
      reached as Map<AchievementKind, number>,
    );
    // Levels newly reached on read (the daily ones and Goal setter) are kept and announced to the learner.
    await inTransaction(ctx.activityDb, (trx, afterCommit) =>
      keepAndAnnounce({ trx, afterCommit }, ctx.notifier, subject, standings, reached, now),
    );
    return {
      achievements: standings.map((a) => ({
        name: `${subject}/achievements/${a.kind}`,
        type: types[a.kind],
        level: a.level,
        maxLevel: a.maxLevel,
        displayName: a.displayName,
        description: a.description,
        nextLevelDescription: a.nextLevelDescription,
      })),
    };
  };
}
