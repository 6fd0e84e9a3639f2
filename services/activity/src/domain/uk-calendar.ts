/**
 * Dates as a UK family sees them: the weekly email goes "each Monday (UK time)" and the weekly
 * workout's streak warning starts on a UK Friday, whether Britain is on GMT or BST.
 */
const ukParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
});

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export interface UkDay {
  /** "YYYY-MM-DD" in Europe/London. */
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
}

export function ukDay(at: Date): UkDay {
  const parts = Object.fromEntries(ukParts.formatToParts(at).map((part) => [part.type, part.value]));
  const isoWeekday = weekdays.indexOf(parts.weekday as (typeof weekdays)[number]) + 1;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, isoWeekday };
}

function shiftDate(date: string, days: number): string {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** The UK Monday starting the week `at` falls in ("YYYY-MM-DD"). */
export function ukWeekStart(at: Date): string {
  const day = ukDay(at);
  return shiftDate(day.date, 1 - day.isoWeekday);
}

/** The Monday before the given Monday. */
export function previousWeekStart(weekStart: string): string {
  return shiftDate(weekStart, -7);
}

/**
 * The instant a UK calendar day starts (midnight Europe/London) as a Date: found by trying the two
 * offsets Britain uses, so it is right on both sides of a clock change.
 */
export function ukMidnight(date: string): Date {
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(new Date(`${date}T00:00:00Z`).getTime() - offsetHours * 3_600_000);
    if (ukDay(candidate).date === date && ukDay(new Date(candidate.getTime() - 1)).date !== date) return candidate;
  }
  throw new RangeError(`no UK midnight found for ${date}`);
}

export { shiftDate as addDaysToDate };
