import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetFirebaseTokenRequest, GetFirebaseTokenResponseSchema } from "@sumwise/gen/indy/v1/indy_children_pb";
import { rolesClaim, userNameClaim } from "@sumwise/kit";
import { requireOwnChild, requireSupporter } from "../children/access.js";
import type { IndyContext } from "../context.js";
import { userResourceName } from "../mappers.js";
import { rolesOf } from "../roles.js";

/** "Log in as the learner" (spec §6): a custom token for the supporter's own child, nobody else's. */
export function getFirebaseToken(ctx: IndyContext) {
  return async (
    req: GetFirebaseTokenRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetFirebaseTokenResponseSchema>> => {
    const supporter = await requireSupporter(ctx, handler);
    const child = await requireOwnChild(ctx, supporter, req.indyUserName);
    const token = await ctx.auth.createCustomToken(child.firebase_uid, {
      [userNameClaim]: userResourceName(child.id),
      [rolesClaim]: rolesOf(child),
    });
    ctx.logger.info({ user: child.id, supporter: supporter.id }, "supporter logs in as their learner");
    return { token };
  };
}
