/**
 * Local days, weeks (Monday start) and months of a learner's IANA time zone, as UTC instants. The
 * summaries are kept per UTC quarter hour, so a local period is the sum of the quarters between two
 * of these instants, whatever the zone's offset or daylight-saving change.
 */

import { isValidTimeZone, localDate, parseIsoDate, startOfLocalDay as startOfDayIn } from "@sumwise/rules";

const QUARTER_MS = 15 * 60 * 1000;

/** An IANA name such as "Europe/London" or "UTC"; offsets such as "+01:00" are refused (they ignore DST). */
export function isIanaTimeZone(name: string): boolean {
  return isValidTimeZone(name);
}

/** The start of the UTC quarter hour an instant falls in: the summaries' bucket. */
export function quarterStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / QUARTER_MS) * QUARTER_MS);
}

export function isOnQuarterHour(at: Date): boolean {
  return at.getTime() % QUARTER_MS === 0;
}

interface LocalDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The calendar day it is at `at` in the zone. */
export function localDateOf(at: Date, timeZone: string): LocalDate {
  return parseIsoDate(localDate(at, timeZone))!;
}

/**
 * The instant local midnight starts a date. Where midnight is skipped by a daylight-saving change,
 * the day starts at the first instant that exists.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return startOfDayIn(isoDate(date), timeZone);
}

/** The local date `days` after a date (negative for before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export function mondayOf(date: LocalDate): LocalDate {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function isoDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** A half-open span of time [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

export interface LocalPeriods {
  week: TimeRange;
  prevWeek: TimeRange;
  month: TimeRange;
  prevMonth: TimeRange;
  /** `weeks` consecutive local weeks ending with the current one, oldest first, with their Mondays. */
  recentWeeks: { monday: string; range: TimeRange }[];
}

/** The learner's current and previous local week and month at `now`, and the recent weeks. */
export function localPeriods(now: Date, timeZone: string, weeks: number): LocalPeriods {
  const today = localDateOf(now, timeZone);
  const monday = mondayOf(today);
  const weekRange = (first: LocalDate): TimeRange => ({
    start: startOfLocalDay(first, timeZone),
    end: startOfLocalDay(addDays(first, 7), timeZone),
  });
  const monthRange = (year: number, month: number): TimeRange => ({
    start: startOfLocalDay({ year, month, day: 1 }, timeZone),
    end: startOfLocalDay(
      month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 },
      timeZone,
    ),
  });
  const prevMonth =
    today.month === 1 ? { year: today.year - 1, month: 12 } : { year: today.year, month: today.month - 1 };
  const recentWeeks = Array.from({ length: weeks }, (_, index) => {
    const first = addDays(monday, -7 * (weeks - 1 - index));
    return { monday: isoDate(first), range: weekRange(first) };
  });
  return {
    week: weekRange(monday),
    prevWeek: weekRange(addDays(monday, -7)),
    month: monthRange(today.year, today.month),
    prevMonth: monthRange(prevMonth.year, prevMonth.month),
    recentWeeks,
  };
}

/** The last `days` local days ending with today, oldest first. */
export function recentLocalDays(now: Date, timeZone: string, days: number): TimeRange[] {
  const today = localDateOf(now, timeZone);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(today, index - (days - 1));
    return { start: startOfLocalDay(date, timeZone), end: startOfLocalDay(addDays(date, 1), timeZone) };
  });
}
