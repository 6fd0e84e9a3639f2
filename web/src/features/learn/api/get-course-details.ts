import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** The caller's course with every lesson's progress and lock (My Course). */
export function useCourseDetails() {
  return useQuery(LearningService.method.getCourseDetailsForUser, { indyUserName: "" });
}
