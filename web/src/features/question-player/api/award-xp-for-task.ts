import { createConnectQueryKey, useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/**
 * The XP a completed task earned (spec §4 "Quiz XP award"); on success the XP state and the stats that
 * count it are read again (spec §7: related queries are refreshed).
 */
export function useAwardXpForTask() {
  const queryClient = useQueryClient();
  return useMutation(ActivityService.method.awardIndyUserXpForTask, {
    // XP state, stats and achievements all move with an award: read the service's queries again.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ActivityService, cardinality: undefined }),
      }),
  });
}
