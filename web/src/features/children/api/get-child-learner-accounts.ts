import { useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** The supporter's children; never served stale (spec §9: child accounts stale time 0). */
export function useChildLearnerAccounts() {
  return useQuery(IndyService.method.getChildLearnerAccounts, {}, { staleTime: 0 });
}
