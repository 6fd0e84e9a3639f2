import { createConnectQueryKey, useMutation } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** Enters the learner, or the supporter's chosen children; every competition query refreshes (spec §7). */
export function useCreateCompetitionEntries() {
  const queryClient = useQueryClient();
  return useMutation(ActivityService.method.createCompetitionEntries, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: ActivityService.method.getCompetitionEntries,
          cardinality: "finite",
        }),
      }),
  });
}
