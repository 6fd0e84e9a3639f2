import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetIndyUserAvatarPartsRequest,
  GetIndyUserAvatarPartsResponseSchema,
} from "@sumwise/gen/activity/v1/avatar_pb";
import { requireRole, requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { avatarPartsAtLevel, levelForXp } from "../domain/index.js";
import { partsMessage } from "./avatar-messages.js";

/** The avatar parts a learner has unlocked at their XP level, and the locked ones with their levels. */
export function getIndyUserAvatarParts(ctx: ActivityContext) {
  return async (
    req: GetIndyUserAvatarPartsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetIndyUserAvatarPartsResponseSchema>> => {
    const caller = requireUser(handler);
    const subject = await resolveSubjectUser(caller, req.indyUserName, ctx.indy, ctx.serviceTokens);
    if (subject === caller.userName) requireRole(caller, "learner");
    const level = levelForXp(await ctx.xp.totalXp(subject)).level;
    const parts = avatarPartsAtLevel(level);
    return { unlocked: partsMessage(parts.unlocked), locked: partsMessage(parts.locked), xpLevel: level };
  };
}
