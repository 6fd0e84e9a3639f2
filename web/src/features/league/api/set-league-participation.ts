import { useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** A supporter takes their child out of leagues, or puts them back. */
export function useSetLeagueParticipation() {
  return useMutation(ActivityService.method.setLeagueParticipation);
}
