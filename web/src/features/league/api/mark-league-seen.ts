import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** Marks seenLeagueTable (spec §2: opening the league table marks it). */
export function useMarkLeagueSeen() {
  return useMutation(IndyService.method.updateOnboardingState);
}
