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
  LearningService.method.getOrCreateDailyChallengePackage,
  LearningService.method.getOrCreateWeeklyWorkoutPackage,
  LearningService.method.getDailyChallengeStreak,
  LearningService.method.getWeeklyWorkoutStreak,
  IndyService.method.getOrCreateOnboardingState,
  ActivityService.method.getIndyUserXpState,
];

export function forgetProgress(queryClient: QueryClient): void {
  for (const schema of dependents)
    queryClient.removeQueries({ queryKey: createConnectQueryKey({ schema, cardinality: undefined }) });
}
