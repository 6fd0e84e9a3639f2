import { useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** The caller saves, refreshes the goals (useRefreshGoals) and then leaves the page. */
export function useCreateOnTrackGoal() {
  return useMutation(ActivityService.method.createOnTrackGoal);
}
