import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** One topic with its learning units and progress (the topic view). */
export function useLearningPathDetails(partName: string, learningPathName: string) {
  return useQuery(
    LearningService.method.getLearningPathDetails,
    { partName, learningPathName, indyUserName: "" },
    { retry: false },
  );
}
