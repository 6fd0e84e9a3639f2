import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { learnerTimeZone } from "../../../lib/learning/time-zone.js";

/** The learner's Daily Challenge streak today, in days. */
export function useDailyChallengeStreak() {
  return useQuery(LearningService.method.getDailyChallengeStreak, { timeZone: learnerTimeZone() }, { retry: 1 });
}
