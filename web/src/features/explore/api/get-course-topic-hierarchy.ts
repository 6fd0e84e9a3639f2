import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** GetCourseTopicHierarchy (spec §7): the course's strands, substrands and topics with the learner's locks. */
export function useCourseTopicHierarchy(courseName: string) {
  return useQuery(LearningService.method.getCourseTopicHierarchy, { courseName }, { enabled: courseName !== "" });
}
