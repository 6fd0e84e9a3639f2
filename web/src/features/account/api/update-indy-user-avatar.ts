import { createConnectQueryKey, useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** Saves the learner's avatar; every avatar query (account page, top bar, league rows) refreshes. */
export function useUpdateIndyUserAvatar() {
  const queryClient = useQueryClient();
  return useMutation(ActivityService.method.updateIndyUserAvatar, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: ActivityService.method.getIndyUserAvatar, cardinality: "finite" }),
      }),
  });
}
