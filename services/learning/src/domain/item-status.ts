/**
 * A question's status (spec §3: DONE, WRONG, SEEKHELP, UNATTEMPTED) and what an answer or a request
 * for help does to it.
 */
export type ItemStatus = "unattempted" | "done" | "wrong" | "seekhelp";
export type MarkOutcome = "correct" | "incorrect" | "wrong_form" | "unreadable";

/** Answers in the wrong form and unreadable ones are not attempts: they leave the status alone. */
export function isMarkedAttempt(outcome: MarkOutcome): boolean {
  return outcome === "correct" || outcome === "incorrect";
}

export function statusAfterAnswer(status: ItemStatus, outcome: MarkOutcome): ItemStatus {
  if (outcome === "correct") return "done";
  if (outcome === "incorrect") return "wrong";
  return status;
}

/** Asking for help marks the question SEEKHELP, unless it is already done (then it is a review). */
export function statusAfterHelp(status: ItemStatus): ItemStatus {
  return status === "done" ? "done" : "seekhelp";
}

/** A quiz question has one marked answer; elsewhere a question stays open until answered correctly. */
export function isAnswered(status: ItemStatus, inQuiz: boolean): boolean {
  return status === "done" || (inQuiz && status === "wrong");
}

export type AnswerRefusal = "abandoned" | "already_done" | "quiz_already_answered";

/** Why a question cannot take an answer now, or undefined when it can. */
export function answerRefusal(input: {
  status: ItemStatus;
  inQuiz: boolean;
  packageAbandoned: boolean;
}): AnswerRefusal | undefined {
  if (input.packageAbandoned) return "abandoned";
  if (input.status === "done") return "already_done";
  if (input.inQuiz && input.status === "wrong") return "quiz_already_answered";
  return undefined;
}
