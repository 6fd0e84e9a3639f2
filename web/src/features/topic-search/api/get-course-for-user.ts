import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** The caller's course name ("" without one): the search looks only inside it. */
export function useCourseName(enabled: boolean): string {
  const query = useQuery(LearningService.method.getCourseForUser, { indyUserName: "" }, { enabled });
  return query.data?.courseName ?? "";
}
