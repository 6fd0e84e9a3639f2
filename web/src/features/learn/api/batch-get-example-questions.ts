import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** A course's example questions for the course picker's panel ("" asks for nothing). */
export function useExampleQuestions(courseName: string) {
  return useQuery(
    LearningService.method.batchGetExampleQuestions,
    { courseName, names: [] },
    { enabled: courseName !== "", staleTime: Number.POSITIVE_INFINITY },
  );
}
