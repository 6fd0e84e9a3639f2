import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** The learner's course (its lesson count drives On Track). */
export function useCourseForGoals(indyUserName: string) {
  return useQuery(LearningService.method.getCourseDetailsForUser, { indyUserName });
}
