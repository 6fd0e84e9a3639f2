import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** The signed-in learner's avatar (the default one until they choose). */
export function useIndyUserAvatar() {
  return useQuery(ActivityService.method.getIndyUserAvatar, { name: "" });
}
