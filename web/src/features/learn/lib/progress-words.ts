import {
  QuizCompletionState,
  RevisionCompletionState,
  type Score,
} from "@sumwise/gen/learning/v1/learning_progress_pb";
import { quizPercent } from "@sumwise/rules";

/** The Practice card's state (spec §4 Practice) and its button. */
export function practiceWords(state: RevisionCompletionState): { status: string; action: string } {
  switch (state) {
    case RevisionCompletionState.INCOMPLETE:
      return { status: "Ready to start", action: "Start Practice" };
    case RevisionCompletionState.STARTED:
      return { status: "Started", action: "Continue Practice" };
    case RevisionCompletionState.COMPLETE:
      return { status: "Complete", action: "Let's go" };
    default:
      return { status: "Locked", action: "" };
  }
}

/** The Lesson Quiz card's state, with the best score once a quiz was finished. */
export function quizWords(state: QuizCompletionState, best: Score | undefined): string {
  const bestText = best && best.total > 0 ? ` · best ${quizPercent(best.correct, best.total)}%` : "";
  switch (state) {
    case QuizCompletionState.COMPLETE:
      return `Complete${bestText}`;
    case QuizCompletionState.ATTEMPTED:
      return `Not passed yet${bestText}`;
    default:
      return "Not started";
  }
}
