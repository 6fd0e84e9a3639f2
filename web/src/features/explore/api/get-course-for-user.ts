import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** The caller's course name ("" without one). */
export function useCourseForUser() {
  return useQuery(LearningService.method.getCourseForUser, { indyUserName: "" });
}
