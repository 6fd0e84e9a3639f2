import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  CreateXpGoalRequest,
  CreateXpGoalResponseSchema,
  DeleteXpGoalRequest,
  DeleteXpGoalResponseSchema,
  UpdateXpGoalRequest,
  UpdateXpGoalResponseSchema,
} from "@sumwise/gen/activity/v1/goals_pb";
import { alreadyExists, fieldViolations, notFound } from "@sumwise/kit";
import { isValidTimeZone, isXpTargetOption } from "@sumwise/rules";
import type { ActivityContext } from "../context.js";
import { callingLearner, requireOwnGoal, xpGoalMessage, xpGoalName } from "./goal-messages.js";

function checkXpGoal(xpPerWeek: number, timeZone: string): void {
  const problems: Record<string, string> = {};
  if (!isXpTargetOption(xpPerWeek)) problems.xpPerWeek = "Choose 75, 150, 300, 600 or 1000 XP a week.";
  if (!isValidTimeZone(timeZone)) problems.timeZone = 'Give an IANA time zone such as "Europe/London".';
  if (Object.keys(problems).length > 0) throw fieldViolations(problems);
}

/** The calling learner sets their XP Target goal (AlreadyExists when they have one). */
export function createXpGoal(ctx: ActivityContext) {
  return async (
    req: CreateXpGoalRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof CreateXpGoalResponseSchema>> => {
    const learner = callingLearner(handler);
    checkXpGoal(req.xpPerWeek, req.timeZone);
    const row = {
      indy_user_name: learner,
      xp_per_week: req.xpPerWeek,
      time_zone: req.timeZone,
      created_at: new Date(),
    };
    if (!(await ctx.goals.createXpTarget(row))) throw alreadyExists("You already have an XP Target goal.");
    return { xpGoal: await xpGoalMessage(ctx, row) };
  };
}

/** The calling learner changes their weekly XP target (and the time zone its weeks follow). */
export function updateXpGoal(ctx: ActivityContext) {
  return async (
    req: UpdateXpGoalRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateXpGoalResponseSchema>> => {
    const learner = callingLearner(handler);
    requireOwnGoal(req.goalName, xpGoalName(learner));
    checkXpGoal(req.xpPerWeek, req.timeZone);
    const row = await ctx.goals.updateXpTarget(learner, req.xpPerWeek, req.timeZone);
    if (!row) throw notFound("There is no such goal.");
    return { xpGoal: await xpGoalMessage(ctx, row) };
  };
}

/** The calling learner removes their XP Target goal. */
export function deleteXpGoal(ctx: ActivityContext) {
  return async (
    req: DeleteXpGoalRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof DeleteXpGoalResponseSchema>> => {
    const learner = callingLearner(handler);
    requireOwnGoal(req.goalName, xpGoalName(learner));
    if (!(await ctx.goals.deleteXpTarget(learner))) throw notFound("There is no such goal.");
    return {};
  };
}
