/**
 * "A 14-day free trial plus 2 free lessons" (accounts spec §1, §9): the first two lessons of every
 * course stay open when the trial has ended and nothing is paid for.
 */
export const FREE_LESSONS_PER_COURSE = 2;

/** Whether lesson `partNumber` (1-based) is open to a user with or without full access. */
export function isLessonOpen(partNumber: number, hasFullAccess: boolean): boolean {
  return hasFullAccess || partNumber <= FREE_LESSONS_PER_COURSE;
}
