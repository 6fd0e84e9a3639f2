import type { DescService } from "@bufbuild/protobuf";
import { type CallOptions, type Client, createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import type { Caller } from "./auth/caller.js";
import { type ServiceTokens, serviceTokenHeader } from "./auth/service-token.js";

/** A typed client of another Sumwise service, speaking the Connect protocol over HTTP/1.1. */
export function connectClient<T extends DescService>(service: T, baseUrl: string): Client<T> {
  return createClient(service, createConnectTransport({ baseUrl, httpVersion: "1.1" }));
}

/**
 * Credentials for a call to `audience` made while serving `caller`.
 *
 * A user's request is forwarded with the user's own ID token, so the callee applies the same
 * authorisation it would to the browser (a service can never see more than its user could).
 * Work with no user behind it (relays, jobs) carries a short-lived service token instead.
 */
export async function credentialsFor(
  caller: Caller,
  tokens: ServiceTokens,
  audience: string,
  timeoutMs = 5_000,
): Promise<CallOptions> {
  if (caller.kind === "user") return { headers: { authorization: `Bearer ${caller.idToken}` }, timeoutMs };
  return { headers: { [serviceTokenHeader]: await tokens.sign(audience) }, timeoutMs };
}
