import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** One lesson with its topics and progress (the lesson view). */
export function usePartDetails(partName: string) {
  return useQuery(LearningService.method.getPartDetailsForUser, { name: partName, indyUserName: "" }, { retry: false });
}
