/**
 * Notification types and names (progress spec §3). A notification's name is its identity:
 * "indyUsers/{u}/notifications/{TYPE}-{level or id}[:{childId}]", so creating the same one twice
 * (a retried event, two replicas) finds the first, and "one per level", "one per week" or "one per
 * month" are kept by choosing the key.
 */
export const notificationTypes = [
  "GOAL_NOT_SET",
  "WEEKLY_WORKOUT_AVAILABLE",
  "WEEKLY_WORKOUT_STREAK_EXPIRING",
  "XP_LEVEL_UP",
  "LEAGUE_TABLE_POSITION_IMPROVED",
  "ACHIEVEMENT_GOAL_SETTER",
  "ACHIEVEMENT_QUESTION_PERFECTION",
  "ACHIEVEMENT_LESSON_LEGEND",
  "ACHIEVEMENT_ON_A_ROLL",
  "ACHIEVEMENT_DAILY_CHALLENGE",
  "ACHIEVEMENT_COURSE_COMPLETER",
  "ACHIEVEMENT_DAILY_CHALLENGE_UNLOCKED",
  "ONE_OFF_INTRODUCING_NOTIFICATIONS",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export type AchievementNotificationType = Extract<NotificationType, `ACHIEVEMENT_${string}`>;

export function isNotificationType(value: string): value is NotificationType {
  return (notificationTypes as readonly string[]).includes(value);
}

/** The kind drives the list's icon: achievements show their badge, everything else the default. */
export type NotificationKind = "default" | "achievement";

export function kindOf(type: NotificationType): NotificationKind {
  return type.startsWith("ACHIEVEMENT_") ? "achievement" : "default";
}

/** The level applies to XP level-up and achievement types only (§3). */
export function hasLevel(type: NotificationType): boolean {
  return type === "XP_LEVEL_UP" || kindOf(type) === "achievement";
}

export interface NotificationName {
  /** "indyUsers/{id}": whose list it is in. */
  owner: string;
  type: NotificationType;
  /** The level (level types) or another id that makes it unique (a week, a month). */
  key: string;
  /** Set on a supporter's copy of a child's notification: the child's id. */
  childId?: string;
}

const keyPattern = /^[A-Za-z0-9_.-]{1,64}$/;
const idPattern = /^[A-Za-z0-9-]{1,64}$/;
const namePattern = /^(indyUsers\/[A-Za-z0-9-]{1,64})\/notifications\/([A-Z_]+)-([^:/]+)(?::([^:/]+))?$/;

export function formatNotificationName(name: NotificationName): string {
  if (!keyPattern.test(name.key)) throw new RangeError(`not a notification key: ${name.key}`);
  if (name.childId !== undefined && !idPattern.test(name.childId)) {
    throw new RangeError(`not a child id: ${name.childId}`);
  }
  const child = name.childId === undefined ? "" : `:${name.childId}`;
  return `${name.owner}/notifications/${name.type}-${name.key}${child}`;
}

/** The parts of a notification name: a type, a dash, a level or id, optionally a colon and a child id. */
export function parseNotificationName(text: string): NotificationName | undefined {
  const match = namePattern.exec(text);
  if (!match) return undefined;
  const [, owner, type, key, childId] = match;
  if (!owner || !type || !key || !isNotificationType(type) || !keyPattern.test(key)) return undefined;
  if (childId !== undefined && !idPattern.test(childId)) return undefined;
  return childId === undefined ? { owner, type, key } : { owner, type, key, childId };
}

/** "indyUsers/{id}" → "{id}". */
export function userIdOf(userName: string): string {
  const id = /^indyUsers\/([A-Za-z0-9-]{1,64})$/.exec(userName)?.[1];
  if (!id) throw new RangeError(`not an Indy user name: ${userName}`);
  return id;
}

/** A supporter's copy of a child's notification: same type and key, in the supporter's list, tagged with the child. */
export function supporterCopyName(childNotification: NotificationName, supporter: string): NotificationName {
  return {
    owner: supporter,
    type: childNotification.type,
    key: childNotification.key,
    childId: userIdOf(childNotification.owner),
  };
}
