/**
 * Lesson Quiz scoring (learning spec §4 "Lesson completion", §5 "Quiz pass", §9): the server decides
 * whether a quiz completes the lesson's quiz, and the results screen words it with the same rule.
 */

/** A quiz counts as complete with at least this percentage. */
export const QUIZ_PASS_PERCENT = 50;

/** From this percentage (and below the pass mark) the results say "Good effort!". */
export const GOOD_EFFORT_PERCENT = 25;

/** A topic is fast-tracked when its share of correct quiz questions reaches this ratio (spec §9). */
export const FAST_TRACK_RATIO = 0.5;

export const quizMessages = {
  mustPass: "You must get at least 50% to complete the quiz.",
  goodEffort: "Good effort!",
} as const;

/** Correct over total as a whole percentage, rounded down (0 for an empty quiz). */
export function quizPercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.max(0, Math.min(correct, total)) * 100) / total);
}

/** At least 50%, compared exactly (3 of 6 passes; 49.9% does not). */
export function scoreCompletesQuiz(correct: number, total: number): boolean {
  return total > 0 && correct * 100 >= QUIZ_PASS_PERCENT * total;
}

export interface QuizFeedback {
  passed: boolean;
  /** "Good effort!" from 25% below the pass mark; empty otherwise. */
  encouragement: string;
  /** "You must get at least 50% to complete the quiz." below the pass mark; empty otherwise. */
  requirement: string;
}

/** What the results screen says about a finished quiz. */
export function quizFeedback(correct: number, total: number): QuizFeedback {
  const passed = scoreCompletesQuiz(correct, total);
  if (passed) return { passed, encouragement: "", requirement: "" };
  const goodEffort = total > 0 && correct * 100 >= GOOD_EFFORT_PERCENT * total;
  return { passed, encouragement: goodEffort ? quizMessages.goodEffort : "", requirement: quizMessages.mustPass };
}
