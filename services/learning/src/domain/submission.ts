/** What SubmitAnswer accepts (per-field messages for InvalidArgument). */
export const MAX_ANSWER_LENGTH = 500;
export const MAX_PART_ANSWERS = 10;
/** Longer times are stored as a day: a tab left open overnight is not bad input. */
export const MAX_TIME_TAKEN_MS = 86_400_000;

const submissionIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

export interface SubmissionInput {
  submissionId: string;
  answer: string;
  partAnswers: readonly string[];
  timeTakenMs: number;
}

export function submissionProblems(input: SubmissionInput): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  if (!submissionIdPattern.test(input.submissionId)) {
    problems.submissionId = "A submission id is 8 to 64 letters, digits, '-' or '_'.";
  }
  if (input.answer.length > MAX_ANSWER_LENGTH) {
    problems.answer = `An answer can be at most ${MAX_ANSWER_LENGTH} characters long.`;
  }
  if (input.partAnswers.length > MAX_PART_ANSWERS) {
    problems.partAnswers = `A question has at most ${MAX_PART_ANSWERS} parts.`;
  } else if (input.partAnswers.some((part) => part.length > MAX_ANSWER_LENGTH)) {
    problems.partAnswers = `An answer can be at most ${MAX_ANSWER_LENGTH} characters long.`;
  }
  if (input.answer !== "" && input.partAnswers.length > 0) {
    problems.answer = "Send either one answer or one answer per part, not both.";
  }
  if (!Number.isInteger(input.timeTakenMs) || input.timeTakenMs < 0) {
    problems.timeTakenMs = "The time taken cannot be negative.";
  }
  return problems;
}

export function storedTimeTaken(timeTakenMs: number): number {
  return Math.min(Math.max(0, Math.trunc(timeTakenMs)), MAX_TIME_TAKEN_MS);
}
