import { useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

export function useDeleteXpGoal() {
  return useMutation(ActivityService.method.deleteXpGoal);
}
