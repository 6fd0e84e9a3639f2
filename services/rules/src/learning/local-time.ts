/**
 * A learner's own local day (learning spec §4 Just For You): the daily challenge and the weekly
 * workout follow the calendar of the learner's IANA time zone, sent with each request. Calendar days
 * are "YYYY-MM-DD" strings; arithmetic on them is done in UTC so it never meets a clock change.
 */
import { addDays, type CalendarDate, formatIsoDate, parseIsoDate } from "../calendar-date.js";

/** The longest IANA name is 32 characters ("America/Argentina/ComodRivadavia"); more is not a zone. */
const MAX_TIME_ZONE_LENGTH = 64;
/** Area/Location names ("Europe/London", "America/Argentina/Buenos_Aires", "Etc/GMT+5") and "UTC". */
const zonePattern = /^(?:UTC|[A-Z][A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The time zone is an IANA zone name this runtime knows ("Europe/London"), not an offset or abbreviation. */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length > MAX_TIME_ZONE_LENGTH || !zonePattern.test(timeZone)) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export const timeZoneMessages = {
  missing: "Send the learner's time zone (an IANA name such as Europe/London).",
  invalid: "This is not a time zone we know. Use an IANA name such as Europe/London.",
  date: "Enter a date as YYYY-MM-DD.",
} as const;

/** The problem with a time zone field, or undefined when it is a known IANA zone. */
export function timeZoneProblem(timeZone: string): string | undefined {
  if (timeZone.trim() === "") return timeZoneMessages.missing;
  return isValidTimeZone(timeZone) ? undefined : timeZoneMessages.invalid;
}

interface LocalParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar day it is at `instant` in `timeZone`, as "YYYY-MM-DD". */
export function localDate(instant: Date, timeZone: string): string {
  return formatIsoDate(localParts(instant, timeZone));
}

/** The day `days` after (or before) a "YYYY-MM-DD" day. */
export function addDaysIso(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`not a date: ${date}`);
  return formatIsoDate(addDays(parsed, days));
}

/** 1 Monday … 7 Sunday (ISO), for a "YYYY-MM-DD" day. */
export function isoWeekday(date: string): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`not a date: ${date}`);
  const weekday = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function isWeekend(date: string): boolean {
  return isoWeekday(date) >= 6;
}

/** The Monday of the ISO week (Monday to Sunday) holding `date`. */
export function mondayOf(date: string): string {
  return addDaysIso(date, 1 - isoWeekday(date));
}

const minute = 60_000;

/**
 * The first instant of a local day. Usually local midnight; where a clock change skips midnight
 * (Santiago, Havana, Beirut) the day starts when the clock jumps. Found by bisection over the widest
 * spread of UTC offsets (−12 h to +14 h), which needs no table of zone rules.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`not a date: ${date}`);
  const utcMidnight = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  // In minutes: every zone's offset is a whole number of minutes (seconds only before 1972).
  let low = (utcMidnight - 15 * 60 * minute) / minute;
  let high = (utcMidnight + 13 * 60 * minute) / minute;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (localDate(new Date(middle * minute), timeZone) < date) low = middle;
    else high = middle;
  }
  return new Date(high * minute);
}

/** When a local day ends: the start of the next one (23, 24 or 25 hours later across clock changes). */
export function endOfLocalDay(date: string, timeZone: string): Date {
  return startOfLocalDay(addDaysIso(date, 1), timeZone);
}
