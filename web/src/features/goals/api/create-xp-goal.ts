import { useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

export function useCreateXpGoal() {
  return useMutation(ActivityService.method.createXpGoal);
}
