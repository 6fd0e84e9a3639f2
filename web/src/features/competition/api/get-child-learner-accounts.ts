import { useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** The supporter's children, for their names on the entry page (spec §7: stale time 0). */
export function useChildLearnerAccounts(enabled: boolean) {
  return useQuery(IndyService.method.getChildLearnerAccounts, {}, { enabled, staleTime: 0 });
}
