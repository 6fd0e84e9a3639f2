/**
 * A lesson's Practice (spec §4 "Practice"): Locked until every topic is complete or fast-tracked
 * (or when the lesson has no question to practise), then Incomplete, Started and Complete with the
 * current practice package. "Let's go" makes a new package.
 */
export type PracticeState = "locked" | "incomplete" | "started" | "complete";

export interface CurrentPractice {
  finished: boolean;
  itemsDone: number;
}

/** The Practice screen's state for the current package (none made yet: Incomplete once open). */
export function practiceState(input: {
  allTopicsComplete: boolean;
  hasQuestions: boolean;
  current: CurrentPractice | undefined;
}): PracticeState {
  if (!input.allTopicsComplete || !input.hasQuestions) return "locked";
  if (!input.current) return "incomplete";
  if (input.current.finished) return "complete";
  return input.current.itemsDone > 0 ? "started" : "incomplete";
}

/** The lesson's Practice card: Complete for good once any practice package was completed. */
export function revisionState(input: {
  practiceCompleted: boolean;
  allTopicsComplete: boolean;
  hasQuestions: boolean;
  current: CurrentPractice | undefined;
}): PracticeState {
  if (input.practiceCompleted) return "complete";
  return practiceState(input);
}
