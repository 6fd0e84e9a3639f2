import { useQuery } from "@connectrpc/connect-query";
import type { Package } from "@sumwise/gen/learning/v1/learning_package_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { learnerTimeZone } from "../../../lib/learning/time-zone.js";
import type { PlayerTarget } from "../lib/player-target.js";

/**
 * The package the player works through: a learning unit's CORE package (made on first request), the
 * lesson's latest quiz, its current practice, the demo visitor's package at a level, or today's Daily
 * Challenge or this week's Weekly Workout (in the learner's time zone). One query per kind; only the one
 * asked for runs.
 * Never kept after the player closes (gcTime 0): reopened, it loads afresh rather than starting from
 * a cached copy whose questions may since have been answered.
 */
export function usePlayerPackage(target: PlayerTarget): {
  data: Package | undefined;
  isPending: boolean;
  error: Error | null;
} {
  const unit = useQuery(
    LearningService.method.getOrCreateLearningUnitPackages,
    { partName: target.partName, learningPathName: target.learningPathName, learningUnitName: target.learningUnitName },
    { enabled: target.type === "unit", retry: false, refetchOnWindowFocus: false, gcTime: 0 },
  );
  const quiz = useQuery(
    LearningService.method.getPartQuizPackage,
    { name: target.partName },
    { enabled: target.type === "quiz", retry: false, refetchOnWindowFocus: false, gcTime: 0 },
  );
  const practice = useQuery(
    LearningService.method.getOrCreatePartPracticePackage,
    { name: target.partName },
    { enabled: target.type === "practice", retry: false, refetchOnWindowFocus: false, gcTime: 0 },
  );
  const demo = useQuery(
    LearningService.method.getOrCreateAnonymousPackage,
    { level: target.level ?? "" },
    { enabled: target.type === "demo", retry: false, refetchOnWindowFocus: false, gcTime: 0 },
  );
  if (target.type === "demo") return { data: demo.data?.packages[0], isPending: demo.isPending, error: demo.error };
  const daily = useQuery(
    LearningService.method.getOrCreateDailyChallengePackage,
    { timeZone: learnerTimeZone() },
    { enabled: target.type === "daily", retry: false, refetchOnWindowFocus: false, gcTime: 0 },
  );
  const weekly = useQuery(
    LearningService.method.getOrCreateWeeklyWorkoutPackage,
    { timeZone: learnerTimeZone() },
    { enabled: target.type === "weekly", retry: false, refetchOnWindowFocus: false, gcTime: 0 },
  );
  if (target.type === "daily") return { data: daily.data?.package, isPending: daily.isPending, error: daily.error };
  if (target.type === "weekly") return { data: weekly.data?.package, isPending: weekly.isPending, error: weekly.error };
  if (target.type === "unit") return { data: unit.data?.packages[0], isPending: unit.isPending, error: unit.error };
  if (target.type === "quiz") return { data: quiz.data?.package, isPending: quiz.isPending, error: quiz.error };
  return { data: practice.data?.package, isPending: practice.isPending, error: practice.error };
}
