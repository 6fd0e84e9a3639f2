import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** A custom token for one's own child ("Log in as the learner"); a mutation: never cached. */
export function useGetFirebaseToken() {
  return useMutation(IndyService.method.getFirebaseToken);
}
