import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** A finished quiz's results: score, previous best, fast-tracked topics and the wrong questions. */
export function useQuizResults(partName: string, packageName: string) {
  return useQuery(
    LearningService.method.updateProgressOnPartQuizComplete,
    { partName, packageName },
    { retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
}
