import { useMutation } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** "Let's go": a new practice package, started at its second task. */
export function useCreatePracticePackage() {
  return useMutation(LearningService.method.createNewPartPracticePackage);
}
