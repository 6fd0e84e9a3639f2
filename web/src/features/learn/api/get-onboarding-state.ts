import { useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** The learner's onboarding flags (hasAnsweredQuestion decides "Welcome back"). */
export function useOnboardingState() {
  return useQuery(IndyService.method.getOrCreateOnboardingState, {});
}
