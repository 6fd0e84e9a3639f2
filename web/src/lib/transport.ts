import type { Interceptor, Transport } from "@connectrpc/connect";
import type { FirebaseAuthHandle } from "./firebase.js";

/**
 * gRPC-web to the gateway on this origin. Every call carries the signed-in user's Firebase ID token
 * (refreshed by the SDK when near expiry); calls made while signed out carry none. The transport
 * code loads with the first call, not with the page: a signed-out visitor's first page makes none.
 */
export function createTransport(firebase: FirebaseAuthHandle): Transport {
  const withIdToken: Interceptor = (next) => async (request) => {
    // A stored user whose SDK is still loading is about to be signed in: wait for it.
    const auth = firebase.current ?? (firebase.hasStoredUser() ? await firebase.load() : undefined);
    const token = await auth?.currentUser?.getIdToken();
    if (token) request.header.set("authorization", `Bearer ${token}`);
    return next(request);
  };
  let transport: Promise<Transport> | undefined;
  const load = () => {
    transport ??= import("@connectrpc/connect-web").then(({ createGrpcWebTransport }) =>
      createGrpcWebTransport({ baseUrl: window.location.origin, interceptors: [withIdToken] }),
    );
    return transport;
  };
  return {
    unary: async (...args) => (await load()).unary(...args),
    stream: async (...args) => (await load()).stream(...args),
  };
}
