import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { deviceTimeZone } from "../lib/device-time-zone.js";

export function useAchievements(child: string) {
  return useQuery(ActivityService.method.listAchievements, { indyUserName: child, timeZone: deviceTimeZone() });
}
