import { addDaysIso, formatIsoDate, parseIsoDate } from "@sumwise/rules";
import { ukMidnight } from "../domain/index.js";
import { xpGoalMessage } from "../routes/goal-messages.js";
import type { WeeklyLineSource } from "./weekly-email.js";

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The child's goals in their supporter's weekly email: the XP Target's progress in the week reported (the
 * learner's own local week that ends last) and the On Track goal's lessons so far.
 */
export const goalLines: WeeklyLineSource = async (ctx, child, weekStart) => {
  const [xpTarget, onTrack] = await Promise.all([ctx.goals.xpTarget(child), ctx.goals.onTrack(child)]);
  const lines: string[] = [];
  if (xpTarget) {
    // The moment the reported week ends in the UK: the goal's weeks up to then, the last one reported.
    const end = new Date(ukMidnight(addDaysIso(weekStart, 7)).getTime() - 1);
    const goal = await xpGoalMessage(ctx, xpTarget, end);
    const week = goal.progresses?.at(-1);
    if (week)
      lines.push(
        `XP Target: ${week.xpAchieved} of ${week.xpTarget} XP${week.targetAchieved ? " (target reached)" : ""}`,
      );
  }
  if (onTrack) {
    const done = await ctx.goals.lessonsCompleted(child, onTrack.course_name);
    const by = parseIsoDate(onTrack.target_date);
    const target = by ? longDate.format(new Date(`${formatIsoDate(by)}T00:00:00Z`)) : onTrack.target_date;
    lines.push(`On Track: ${done} lessons completed, aiming to finish the course by ${target}`);
  }
  return lines;
};
