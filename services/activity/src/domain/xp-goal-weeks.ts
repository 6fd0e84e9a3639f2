import { type CalendarDate, formatIsoDate, localWeekMonday, zonedMidnight } from "@sumwise/rules";

/** Weekly entries an XP Target goal shows: this week and at most 11 before it. */
export const XP_GOAL_WEEKS_SHOWN = 12;

export interface XpGoalWeek {
  monday: CalendarDate;
  /** Local midnight starting the week, and the next week's. */
  start: Date;
  end: Date;
  xpAchieved: number;
  xpTarget: number;
  targetAchieved: boolean;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The local weeks (in `zone`) from the goal's creation week to now's, the last XP_GOAL_WEEKS_SHOWN of them. */
export function xpGoalWeekWindows(
  createdAt: Date,
  now: Date,
  zone: string,
): { monday: CalendarDate; start: Date; end: Date }[] {
  const first = localWeekMonday(createdAt, zone);
  const current = localWeekMonday(now, zone);
  const weeks: { monday: CalendarDate; start: Date; end: Date }[] = [];
  for (let monday = current; weeks.length < XP_GOAL_WEEKS_SHOWN; monday = addDays(monday, -7)) {
    weeks.unshift({ monday, start: zonedMidnight(monday, zone), end: zonedMidnight(addDays(monday, 7), zone) });
    if (formatIsoDate(monday) <= formatIsoDate(first)) break;
  }
  return weeks;
}

/**
 * XP Target progress per local week: XP awarded in [start, end) of each week against the goal's
 * weekly target. The goal's weeks are the learner's local ISO weeks (Monday 00:00 in their zone), so
 * "this week" matches the learner's calendar; leagues keep UTC weeks so a league shares one week.
 */
export function xpGoalWeeks(
  awards: readonly { xp: number; awardedAt: Date }[],
  xpPerWeek: number,
  createdAt: Date,
  now: Date,
  zone: string,
): XpGoalWeek[] {
  return xpGoalWeekWindows(createdAt, now, zone).map((week) => {
    const xpAchieved = awards
      .filter((award) => award.awardedAt >= week.start && award.awardedAt < week.end)
      .reduce((sum, award) => sum + award.xp, 0);
    return { ...week, xpAchieved, xpTarget: xpPerWeek, targetAchieved: xpAchieved >= xpPerWeek };
  });
}
