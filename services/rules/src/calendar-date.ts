/** A date of birth or other calendar day, with no time zone: "YYYY-MM-DD". */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1000 || year > 9999 || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : undefined;
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today's calendar date in UTC (the product's server clock; a day's difference at midnight is accepted). */
export function todayUtc(now: Date = new Date()): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/**
 * Age in whole years. Someone born on 29 February has their birthday on 1 March in a year with
 * no 29 February (the leap-day adjustment of spec §5, as in UK law).
 */
export function ageInYears(dateOfBirth: CalendarDate, today: CalendarDate): number {
  let birthdayMonth = dateOfBirth.month;
  let birthdayDay = dateOfBirth.day;
  if (birthdayMonth === 2 && birthdayDay === 29 && !isLeapYear(today.year)) {
    birthdayMonth = 3;
    birthdayDay = 1;
  }
  const hadBirthday = today.month > birthdayMonth || (today.month === birthdayMonth && today.day >= birthdayDay);
  return today.year - dateOfBirth.year - (hadBirthday ? 0 : 1);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** The months' names, January first (the date selects of sign-up and goals). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
