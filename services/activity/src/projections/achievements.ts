import { keepAndAnnounce } from "../achievements/announce.js";
import { StatsRepository } from "../db/stats-repository.js";
import { type AchievementKind, achievementStandings } from "../domain/index.js";
import type { Projection } from "./index.js";

/**
 * The achievements an event can reach whatever the learner's time zone (all-time counts): reached and
 * announced as the events arrive, after projectStats has counted them. The daily ones (On a roll, Today's
 * the day) and Goal setter need the learner's local days or their goals: ListAchievements reaches those.
 */
const reachedByEvents: ReadonlySet<AchievementKind> = new Set([
  "question_perfection",
  "lesson_legend",
  "course_completer",
  "daily_challenge_unlocked",
]);

export const projectAchievements: Projection = async (events, { trx, afterCommit, notifier }) => {
  const learners = new Map<string, Date>();
  for (const event of events) {
    if (event.kind === "answer" || event.kind === "lesson_completed" || event.kind === "course_completed")
      learners.set(event.indy_user_name, event.occurred_at);
  }
  const stats = new StatsRepository(trx);
  for (const [learner, at] of learners) {
    const [totals, reached] = await Promise.all([stats.totals(learner), stats.achievementLevels(learner)]);
    const standings = achievementStandings(
      {
        correctAllTime: totals.correct,
        answeredAllTime: totals.answered,
        lessonsCompletedAllTime: totals.lessonsCompleted,
        coursesCompletedAllTime: totals.coursesCompleted,
        dailyCorrect: [],
        hasGoal: false,
        dailyChallengeStreak: 0,
      },
      reached as Map<AchievementKind, number>,
    ).filter((standing) => reachedByEvents.has(standing.kind));
    await keepAndAnnounce({ trx, afterCommit }, notifier, learner, standings, reached, at);
  }
};
