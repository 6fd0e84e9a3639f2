/**
 * Just For You (learning spec §2, §4, §8, §9; progress spec §4): the Daily Challenge and the Weekly
 * Workout, their streaks, card states and time-left texts. Days are the learner's local calendar days
 * ("YYYY-MM-DD", see local-time.ts).
 */
import { addDaysIso, isWeekend, mondayOf } from "./local-time.js";

export type JustForYouKind = "daily" | "weekly";

/** The card states of spec §4. */
export type JustForYouState = "loading" | "locked" | "inactive" | "warning" | "complete" | "error";

export const justForYouTitles: Record<JustForYouKind, string> = {
  daily: "Daily Challenge",
  weekly: "Weekly Workout",
};

export const justForYouMessages = {
  /** Spec §8, one per card. */
  loadFailure: (kind: JustForYouKind) =>
    `We're having trouble loading your ${justForYouTitles[kind]}. Please refresh the page, or try again later.`,
  /** Progress spec §4: the daily challenge opens with the first answered question. */
  dailyLocked: "Answer your first question in a lesson to unlock your Daily Challenge.",
  noCourse: "Choose a course first: Just For You questions come from your lessons.",
  notToday: "This date is not today in the learner's time zone.",
  notThisWeek: "This date is not the Monday of this week in the learner's time zone.",
  otherCourse: "This is not the learner's current course.",
} as const;

/**
 * The Daily Challenge streak on `endDate`: completed days in a row, counting back. Today not yet
 * done does not break it (there is still time), and a weekend day without a challenge is skipped
 * ("safe over the weekend"); a weekend day that was done counts. Any other missed day ends it.
 */
export function dailyChallengeStreak(completedDays: Iterable<string>, endDate: string): number {
  const done = new Set(completedDays);
  let streak = 0;
  let day = endDate;
  if (!done.has(day)) day = addDaysIso(day, -1);
  // A weekday missed ends the walk, so it takes at most one step per completed day plus weekends.
  for (;;) {
    if (done.has(day)) streak++;
    else if (!isWeekend(day)) return streak;
    day = addDaysIso(day, -1);
  }
}

/**
 * The Weekly Workout streak on `endDate`: weeks (Monday to Sunday) in a row whose workout was
 * completed, counting back from the week of `endDate`; this week not yet done does not break it
 * (it is due by the end of Sunday).
 */
export function weeklyWorkoutStreak(completedMondays: Iterable<string>, endDate: string): number {
  const done = new Set([...completedMondays].map(mondayOf));
  let week = mondayOf(endDate);
  if (!done.has(week)) week = addDaysIso(week, -7);
  let streak = 0;
  while (done.has(week)) {
    streak++;
    week = addDaysIso(week, -7);
  }
  return streak;
}

/**
 * A card's state (spec §4): loading and error while its package loads; locked before it opens;
 * complete when every question is done; warning when questions are pending and a streak is at stake;
 * otherwise inactive (waiting to be started or carried on).
 */
export function justForYouState(input: {
  loading: boolean;
  failed: boolean;
  locked: boolean;
  finished: boolean;
  streak: number;
}): JustForYouState {
  if (input.loading) return "loading";
  if (input.failed) return "error";
  if (input.locked) return "locked";
  if (input.finished) return "complete";
  return input.streak > 0 ? "warning" : "inactive";
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * The card's time left until its due time (spec §4): whole days, whole hours, then "Less than 1 hour
 * left to complete"; in the last minute "A few seconds left" (spec §9).
 */
export function justForYouTimeLeft(remainingMs: number): string {
  if (remainingMs < minute) return "A few seconds left";
  if (remainingMs < hour) return "Less than 1 hour left to complete";
  if (remainingMs < day) return `${plural(Math.floor(remainingMs / hour), "hour")} left to complete`;
  return `${plural(Math.floor(remainingMs / day), "day")} left to complete`;
}

/** Remaining time in the finest unit that fits (spec §9): seconds, then minutes, hours and days. */
export function remainingTimeText(remainingMs: number): string {
  if (remainingMs < minute) return "A few seconds left";
  if (remainingMs < hour) return `${plural(Math.floor(remainingMs / minute), "minute")} left`;
  if (remainingMs < day) return `${plural(Math.floor(remainingMs / hour), "hour")} left`;
  return `${plural(Math.floor(remainingMs / day), "day")} left`;
}

/** How a streak reads on a card: "3 day streak", "1 week streak". */
export function streakText(kind: JustForYouKind, length: number): string {
  return `${length} ${kind === "daily" ? "day" : "week"} streak`;
}
