import { type CalendarDate, formatIsoDate, parseIsoDate } from "../calendar-date.js";
import { localDate, mondayOf, startOfLocalDay } from "../learning/local-time.js";

/**
 * The goals' calendar (XP Target weeks are the learner's local ISO weeks) as calendar dates, over the
 * one local-time implementation (learning/local-time.ts).
 */

/** The instant local midnight starts `date` in `zone` (DST-aware; a skipped midnight starts at the jump). */
export function zonedMidnight(date: CalendarDate, zone: string): Date {
  return startOfLocalDay(formatIsoDate(date), zone);
}

/** The Monday of the local ISO week holding `at` in `zone`. */
export function localWeekMonday(at: Date, zone: string): CalendarDate {
  return parseIsoDate(mondayOf(localDate(at, zone)))!;
}
