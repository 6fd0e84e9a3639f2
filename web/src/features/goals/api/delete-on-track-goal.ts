import { useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { useRefreshGoals } from "./refresh-goals.js";

export function useDeleteOnTrackGoal() {
  const refresh = useRefreshGoals();
  return useMutation(ActivityService.method.deleteOnTrackGoal, { onSuccess: refresh });
}
