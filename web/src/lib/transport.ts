import type { Interceptor, Transport } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-web";
import type { Auth } from "firebase/auth";

/**
 * gRPC-web to the gateway on this origin. Every call carries the signed-in user's Firebase ID token
 * (refreshed by the SDK when near expiry); calls made while signed out carry none.
 */
export function createTransport(auth: Auth): Transport {
  const withIdToken: Interceptor = (next) => async (request) => {
    const token = await auth.currentUser?.getIdToken();
    if (token) request.header.set("authorization", `Bearer ${token}`);
    return next(request);
  };
  return createGrpcWebTransport({ baseUrl: window.location.origin, interceptors: [withIdToken] });
}
