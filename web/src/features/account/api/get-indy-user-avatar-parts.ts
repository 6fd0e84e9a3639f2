import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** The avatar parts the signed-in learner has unlocked, and the locked ones with their levels. */
export function useIndyUserAvatarParts(enabled: boolean) {
  return useQuery(ActivityService.method.getIndyUserAvatarParts, { indyUserName: "" }, { enabled });
}
