import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  CreateOnTrackGoalRequest,
  CreateOnTrackGoalResponseSchema,
  DeleteOnTrackGoalRequest,
  DeleteOnTrackGoalResponseSchema,
  UpdateOnTrackGoalRequest,
  UpdateOnTrackGoalResponseSchema,
} from "@sumwise/gen/activity/v1/goals_pb";
import type { Date as ProtoDate } from "@sumwise/gen/common/v1/common_pb";
import { alreadyExists, fieldViolations, notFound } from "@sumwise/kit";
import { formatIsoDate, onTrackDateProblem, todayUtc } from "@sumwise/rules";
import type { ActivityContext } from "../context.js";
import { callingLearner, onTrackGoalMessage, onTrackGoalName, requireOwnGoal } from "./goal-messages.js";

const coursePattern = /^courses\/[A-Za-z0-9_-]{1,100}$/;

/** A target day after today (UTC, with a day's grace for learners ahead of UTC) as "YYYY-MM-DD". */
function targetDateOf(date: ProtoDate | undefined): string {
  const yesterday = todayUtc(new Date(Date.now() - 24 * 3600 * 1000));
  const problem = onTrackDateProblem(date && { year: date.year, month: date.month, day: date.day }, yesterday);
  if (problem || !date) throw fieldViolations({ targetDate: problem ?? "Invalid date" });
  return formatIsoDate(date);
}

/** The calling learner sets an On Track goal for their course (AlreadyExists when they have one). */
export function createOnTrackGoal(ctx: ActivityContext) {
  return async (
    req: CreateOnTrackGoalRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof CreateOnTrackGoalResponseSchema>> => {
    const learner = callingLearner(handler);
    const problems: Record<string, string> = {};
    if (!coursePattern.test(req.courseName)) problems.courseName = 'Give the course as "courses/{id}".';
    if (req.lessonsCompleteAtStart < 0 || req.lessonsCompleteAtStart > 1000)
      problems.lessonsCompleteAtStart = "Give the lessons complete now, 0 or more.";
    if (Object.keys(problems).length > 0) throw fieldViolations(problems);
    const row = {
      indy_user_name: learner,
      course_name: req.courseName,
      target_date: targetDateOf(req.targetDate),
      lessons_complete_at_start: req.lessonsCompleteAtStart,
      created_at: new Date(),
    };
    if (!(await ctx.goals.createOnTrack(row))) throw alreadyExists("You already have an On Track goal.");
    return { goal: await onTrackGoalMessage(ctx, row) };
  };
}

/** The calling learner moves their On Track goal's target date. */
export function updateOnTrackGoal(ctx: ActivityContext) {
  return async (
    req: UpdateOnTrackGoalRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateOnTrackGoalResponseSchema>> => {
    const learner = callingLearner(handler);
    requireOwnGoal(req.goalName, onTrackGoalName(learner));
    const row = await ctx.goals.updateOnTrack(learner, targetDateOf(req.targetDate));
    if (!row) throw notFound("There is no such goal.");
    return { goal: await onTrackGoalMessage(ctx, row) };
  };
}

/** The calling learner removes their On Track goal. */
export function deleteOnTrackGoal(ctx: ActivityContext) {
  return async (
    req: DeleteOnTrackGoalRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof DeleteOnTrackGoalResponseSchema>> => {
    const learner = callingLearner(handler);
    requireOwnGoal(req.goalName, onTrackGoalName(learner));
    if (!(await ctx.goals.deleteOnTrack(learner))) throw notFound("There is no such goal.");
    return {};
  };
}
