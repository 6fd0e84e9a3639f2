import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  AwardIndyUserXpForTaskRequest,
  AwardIndyUserXpForTaskResponseSchema,
} from "@sumwise/gen/activity/v1/activity_service_pb";
import { failedPrecondition, fieldViolations, requireRole, requireUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { avatarPartsUnlockedBetween, levelForXp } from "../domain/index.js";
import { partsMessage } from "./avatar-messages.js";
import { xpStateOf } from "./xp-state.js";

/** How long to wait for LearningService's relay to deliver the task's completion (it follows the answer). */
const WAIT_FOR_LEDGER_MS = 3_000;
const POLL_MS = 100;

const taskNamePattern = /^(indyUsers\/[^/]+)\/packages\/[^/]+\/tasks\/\d+$/;

/** Reports the XP a task of the calling learner earned (the award was made when its completion arrived). */
export function awardIndyUserXpForTask(ctx: ActivityContext) {
  return async (
    req: AwardIndyUserXpForTaskRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof AwardIndyUserXpForTaskResponseSchema>> => {
    const caller = requireUser(handler);
    requireRole(caller, "learner");
    const owner = taskNamePattern.exec(req.taskName)?.[1];
    if (!owner) {
      throw fieldViolations({ task_name: "Give the task as indyUsers/{id}/packages/{p}/tasks/{t}." });
    }
    // Another learner's task is reported as absent, not as forbidden: names are not to be probed.
    const deadline = Date.now() + WAIT_FOR_LEDGER_MS;
    let award = owner === caller.userName ? await ctx.xp.awardOf(owner, req.taskName) : undefined;
    while (!award && owner === caller.userName && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      award = await ctx.xp.awardOf(owner, req.taskName);
    }
    if (!award) throw failedPrecondition("This task isn't complete yet: answer its questions first.");
    const total = await ctx.xp.totalXp(caller.userName);
    const levelBefore = levelForXp(award.xpBefore).level;
    const levelAfter = levelForXp(award.xpBefore + award.xp).level;
    return {
      xpChange: BigInt(award.xp),
      levelledUp: levelAfter > levelBefore,
      indyuserXpState: xpStateOf(caller.userName, total),
      // Every level this award passed through: a jump of two levels unlocks both levels' parts.
      unlockedAvatarParts: partsMessage(avatarPartsUnlockedBetween(levelBefore, levelAfter)),
    };
  };
}
