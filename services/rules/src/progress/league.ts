import { ageInYears, type CalendarDate } from "../calendar-date.js";

/** Most learners in one weekly league. */
export const LEAGUE_SIZE = 30;

/** Rows of the league shown in the app shell (§9). */
export const LEAGUE_SHELL_ROWS = 3;

export const LEAGUE_MESSAGES = {
  loadError: "Error loading league table. Please refresh or try again later.",
} as const;

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st … */
export function ordinal(rank: number): string {
  const lastTwo = rank % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13
      ? "th"
      : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th");
  return `${rank}${suffix}`;
}

/** The only name a league shows: the first name and the last name's initial ("Ada L."). */
export function leagueDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? "";
  const initial = [...lastName.trim()][0];
  const shown = initial ? `${first} ${initial.toUpperCase()}.` : first;
  return shown.trim() || "A learner";
}

/**
 * Under-13s get no pressure messages (streak loss, rank loss). An unknown date of birth counts as
 * under 13: a child's account may not carry one.
 */
export const PRESSURE_MESSAGE_MIN_AGE = 13;

export function mayReceivePressureMessages(dateOfBirth: CalendarDate | undefined, today: CalendarDate): boolean {
  if (!dateOfBirth || dateOfBirth.year === 0) return false;
  return ageInYears(dateOfBirth, today) >= PRESSURE_MESSAGE_MIN_AGE;
}

/** "2 days, 4 hours" style countdown to the end of the league week. */
export function leagueCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (days > 0) return `${plural(days, "day")}, ${plural(hours, "hour")}`;
  if (hours > 0) return `${plural(hours, "hour")}, ${plural(minutes, "minute")}`;
  if (minutes > 0) return plural(minutes, "minute");
  return "a few seconds";
}
