import type { MessageInitShape } from "@bufbuild/protobuf";
import { type LastAnswerSchema, MarkResult } from "@sumwise/gen/learning/v1/question_player_pb";
import type { AttemptRow } from "../db/attempt-repository.js";
import type { MarkResultValue } from "../db/schema.js";

export const markResults: Record<MarkResultValue, MarkResult> = {
  correct: MarkResult.CORRECT,
  incorrect: MarkResult.INCORRECT,
  wrong_form: MarkResult.WRONG_FORM,
  unreadable: MarkResult.UNREADABLE,
};

export function lastAnswerMessage(attempt: AttemptRow): MessageInitShape<typeof LastAnswerSchema> {
  return {
    answer: attempt.answer,
    partAnswers: attempt.part_answers ?? [],
    result: markResults[attempt.result],
    message: attempt.message,
  };
}
