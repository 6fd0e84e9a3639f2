import type { Transport } from "@connectrpc/connect";
import { useMutation } from "@connectrpc/connect-query";
import { createGrpcWebTransport } from "@connectrpc/connect-web";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";

let tokenless: Transport | undefined;

/** Spec §7: this call carries no token (the link's own token is the proof), even when signed in. */
function tokenlessTransport(): Transport {
  tokenless ??= createGrpcWebTransport({ baseUrl: window.location.origin });
  return tokenless;
}

/** UpdateEmailSubscriptionState {type, token, subscribed}. */
export function useUpdateEmailSubscriptionState() {
  return useMutation(IndyService.method.updateEmailSubscriptionState, { transport: tokenlessTransport() });
}
