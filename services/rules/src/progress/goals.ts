import { type CalendarDate, isValidCalendarDate } from "../calendar-date.js";

/** XP Target choices (progress spec §9): label, weekly XP and about how long it takes. */
export const XP_TARGET_OPTIONS = [
  { label: "Basic", xpPerWeek: 75, time: "about 15 min a week" },
  { label: "Casual", xpPerWeek: 150, time: "about 30 min a week" },
  { label: "Regular", xpPerWeek: 300, time: "about 1 hour a week" },
  { label: "Serious", xpPerWeek: 600, time: "about 2 hours a week" },
  { label: "Expert", xpPerWeek: 1000, time: "about 3 hours a week" },
] as const;

export const DEFAULT_XP_TARGET = 75;

export function isXpTargetOption(xpPerWeek: number): boolean {
  return XP_TARGET_OPTIONS.some((option) => option.xpPerWeek === xpPerWeek);
}

/** The On Track warning threshold (§9): a required pace above this many lessons a week. */
export const ON_TRACK_WARNING_LESSONS_PER_WEEK = 10;

export const GOAL_MESSAGES = {
  loadError: "Error loading goals. Please refresh or try again later.",
  createError: "There was an error creating your goal. Please refresh the page or try again later.",
  saveError: "Sorry, there was an error! Please try again.",
  removeQuestion: "Are you sure you want to remove this goal? You will no longer be able to see this goal's history.",
  onTrackWarning: "Are you sure? That date doesn't give you much time to finish your course.",
  parentReadOnly: "Log in as the learner to edit this goal",
  parentProgress: "To view progress, please log in as your learner",
  invalidDate: "Invalid date",
  pastDate: "Choose a date after today.",
} as const;

const MS_PER_WEEK = 7 * 24 * 3600 * 1000;

export interface OnTrackInput {
  /** Lessons in the course (the course's partsCount). */
  lessonsInCourse: number;
  lessonsCompleteAtStart: number;
  lessonsCompleted: number;
  createdAt: Date;
  /** The target day; the goal ends at the start of that day (UTC). */
  targetDate: CalendarDate;
  now: Date;
}

export type OnTrackState = "on_target" | "ahead" | "behind";

export interface OnTrackStatus {
  /** Percent of the course complete now (0–100). */
  progressPercent: number;
  /** Percent the learner should have reached by now (0–100). */
  targetPercent: number;
  state: OnTrackState;
  /** floor(progress) ≥ floor(target) (§4). */
  achieved: boolean;
  /** Lessons a week needed from now to finish by the target date. */
  requiredLessonsPerWeek: number;
}

const percentOf = (lessons: number, total: number) => (total > 0 ? Math.min(100, (lessons / total) * 100) : 0);

function dateStartUtc(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** Lessons a week needed to finish the remaining lessons by the target date (Infinity when it has passed). */
export function requiredLessonsPerWeek(lessonsRemaining: number, targetDate: CalendarDate, now: Date): number {
  if (lessonsRemaining <= 0) return 0;
  const weeks = (dateStartUtc(targetDate) - now.getTime()) / MS_PER_WEEK;
  return weeks > 0 ? lessonsRemaining / weeks : Number.POSITIVE_INFINITY;
}

/** Whether a target date asks for more than 10 lessons a week (the spec's warning). */
export function onTrackNeedsWarning(lessonsRemaining: number, targetDate: CalendarDate, now: Date): boolean {
  return requiredLessonsPerWeek(lessonsRemaining, targetDate, now) > ON_TRACK_WARNING_LESSONS_PER_WEEK;
}

/**
 * The On Track status (§4): target % = expected weekly rate × weeks elapsed since the start + the
 * lessons at start (as a percentage), capped at 100. The expected weekly rate spreads what was left
 * at the start evenly over the weeks from the start to the target date.
 */
export function onTrackStatus(input: OnTrackInput): OnTrackStatus {
  const { lessonsInCourse, lessonsCompleteAtStart, lessonsCompleted, createdAt, targetDate, now } = input;
  const startPercent = percentOf(lessonsCompleteAtStart, lessonsInCourse);
  const totalWeeks = Math.max((dateStartUtc(targetDate) - createdAt.getTime()) / MS_PER_WEEK, 1 / 7);
  const weeksElapsed = Math.max(0, (now.getTime() - createdAt.getTime()) / MS_PER_WEEK);
  const weeklyRate = (100 - startPercent) / totalWeeks;
  const targetPercent = Math.min(100, weeklyRate * weeksElapsed + startPercent);
  const progressPercent = percentOf(lessonsCompleted, lessonsInCourse);
  const progress = Math.floor(progressPercent);
  const target = Math.floor(targetPercent);
  return {
    progressPercent,
    targetPercent,
    state: progress === target ? "on_target" : progress > target ? "ahead" : "behind",
    achieved: progress >= target,
    requiredLessonsPerWeek: requiredLessonsPerWeek(lessonsInCourse - lessonsCompleted, targetDate, now),
  };
}

/** A target date is a valid day after `today`. */
export function onTrackDateProblem(date: CalendarDate | undefined, today: CalendarDate): string | undefined {
  if (!date || !isValidCalendarDate(date)) return GOAL_MESSAGES.invalidDate;
  return dateStartUtc(date) > dateStartUtc(today) ? undefined : GOAL_MESSAGES.pastDate;
}

/**
 * "The goal will start again in …" (§4): whole days, else hours, else minutes, else "a few seconds".
 */
export function goalRestartsIn(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds >= 86_400) return plural(Math.floor(seconds / 86_400), "day");
  if (seconds >= 3_600) return plural(Math.floor(seconds / 3_600), "hour");
  if (seconds >= 60) return plural(Math.floor(seconds / 60), "minute");
  return "a few seconds";
}

/** Years for the date picker (§5): default mode 1930 → this year descending; future mode this year → +5. */
export function datePickerYears(mode: "default" | "future", currentYear: number): number[] {
  if (mode === "future") return Array.from({ length: 6 }, (_, i) => currentYear + i);
  return Array.from({ length: currentYear - 1930 + 1 }, (_, i) => currentYear - i);
}
