import { useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** The supporter's children, for the learner switcher (spec §9: child accounts stale time 0). */
export function useChildren(enabled: boolean) {
  return useQuery(IndyService.method.getChildLearnerAccounts, {}, { staleTime: 0, enabled });
}
