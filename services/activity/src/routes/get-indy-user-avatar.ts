import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetIndyUserAvatarRequest, GetIndyUserAvatarResponseSchema } from "@sumwise/gen/activity/v1/avatar_pb";
import { requireRole, requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { avatarMessage } from "./avatar-messages.js";

/** The avatar of the caller or of a learner they support; the default one until a learner chooses. */
export function getIndyUserAvatar(ctx: ActivityContext) {
  return async (
    req: GetIndyUserAvatarRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetIndyUserAvatarResponseSchema>> => {
    const caller = requireUser(handler);
    const subject = await resolveSubjectUser(caller, req.name, ctx.indy, ctx.serviceTokens);
    // Avatars belong to learners (spec §6); a supporter's own account has none.
    if (subject === caller.userName) requireRole(caller, "learner");
    return { avatar: avatarMessage(subject, await ctx.avatars.avatarOf(subject)) };
  };
}
