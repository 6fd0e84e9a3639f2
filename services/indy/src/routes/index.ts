import type { ConnectRouter } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { IndyContext } from "../context.js";
import { createIndyAccount } from "./create-indy-account.js";
import { getIndyUser } from "./get-indy-user.js";
import { getSessionDetails } from "./get-session-details.js";
import { login } from "./login.js";
import { updateIndyAccount } from "./update-indy-account.js";

/** RPCs callable with no credential; everything else answers Unauthenticated without one. */
export const publicMethods: ReadonlySet<string> = new Set(["CreateIndyAccount"]);

export function routes(ctx: IndyContext) {
  return (router: ConnectRouter) =>
    router.service(IndyService, {
      createIndyAccount: createIndyAccount(ctx),
      login: login(ctx),
      getSessionDetails: getSessionDetails(ctx),
      getIndyUser: getIndyUser(ctx),
      updateIndyAccount: updateIndyAccount(ctx),
    });
}
