import { createConnectQueryKey } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** After a goal changes: the goals list and the XP goal are read again (before the page moves on). */
export function useRefreshGoals() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ActivityService.method.listGoals, cardinality: undefined }),
      }),
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ActivityService.method.getXpGoal, cardinality: undefined }),
      }),
    ]);
  };
}
