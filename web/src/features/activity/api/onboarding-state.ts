import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** The learner's onboarding flags: seenFocusTopics and seenLeagueTable decide the 'new' markers. */
export function useOnboardingFlags(enabled: boolean) {
  return useQuery(IndyService.method.getOrCreateOnboardingState, {}, { enabled });
}

/** Marks a section seen; the flags are then read again so its 'new' marker goes. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation(IndyService.method.updateOnboardingState, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: IndyService.method.getOrCreateOnboardingState,
          cardinality: undefined,
        }),
      }),
  });
}
