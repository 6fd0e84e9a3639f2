import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { LoginResponseSchema } from "@sumwise/gen/indy/v1/indy_service_pb";
import { Code, ConnectError, requireFirebaseUser, rolesClaim, userNameClaim } from "@sumwise/kit";
import { isReservedEmail, messages } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { toSessionUser, userResourceName } from "../mappers.js";
import { rolesOf } from "../roles.js";

/**
 * The product login: the caller has signed in to Firebase; this starts the product session (ending
 * any older one) and returns the session user record. When the token lacks our claims (signed in
 * before they were set) they are set now and the client refreshes its token (spec §4).
 */
export function login(ctx: IndyContext) {
  return async (_req: unknown, handler: HandlerContext): Promise<MessageInitShape<typeof LoginResponseSchema>> => {
    const caller = requireFirebaseUser(handler);
    const row = await ctx.users.findByFirebaseUid(caller.uid);
    if (!row) throw new ConnectError(messages.loginNotFound, Code.NotFound);
    // Spec §4: only verified emails sign in. Anonymous demo users have none, and children's
    // reserved-domain accounts are made by the server, which vouches for them.
    const exempt = row.anonymous || (row.email !== null && isReservedEmail(row.email));
    if (!caller.emailVerified && !exempt) throw new ConnectError(messages.emailNotVerified, Code.FailedPrecondition);
    const name = userResourceName(row.id);
    const roles = rolesOf(row);
    if (caller.userName !== name || roles.some((role) => !caller.roles.includes(role))) {
      await ctx.auth.setCustomUserClaims(caller.uid, { [userNameClaim]: name, [rolesClaim]: roles });
    }
    const sessionId = randomUUID();
    await ctx.sessions.start(row.id, sessionId, ctx.now());
    const weeklyEmailSubscribed = await ctx.emailSubscriptions.isSubscribed(row.id, "weekly-activity");
    return { user: toSessionUser(row, caller.emailVerified, weeklyEmailSubscribed), sessionId };
  };
}
