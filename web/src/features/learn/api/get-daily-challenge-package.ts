import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { learnerTimeZone } from "../../../lib/learning/time-zone.js";

/** Today's Daily Challenge in the learner's time zone (made on the day's first request), or locked. */
export function useDailyChallengePackage() {
  return useQuery(
    LearningService.method.getOrCreateDailyChallengePackage,
    { timeZone: learnerTimeZone() },
    // Always asked afresh when a card shows: the player shares this query, and its answers change it.
    { retry: 1, staleTime: 0, refetchOnMount: "always" },
  );
}
