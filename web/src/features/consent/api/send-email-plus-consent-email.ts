import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** The child asks for the consent email again (it goes to their supporter). */
export function useResendConsentEmail() {
  return useMutation(IndyService.method.sendEmailPlusConsentEmail);
}
