import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

export function useXpState(child: string, enabled = true) {
  return useQuery(ActivityService.method.getIndyUserXpState, { indyUserName: child }, { enabled });
}
