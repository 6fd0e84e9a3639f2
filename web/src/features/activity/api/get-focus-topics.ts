import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** Strongest and weakest topics; never served stale (spec §7: no stale time). */
export function useFocusTopics(child: string) {
  return useQuery(ActivityService.method.getIndyUserFocusTopics, { indyUserName: child }, { staleTime: 0 });
}
