import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { deviceTimeZone } from "../lib/device-time-zone.js";

/** Weeks of time taken the graph can page through (two views of six). */
export const GRAPH_WEEKS = 12;

/** The activity summary of the learner ("" for the caller) for the device's local week and month. */
export function useActivityForUser(child: string) {
  return useQuery(ActivityService.method.getActivityForUser, {
    timeZone: deviceTimeZone(),
    childIndyUserName: child,
    timeTakenWeeks: GRAPH_WEEKS,
  });
}
