import { useMutation } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** Sends the difficulty questionnaire's answer (spec §7: errors are ignored by the caller). */
export function useSubmitQuestionnaireAnswers() {
  return useMutation(LearningService.method.submitQuestionnaireAnswers);
}
