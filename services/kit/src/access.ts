import type { Client } from "@connectrpc/connect";
import { Code, ConnectError } from "@connectrpc/connect";
import type { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { UserCaller } from "./auth/caller.js";
import type { ServiceTokens } from "./auth/service-token.js";
import { credentialsFor } from "./clients.js";
import { permissionDenied } from "./errors.js";

/**
 * Which user a request is about: the caller when `requestedName` is empty or their own, otherwise a
 * learner the caller supports. IndyService owns that relation, so it is asked with the caller's own
 * token and applies its rule (self or own child); any refusal becomes PermissionDenied here.
 */
export async function resolveSubjectUser(
  caller: UserCaller & { userName: string },
  requestedName: string,
  indy: Client<typeof IndyService>,
  tokens: ServiceTokens,
): Promise<string> {
  if (requestedName === "" || requestedName === caller.userName) return caller.userName;
  try {
    await indy.getIndyUser({ name: requestedName }, await credentialsFor(caller, tokens, "indy"));
    return requestedName;
  } catch (error) {
    const code = ConnectError.from(error).code;
    if (code === Code.PermissionDenied || code === Code.NotFound || code === Code.InvalidArgument) {
      throw permissionDenied();
    }
    throw error;
  }
}
