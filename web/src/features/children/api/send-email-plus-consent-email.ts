import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

export function useSendConsentEmail() {
  return useMutation(IndyService.method.sendEmailPlusConsentEmail);
}
