import type { CalendarDate } from "../calendar-date.js";

/** Whether `zone` is an IANA time zone name this runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone === "" || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is at `at` in `zone`. */
function localCalendarDate(at: Date, zone: string): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** The instant local midnight starts `date` in `zone` (DST-aware: the offset is read at that instant). */
export function zonedMidnight(date: CalendarDate, zone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  // Two passes settle the offset even when midnight is near a DST change.
  let instant = guess;
  for (let i = 0; i < 2; i++) instant = guess - offsetMs(new Date(instant), zone);
  return new Date(instant);
}

function offsetMs(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The Monday of the local ISO week holding `at` in `zone`. */
export function localWeekMonday(at: Date, zone: string): CalendarDate {
  const today = localCalendarDate(at, zone);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}
