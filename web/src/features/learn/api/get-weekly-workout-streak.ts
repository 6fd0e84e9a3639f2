import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { learnerTimeZone } from "../../../lib/learning/time-zone.js";

/** The learner's Weekly Workout streak this week, in weeks. */
export function useWeeklyWorkoutStreak() {
  return useQuery(LearningService.method.getWeeklyWorkoutStreak, { timeZone: learnerTimeZone() }, { retry: 1 });
}
