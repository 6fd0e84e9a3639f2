import { useMutation } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** A hint or the worked solution, on request (not in a quiz). */
export function useSeekHelp() {
  return useMutation(LearningService.method.seekHelp);
}
