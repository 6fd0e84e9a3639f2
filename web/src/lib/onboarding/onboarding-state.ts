import type { MessageInitShape } from "@bufbuild/protobuf";
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import type {
  GetOrCreateOnboardingStateResponse,
  OnboardingStateSchema,
} from "@sumwise/gen/indy/v1/indy_onboarding_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** The learner's onboarding flags (learning spec §3), shared by the learn screens and the player. */
export function useOnboardingFlags() {
  return useQuery(IndyService.method.getOrCreateOnboardingState, {});
}

export type OnboardingChanges = Omit<MessageInitShape<typeof OnboardingStateSchema>, "name" | "$typeName">;

/**
 * Sets some onboarding flags (only those given change). The answer is the whole new state, so it
 * replaces the cached one at once: a screen that reads a flag never sees the old value after a change.
 */
export function useUpdateOnboardingFlags() {
  const queryClient = useQueryClient();
  const mutation = useMutation(IndyService.method.updateOnboardingState, {
    onSuccess: (response) => {
      // Every cached copy (any transport) takes the new state.
      queryClient.setQueriesData<GetOrCreateOnboardingStateResponse>(
        {
          queryKey: createConnectQueryKey({
            schema: IndyService.method.getOrCreateOnboardingState,
            cardinality: undefined,
          }),
        },
        (previous) => (previous ? { ...previous, onboardingState: response.onboardingState } : previous),
      );
    },
  });
  return {
    ...mutation,
    update: (changes: OnboardingChanges) => mutation.mutateAsync({ onboardingState: changes }),
  };
}
