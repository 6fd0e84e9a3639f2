import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** The lesson's Practice state and its current package (made on first request once open). */
export function usePracticePackage(partName: string) {
  return useQuery(LearningService.method.getOrCreatePartPracticePackage, { name: partName }, { retry: false });
}
