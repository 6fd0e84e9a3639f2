/**
 * When a task counts as complete (spec §4 "Quiz XP award"): the XP for a task is awarded once, when
 * this first holds. A quiz task (INDY_QUIZ) needs at least half of its questions answered correctly
 * at least once; any other task needs every question (at least one) answered correctly at least once.
 */
export type TaskKind = "standard" | "indy_quiz";

export function isTaskComplete(kind: TaskKind, items: readonly { correctAtLeastOnce: boolean }[]): boolean {
  if (items.length === 0) return false;
  const correct = items.filter((item) => item.correctAtLeastOnce).length;
  return kind === "indy_quiz" ? correct * 2 >= items.length : correct === items.length;
}
