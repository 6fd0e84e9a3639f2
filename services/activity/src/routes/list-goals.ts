import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GoalSchema, ListGoalsRequest, ListGoalsResponseSchema } from "@sumwise/gen/activity/v1/goals_pb";
import type { ActivityContext } from "../context.js";
import { onTrackGoalMessage, readSubject, xpGoalMessage } from "./goal-messages.js";

/** The learner's goals: their own, or a supported child's (read-only). */
export function listGoals(ctx: ActivityContext) {
  return async (
    req: ListGoalsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof ListGoalsResponseSchema>> => {
    const subject = await readSubject(ctx, handler, req.indyUserName);
    const [xp, onTrack] = await Promise.all([ctx.goals.xpTarget(subject), ctx.goals.onTrack(subject)]);
    const goals: MessageInitShape<typeof GoalSchema>[] = [];
    if (xp) goals.push({ goal: { case: "xpGoal", value: await xpGoalMessage(ctx, xp) } });
    if (onTrack) goals.push({ goal: { case: "onTrackGoal", value: await onTrackGoalMessage(ctx, onTrack) } });
    return { goals };
  };
}
