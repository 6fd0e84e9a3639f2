import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** Marks hasAcknowledgedGoals (spec §2: opening goals marks it). */
export function useAcknowledgeGoals() {
  return useMutation(IndyService.method.updateOnboardingState);
}
