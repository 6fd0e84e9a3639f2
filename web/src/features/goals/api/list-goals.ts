import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** The learner's goals ("" for the caller, or a child's name for the parent view). */
export function useGoals(indyUserName: string) {
  return useQuery(ActivityService.method.listGoals, { indyUserName });
}
