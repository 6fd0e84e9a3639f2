import { useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

export function useUpdateXpGoal() {
  return useMutation(ActivityService.method.updateXpGoal);
}
