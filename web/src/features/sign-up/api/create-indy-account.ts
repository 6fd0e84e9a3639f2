import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** CreateIndyAccount (called without a token: the account does not exist yet). */
export function useCreateIndyAccount() {
  return useMutation(IndyService.method.createIndyAccount);
}
