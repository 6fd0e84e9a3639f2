/** The two streak calls: the learner's own, or (read-only) a supporter's child's. */
import type { HandlerContext } from "@connectrpc/connect";
import { dailyChallengeStreak, weeklyWorkoutStreak } from "@sumwise/rules";
import { readSubject } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import type { JustForYouTypeValue } from "../db/schema.js";
import { localDaysNow, optionalDate, requireTimeZone } from "./just-for-you-period.js";

const streakRules: Record<JustForYouTypeValue, (done: string[], endDate: string) => number> = {
  daily_challenge: dailyChallengeStreak,
  weekly_workout: weeklyWorkoutStreak,
};

export function streakHandler(ctx: LearningContext, type: JustForYouTypeValue) {
  return async (
    req: { endDate: string; indyUserName: string; timeZone: string },
    handler: HandlerContext,
  ): Promise<{ streakLength: number }> => {
    const timeZone = requireTimeZone(req.timeZone);
    const endDate = optionalDate("endDate", req.endDate) ?? localDaysNow(ctx, timeZone).today;
    const { subject } = await readSubject(ctx, handler, req.indyUserName);
    const done = await ctx.repos.packages.justForYouCompleted(subject, type);
    return { streakLength: streakRules[type](done, endDate) };
  };
}
