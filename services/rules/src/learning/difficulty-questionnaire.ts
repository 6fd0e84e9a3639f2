/**
 * The difficulty questionnaire (learning spec §4 "Difficulty questionnaire", §5 questionnaire options,
 * §3 payload changeLevel: endAction, endView, answer 1 to 5): the question, then thanks (about right,
 * or no other level that way) or "did you know" (a different level exists in that direction), then on
 * to the lesson.
 */
export const difficultyOptions = [
  { rating: 1, label: "Much too easy" },
  { rating: 2, label: "A little easy" },
  { rating: 3, label: "About right" },
  { rating: 4, label: "A little difficult" },
  { rating: 5, label: "Much too difficult" },
] as const;

export type DifficultyRating = (typeof difficultyOptions)[number]["rating"];

/** The thanks path's rating (spec §5: "the questionnaire thanks path uses rating 3 of 5"). */
export const DIFFICULTY_ABOUT_RIGHT = 3;

export const questionnaireEndActions = ["skip", "continue", "gotochangelevel", "other"] as const;
export type QuestionnaireEndAction = (typeof questionnaireEndActions)[number];
export const questionnaireEndViews = ["question", "thanks", "didyouknow"] as const;
export type QuestionnaireEndView = (typeof questionnaireEndViews)[number];

export const difficultyQuestionnaireMessages = {
  answer: "Choose one of the five answers.",
  endAction: "Say how the questionnaire ended: skip, continue, gotochangelevel or other.",
  endView: "Say which screen the questionnaire ended on: question, thanks or didyouknow.",
} as const;

/** The problem with an answer, or undefined when it is one of the five ratings. */
export function validateDifficultyAnswer(answer: number): string | undefined {
  return Number.isInteger(answer) && answer >= 1 && answer <= difficultyOptions.length
    ? undefined
    : difficultyQuestionnaireMessages.answer;
}

export type LevelDirection = "harder" | "easier";

/** Too easy points to a harder level, too difficult to an easier one; about right points nowhere. */
export function levelDirectionOf(rating: number): LevelDirection | undefined {
  if (rating < DIFFICULTY_ABOUT_RIGHT) return "harder";
  if (rating > DIFFICULTY_ABOUT_RIGHT) return "easier";
  return undefined;
}

/**
 * The screen after the question: "didyouknow" naming the neighbouring level when one exists in the
 * answer's direction (levels: the current curriculum's levels, easiest first), otherwise "thanks".
 */
export function difficultyQuestionnaireOutcome<T>(
  rating: number,
  levels: readonly T[],
  current: T,
): { view: "thanks" } | { view: "didyouknow"; direction: LevelDirection; level: T } {
  const direction = levelDirectionOf(rating);
  const index = levels.indexOf(current);
  if (!direction || index < 0) return { view: "thanks" };
  const level = levels[direction === "harder" ? index + 1 : index - 1];
  return level === undefined ? { view: "thanks" } : { view: "didyouknow", direction, level };
}
