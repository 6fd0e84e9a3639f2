import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** This week's league ("" for the caller, or a child's name), the whole league (numRows 0). */
export function useLeagueTable(indyUserName: string, numRows = 0) {
  return useQuery(ActivityService.method.getIndyUserWeeklyLeagueTable, { indyUserName, numRows });
}
