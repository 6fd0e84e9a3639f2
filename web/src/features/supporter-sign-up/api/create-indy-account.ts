import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** CreateIndyAccount for a supporter (called without a token: the account does not exist yet). */
export function useCreateSupporterAccount() {
  return useMutation(IndyService.method.createIndyAccount);
}
