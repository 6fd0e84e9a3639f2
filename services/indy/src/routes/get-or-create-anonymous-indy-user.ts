import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetOrCreateAnonymousIndyUserResponseSchema } from "@sumwise/gen/indy/v1/indy_flags_pb";
import { failedPrecondition, permissionDenied, requireFirebaseUser, rolesClaim, userNameClaim } from "@sumwise/kit";
import { resolveFeatureFlags } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { toIndyUser, userResourceName } from "../mappers.js";
import { rolesOf } from "../roles.js";

/**
 * The demo visitor's Indy user (spec §4): the caller signed in to Firebase anonymously; this returns
 * their anonymous user, creating it on the first call, and sets the token claims (the client then
 * refreshes its token). Refused while the demo flag is off.
 */
export function getOrCreateAnonymousIndyUser(ctx: IndyContext) {
  return async (
    _req: unknown,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreateAnonymousIndyUserResponseSchema>> => {
    const caller = requireFirebaseUser(handler);
    if (caller.signInProvider !== "anonymous") {
      throw permissionDenied("Only demo visitors (signed in anonymously) have an anonymous user.");
    }
    const flags = resolveFeatureFlags(await ctx.featureFlags.globals());
    if (!flags.enableDemo) throw failedPrecondition("The demo is not available at the moment.");
    const row = await ctx.anonymousUsers.getOrCreate(randomUUID(), caller.uid);
    // The uid already belongs to a full account: never hand it an anonymous identity.
    if (!row.anonymous) throw permissionDenied();
    const name = userResourceName(row.id);
    if (caller.userName !== name) {
      await ctx.auth.setCustomUserClaims(caller.uid, { [userNameClaim]: name, [rolesClaim]: rolesOf(row) });
    }
    return { indyUser: toIndyUser(row) };
  };
}
