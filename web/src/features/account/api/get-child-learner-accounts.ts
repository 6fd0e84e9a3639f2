import { useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** The supporter's learners, to name the children a subscription covers (spec §9: stale time 0). */
export function useChildLearnerAccounts(enabled: boolean) {
  return useQuery(IndyService.method.getChildLearnerAccounts, {}, { staleTime: 0, enabled });
}
