import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

/** PasswordLogin (public): checks the login details, throttled, and returns a custom token. */
export function usePasswordLogin() {
  return useMutation(IndyService.method.passwordLogin);
}
