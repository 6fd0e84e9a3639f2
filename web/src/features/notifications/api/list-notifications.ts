import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/** How often the bell looks for new notifications while the app is open. */
const REFRESH_MS = 60_000;

/** The caller's notifications (a supporter's include their children's), newest first, at most 10. */
export function useNotifications(enabled: boolean) {
  return useQuery(
    ActivityService.method.listNotifications,
    { indyUserName: "" },
    { enabled, refetchInterval: REFRESH_MS, refetchOnWindowFocus: true },
  );
}
