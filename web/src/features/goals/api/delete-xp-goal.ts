import { useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { useRefreshGoals } from "./refresh-goals.js";

export function useDeleteXpGoal() {
  const refresh = useRefreshGoals();
  return useMutation(ActivityService.method.deleteXpGoal, { onSuccess: refresh });
}
