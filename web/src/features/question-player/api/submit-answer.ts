import { useMutation } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** Marks an answer on the server; a retry with the same submission id gets the first result. */
export function useSubmitAnswer() {
  return useMutation(LearningService.method.submitAnswer);
}
