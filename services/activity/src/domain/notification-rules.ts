import { NOTIFICATION_LIST_CAP } from "@sumwise/rules";
import type { NotificationType } from "./notification-names.js";
import { ukDay, ukWeekStart } from "./uk-calendar.js";

/**
 * When each notification type is made and which ones a list shows (progress spec §4, §5). Pure:
 * the callers (notify(), the goal, league and weekly-workout features) pass in what they know.
 */

export interface ListedNotification {
  type: NotificationType;
  createdAt: Date;
  /** Whose progress it is about: the child's id on a supporter's copy, else the owner. */
  subject: string;
}

const weeklyWorkoutTypes: ReadonlySet<NotificationType> = new Set([
  "WEEKLY_WORKOUT_AVAILABLE",
  "WEEKLY_WORKOUT_STREAK_EXPIRING",
]);

/** The one-off 'introducing notifications' ran from 7 to 31 October 2021 (UK dates), inclusive. */
const introducingFrom = "2021-10-07";
const introducingTo = "2021-10-31";

export function oneOffIntroducingShown(now: Date): boolean {
  const today = ukDay(now).date;
  return today >= introducingFrom && today <= introducingTo;
}

/**
 * The list as shown: newest first; only the newest league improvement per child or user; only the
 * newest weekly-workout notification of either type; the introducing notice only in its window;
 * at most NOTIFICATION_LIST_CAP.
 */
export function visibleNotifications<T extends ListedNotification>(all: readonly T[], now: Date): T[] {
  const newestFirst = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const leagueSeen = new Set<string>();
  let weeklyWorkoutSeen = false;
  const shown: T[] = [];
  for (const notification of newestFirst) {
    if (notification.type === "ONE_OFF_INTRODUCING_NOTIFICATIONS" && !oneOffIntroducingShown(now)) continue;
    if (notification.type === "LEAGUE_TABLE_POSITION_IMPROVED") {
      if (leagueSeen.has(notification.subject)) continue;
      leagueSeen.add(notification.subject);
    }
    if (weeklyWorkoutTypes.has(notification.type)) {
      if (weeklyWorkoutSeen) continue;
      weeklyWorkoutSeen = true;
    }
    shown.push(notification);
    if (shown.length === NOTIFICATION_LIST_CAP) break;
  }
  return shown;
}

/**
 * Messages that press a child to keep going or warn of a loss. Under-13s never get them (house rule:
 * children, no nudges). The spec has no rank-loss notification; only the streak warning is one.
 */
const pressureTypes: ReadonlySet<NotificationType> = new Set(["WEEKLY_WORKOUT_STREAK_EXPIRING"]);

export function isPressureType(type: NotificationType): boolean {
  return pressureTypes.has(type);
}

/**
 * How much ActivityService knows of a learner's age: only whether they are under 13, asked from
 * IndyService when needed and never stored. "unknown" is treated as under 13 (the safe side).
 */
export type AgeBand = "under13" | "13plus" | "unknown";

export function mayReceive(type: NotificationType, ageBand: AgeBand): boolean {
  return !(isPressureType(type) && ageBand !== "13plus");
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Goal not set: for accounts older than one day with no goal, once per (UK) month. Returns the
 * name key ("YYYY-MM") to create, or undefined when none is due. The key makes it once a month.
 */
export function goalNotSetKey(input: { accountCreatedAt: Date; hasGoal: boolean; now: Date }): string | undefined {
  if (input.hasGoal) return undefined;
  if (input.now.getTime() - input.accountCreatedAt.getTime() <= DAY_MS) return undefined;
  return ukDay(input.now).date.slice(0, 7);
}

/** Weekly workout available: once per week (the key is the UK Monday). */
export function weeklyWorkoutAvailableKey(now: Date): string {
  return ukWeekStart(now);
}

/**
 * Weekly workout streak expiring: from Friday (UK) to the week's end, when this week's workout is not
 * complete and the streak is above 0; never to under-13s. Key: the week's Monday.
 */
export function streakExpiringKey(input: {
  now: Date;
  workoutComplete: boolean;
  streakLength: number;
  ageBand: AgeBand;
}): string | undefined {
  if (!mayReceive("WEEKLY_WORKOUT_STREAK_EXPIRING", input.ageBand)) return undefined;
  if (input.workoutComplete || input.streakLength <= 0) return undefined;
  if (ukDay(input.now).isoWeekday < 5) return undefined;
  return ukWeekStart(input.now);
}

/**
 * League position improved: last week's rank (1 = top) beat the week before's and XP was earned
 * last week. Key: last week's Monday, so once per week.
 */
export function leaguePositionImprovedKey(input: {
  lastWeekStart: string;
  lastWeekRank: number | undefined;
  weekBeforeRank: number | undefined;
  lastWeekXp: number;
}): string | undefined {
  const { lastWeekRank, weekBeforeRank } = input;
  if (lastWeekRank === undefined || weekBeforeRank === undefined || input.lastWeekXp <= 0) return undefined;
  return lastWeekRank < weekBeforeRank ? input.lastWeekStart : undefined;
}
