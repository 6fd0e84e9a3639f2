/**
 * How much XP a completed task earns. The spec gives the weekly targets ("Basic 75 XP, about 15 min a
 * week") but not the award, so we chose 5 XP per question of the task answered correctly at least once:
 * a learner answers about one question a minute, so 15 minutes of work is about the Basic target. A task
 * completes only when its rule holds (learning spec §4), so it always has at least one correct question.
 */
export const XP_PER_CORRECT_QUESTION = 5;

export function xpForTask(correctQuestions: number): number {
  if (!Number.isInteger(correctQuestions) || correctQuestions < 0)
    throw new RangeError(`correct questions must be a whole number ≥ 0, got ${correctQuestions}`);
  return Math.max(1, correctQuestions) * XP_PER_CORRECT_QUESTION;
}

/**
 * The Monday (UTC) of the ISO week holding `at`, as "YYYY-MM-DD". Leagues and the XP summary use UTC
 * weeks so that every learner of one league shares the same week, wherever they are.
 */
export function isoWeekStart(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}
