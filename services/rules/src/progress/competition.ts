import { addDaysIso } from "../learning/local-time.js";
/**
 * Prize-draw competitions (progress spec §4 week card and entry, §5 entry rules, §9 Competitions):
 * rules the web and ActivityService share. Dates are "YYYY-MM-DD" calendar days (UTC).
 */

/** Correct answers in one weekly window that earn a draw entry for that week (spec §9). */
export const CORRECT_ANSWERS_PER_DRAW_ENTRY = 30;
/** Weekly windows per competition (spec §9). */
export const COMPETITION_WEEKS = 4;
/** A supporter enters at most this many children; only the first 25 are considered (spec §5, §9). */
export const MAX_CHILDREN_PER_COMPETITION_ENTRY = 25;

export const competitionMessages = {
  loadFailed: "Error loading competition entry",
  // Spec §5: a learner with a supporter asks them (the wording is ours).
  askYourParent:
    "Your parent or carer enters you in the competition from their own Sumwise account. Ask them to enter you!",
  enteredDraw: "Entered draw",
  entered: "You're in! Good luck in the prize draw.",
  // Our wording: the service refuses these.
  supporterEntersYou: "Your parent or carer enters you in the competition: ask them to enter you.",
  notYourChild: "You can only enter your own learners.",
  tooManyChildren: `You can enter up to ${MAX_CHILDREN_PER_COMPETITION_ENTRY} learners at a time.`,
  closed: "There is no competition open for entries right now.",
} as const;

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** Today's calendar day in UTC, "YYYY-MM-DD". */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface CompetitionWeekDates {
  number: number;
  startsOn: string;
  endsOn: string;
}

/** The four weekly windows of a competition starting on `startsOn` (a Monday): Monday to Sunday. */
export function competitionWeeks(startsOn: string, weeks = COMPETITION_WEEKS): CompetitionWeekDates[] {
  return Array.from({ length: weeks }, (_, index) => ({
    number: index + 1,
    startsOn: addDaysIso(startsOn, index * 7),
    endsOn: addDaysIso(startsOn, index * 7 + 6),
  }));
}

export type WeekCardState =
  | { kind: "ended"; label: "Ended" }
  | { kind: "upcoming"; days: number; label: string }
  | { kind: "running"; daysLeft: number; label: string }
  | { kind: "ends-today"; label: "Ends today" };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The week card's state on `today` (spec §4): Ended; Starts in N days; N days left; Ends today. */
export function weekCardState(week: { startsOn: string; endsOn: string }, today: string): WeekCardState {
  const now = dayNumber(today);
  const start = dayNumber(week.startsOn);
  const end = dayNumber(week.endsOn);
  if (now > end) return { kind: "ended", label: "Ended" };
  if (now < start) {
    const days = start - now;
    return { kind: "upcoming", days, label: `Starts in ${plural(days, "day")}` };
  }
  if (now === end) return { kind: "ends-today", label: "Ends today" };
  // The last day counts as a day left: on Monday of a Monday–Sunday week, 7 days are left.
  const daysLeft = end - now + 1;
  return { kind: "running", daysLeft, label: `${plural(daysLeft, "day")} left` };
}

export type ProgressColour = "red" | "orange" | "green";

/** The week card's progress bar (spec §4): red under 33 %, orange under 100 %, green at 100 %. */
export function competitionProgress(
  correctAnswers: number,
  target = CORRECT_ANSWERS_PER_DRAW_ENTRY,
): { percent: number; colour: ProgressColour; label: string } {
  const percent = Math.min(100, Math.floor((Math.max(0, correctAnswers) / target) * 100));
  if (percent >= 100) return { percent: 100, colour: "green", label: competitionMessages.enteredDraw };
  return {
    percent,
    colour: percent < 33 ? "red" : "orange",
    label: `${Math.max(0, correctAnswers)} of ${target} correct answers`,
  };
}

/** Whether a week's count earns its draw entry (spec §9). */
export function hasDrawEntry(correctAnswers: number): boolean {
  return correctAnswers >= CORRECT_ANSWERS_PER_DRAW_ENTRY;
}

/** The children a supporter's entry considers: the first 25, in the order given (spec §5). */
export function childrenConsideredForEntry<T>(children: readonly T[]): T[] {
  return children.slice(0, MAX_CHILDREN_PER_COMPETITION_ENTRY);
}

/**
 * Whether the competition banner shows (spec §2): the feature is on, it was not dismissed for this
 * competition, and the user has not entered (a supporter: none of their children has).
 */
export function showCompetitionBanner(input: {
  enabled: boolean;
  dismissed: boolean;
  /** The entry flags of the learner themselves, or of each of a supporter's children. */
  entered: readonly boolean[];
}): boolean {
  return input.enabled && !input.dismissed && !input.entered.some(Boolean);
}

/**
 * Whether the Competitions menu entry and progress page show (spec §2 Activity area): the competition
 * feature is on, or the show-competition-activity flag is on and the learner already entered.
 */
export function showCompetitionActivity(input: {
  enableCompetition: boolean;
  showCompetitionActivity: boolean;
  entered: boolean;
}): boolean {
  return input.enableCompetition || (input.showCompetitionActivity && input.entered);
}

/** The device-storage key that remembers a dismissed banner, one per competition (spec §3). */
export function competitionBannerStorageKey(competitionId: string): string {
  return `sumwise:competition-banner-dismissed:${competitionId}`;
}

/** The Monday of the ISO week holding `isoDate` ("YYYY-MM-DD"). */
export function isoWeekMonday(isoDate: string): string {
  const weekday = (new Date(dayNumber(isoDate) * DAY_MS).getUTCDay() + 6) % 7;
  return addDaysIso(isoDate, -weekday);
}
