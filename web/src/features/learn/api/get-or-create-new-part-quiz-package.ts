import { useMutation } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** Starts a Lesson Quiz (the unstarted latest package, or a new one). */
export function useStartQuiz() {
  return useMutation(LearningService.method.getOrCreateNewPartQuizPackage);
}
