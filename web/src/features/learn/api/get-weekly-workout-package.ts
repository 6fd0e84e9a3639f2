import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { learnerTimeZone } from "../../../lib/learning/time-zone.js";

/** This week's Weekly Workout in the learner's time zone (made on the week's first request). */
export function useWeeklyWorkoutPackage() {
  return useQuery(
    LearningService.method.getOrCreateWeeklyWorkoutPackage,
    { timeZone: learnerTimeZone() },
    // Always asked afresh when a card shows: the player shares this query, and its answers change it.
    { retry: 1, staleTime: 0, refetchOnMount: "always" },
  );
}
