import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** The learner's course, for the Stats heading and the names of completed courses. */
export function useCourseForStats(child: string) {
  return useQuery(LearningService.method.getCourseDetailsForUser, { indyUserName: child });
}

/** The catalogue: names of completed courses (LearningService owns them). */
export function useCourseCatalogue() {
  return useQuery(LearningService.method.listActiveCourses, {});
}
