import { MarkResult } from "@sumwise/gen/learning/v1/question_player_pb";

export type FeedbackTone = "success" | "error" | "info";

export interface FeedbackText {
  tone: FeedbackTone;
  title: string;
  /** What to do next; the server's message (misconception, form, what was not understood) comes first. */
  advice: string;
}

/**
 * How the player words a mark. In a quiz nothing says right or wrong until the results (spec §2
 * quiz results): the answer is saved and the quiz moves on. Wrong form and unreadable answers are
 * not attempts, so they invite another go.
 */
export function feedbackFor(result: MarkResult, quiz: boolean): FeedbackText {
  if (quiz && (result === MarkResult.CORRECT || result === MarkResult.INCORRECT))
    return { tone: "info", title: "Answer saved", advice: "Your score is shown at the end of the quiz." };
  switch (result) {
    case MarkResult.CORRECT:
      return { tone: "success", title: "Correct!", advice: "" };
    case MarkResult.INCORRECT:
      return { tone: "error", title: "Not quite", advice: "Have another go, or ask for a hint." };
    case MarkResult.WRONG_FORM:
      return {
        tone: "info",
        title: "Nearly there: check how it is written",
        advice: "This does not count as a wrong answer.",
      };
    case MarkResult.UNREADABLE:
      return { tone: "info", title: "We couldn't read that answer", advice: "This does not count as an attempt." };
    default:
      return { tone: "error", title: "Something went wrong", advice: "Please try again." };
  }
}
