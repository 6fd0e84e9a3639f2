import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  UpdateIndyUserAvatarRequest,
  UpdateIndyUserAvatarResponseSchema,
} from "@sumwise/gen/activity/v1/avatar_pb";
import { failedPrecondition, fieldViolations, permissionDenied, requireRole, requireUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { avatarChoiceProblem, levelForXp } from "../domain/index.js";
import { avatarMessage } from "./avatar-messages.js";

/** Sets the calling learner's own avatar (spec §4 Avatar, §6): only parts unlocked at their level. */
export function updateIndyUserAvatar(ctx: ActivityContext) {
  return async (
    req: UpdateIndyUserAvatarRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateIndyUserAvatarResponseSchema>> => {
    const caller = requireUser(handler);
    requireRole(caller, "learner");
    const requested = req.avatar?.name ?? "";
    // A supporter may look at a child's avatar but not change it: only one's own.
    if (requested !== "" && requested !== caller.userName)
      throw permissionDenied("You can only change your own avatar.");
    const choice = {
      iconName: req.avatar?.icon?.iconName ?? "",
      backgroundName: req.avatar?.background?.backgroundName ?? "",
    };
    const level = levelForXp(await ctx.xp.totalXp(caller.userName)).level;
    const problem = avatarChoiceProblem(choice, level);
    if (problem?.locked) throw failedPrecondition(problem.message);
    if (problem) throw fieldViolations({ [`avatar.${problem.field}`]: problem.message });
    await ctx.avatars.save(caller.userName, choice);
    return { avatar: avatarMessage(caller.userName, choice) };
  };
}
