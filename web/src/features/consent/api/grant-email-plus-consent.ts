import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** GrantEmailPlusConsent (public: the adult may be signed out). */
export function useGrantConsent() {
  return useMutation(IndyService.method.grantEmailPlusConsent);
}
