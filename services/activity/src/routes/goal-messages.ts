import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { OnTrackGoalSchema, XpGoalSchema } from "@sumwise/gen/activity/v1/goals_pb";
import { notFound, requireRole, requireUser, resolveSubjectUser } from "@sumwise/kit";
import { formatIsoDate, parseIsoDate } from "@sumwise/rules";
import type { ActivityContext } from "../context.js";
import type { OnTrackGoalRow, XpTargetGoalRow } from "../db/goal-repository.js";
import { xpGoalWeeks, xpGoalWeekWindows } from "../domain/index.js";

export const xpGoalName = (learner: string) => `${learner}/goals/xpTarget`;
export const onTrackGoalName = (learner: string) => `${learner}/goals/onTrack`;

/** The calling learner: goals are created, changed and removed only by their own learner. */
export function callingLearner(handler: HandlerContext): string {
  const caller = requireUser(handler);
  requireRole(caller, "learner");
  return caller.userName;
}

/** Whose goals a read is about: the calling learner, or a child of the calling supporter (read-only). */
export async function readSubject(ctx: ActivityContext, handler: HandlerContext, requested: string): Promise<string> {
  const caller = requireUser(handler);
  const subject = await resolveSubjectUser(caller, requested, ctx.indy, ctx.serviceTokens);
  if (subject === caller.userName) requireRole(caller, "learner");
  return subject;
}

/** A goal name must be the caller's own goal of that type; anything else is "not found" (names are not probed). */
export function requireOwnGoal(goalName: string, expected: string): void {
  if (goalName !== expected) throw notFound("There is no such goal.");
}

export async function xpGoalMessage(
  ctx: ActivityContext,
  row: XpTargetGoalRow,
  now = new Date(),
): Promise<MessageInitShape<typeof XpGoalSchema>> {
  const windows = xpGoalWeekWindows(row.created_at, now, row.time_zone);
  const awards = await ctx.goals.awardsSince(row.indy_user_name, windows[0]!.start);
  const weeks = xpGoalWeeks(awards, row.xp_per_week, row.created_at, now, row.time_zone);
  const name = xpGoalName(row.indy_user_name);
  return {
    name,
    xpPerWeek: row.xp_per_week,
    createTime: timestampFromDate(row.created_at),
    timeZone: row.time_zone,
    weekEndTime: timestampFromDate(weeks.at(-1)!.end),
    progresses: weeks.map((week) => ({
      name: `${name}/progresses/${formatIsoDate(week.monday)}`,
      xpAchieved: BigInt(week.xpAchieved),
      xpTarget: BigInt(week.xpTarget),
      targetAchieved: week.targetAchieved,
      weekStartDay: week.monday.day,
      weekStartMonth: week.monday.month,
      weekStartYear: week.monday.year,
    })),
  };
}

export async function onTrackGoalMessage(
  ctx: ActivityContext,
  row: OnTrackGoalRow,
): Promise<MessageInitShape<typeof OnTrackGoalSchema>> {
  return {
    name: onTrackGoalName(row.indy_user_name),
    targetDate: parseIsoDate(row.target_date),
    createdTime: timestampFromDate(row.created_at),
    lessonsCompleteAtStart: row.lessons_complete_at_start,
    courseName: row.course_name,
    lessonsCompleted: await ctx.goals.lessonsCompleted(row.indy_user_name, row.course_name),
  };
}
