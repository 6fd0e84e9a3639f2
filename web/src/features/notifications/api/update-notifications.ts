import { createConnectQueryKey, useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** Marks notifications read in one call (closing the list sends every unread one). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation(ActivityService.method.updateNotifications, {
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ActivityService.method.listNotifications, cardinality: "finite" }),
      }),
  });
}
