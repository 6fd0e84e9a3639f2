import { useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** The signed-in user's own record and whether a supporter manages it (for the name card). */
export function useIndyUser(name: string) {
  return useQuery(IndyService.method.getIndyUser, { name });
}
