import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

export function useActiveCourses() {
  return useQuery(LearningService.method.listActiveCourses, {});
}
