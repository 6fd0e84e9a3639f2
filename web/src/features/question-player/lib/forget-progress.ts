import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What an answer can change outside the player: topic, lesson and course progress, the lesson's quiz
 * and practice cards, the Just For You cards and streaks, "Welcome back" and XP. Dropped from the cache (not merely marked stale) so the
 * next screen waits for fresh numbers instead of showing old ones, and a card is never opened from a
 * stale "not done" state.
 */
const dependents: DescMethodUnary[] = [
  LearningService.method.getCourseDetailsForUser,
  LearningService.method.getPartDetailsForUser,
  LearningService.method.getLearningPathDetails,
  LearningService.method.getDailyChallengeStreak,
  LearningService.method.getWeeklyWorkoutStreak,
  IndyService.method.getOrCreateOnboardingState,
  ActivityService.method.getIndyUserXpState,
];

/**
 * The Just For You packages: the player on one of them holds the same query as its card, so only the
 * copies no screen is showing are dropped (dropping the player's own would reload it mid-question).
 */
const justForYouPackages: DescMethodUnary[] = [
  LearningService.method.getOrCreateDailyChallengePackage,
  LearningService.method.getOrCreateWeeklyWorkoutPackage,
];

export function forgetProgress(queryClient: QueryClient): void {
  for (const schema of dependents)
    queryClient.removeQueries({ queryKey: createConnectQueryKey({ schema, cardinality: undefined }) });
  for (const schema of justForYouPackages)
    queryClient.removeQueries({
      queryKey: createConnectQueryKey({ schema, cardinality: undefined }),
      type: "inactive",
    });
}
