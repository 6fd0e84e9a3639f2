import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetXpGoalRequest, GetXpGoalResponseSchema } from "@sumwise/gen/activity/v1/goals_pb";
import type { ActivityContext } from "../context.js";
import { readSubject, xpGoalMessage } from "./goal-messages.js";

/** The learner's XP Target goal with its weekly progress (own, or a supported child's). */
export function getXpGoal(ctx: ActivityContext) {
  return async (
    req: GetXpGoalRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetXpGoalResponseSchema>> => {
    const subject = await readSubject(ctx, handler, req.indyUserName);
    const row = await ctx.goals.xpTarget(subject);
    return row ? { xpGoal: await xpGoalMessage(ctx, row) } : {};
  };
}
