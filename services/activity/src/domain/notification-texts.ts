import type { NotificationType } from "./notification-names.js";

/**
 * Titles and texts per type. The spec gives only the level-up wording ('Level Up!', "You've reached
 * level N!"); the rest are ours: short, plain, and never pressing a child. A supporter's copy names
 * the child.
 */
const achievementNames: Partial<Record<NotificationType, string>> = {
  ACHIEVEMENT_GOAL_SETTER: "Goal Setter",
  ACHIEVEMENT_QUESTION_PERFECTION: "Question Perfection",
  ACHIEVEMENT_LESSON_LEGEND: "Lesson Legend",
  ACHIEVEMENT_ON_A_ROLL: "On a Roll",
  ACHIEVEMENT_DAILY_CHALLENGE: "Today's the day",
  ACHIEVEMENT_COURSE_COMPLETER: "Course Completer",
  ACHIEVEMENT_DAILY_CHALLENGE_UNLOCKED: "Daily Challenge Unlocked",
};

export interface NotificationWording {
  title: string;
  text: string;
}

export function notificationWording(
  type: NotificationType,
  level: number | undefined,
  childFirstName?: string,
): NotificationWording {
  const who = childFirstName;
  const achievement = achievementNames[type];
  if (achievement) {
    const lvl = level ? ` (level ${level})` : "";
    return {
      title: "Achievement unlocked!",
      text: who ? `${who} earned ${achievement}${lvl}.` : `You earned ${achievement}${lvl}.`,
    };
  }
  switch (type) {
    case "XP_LEVEL_UP":
      return {
        title: "Level Up!",
        text: who ? `${who} has reached level ${level}!` : `You've reached level ${level}!`,
      };
    case "GOAL_NOT_SET":
      return {
        title: "Set a goal",
        text: who ? `${who} hasn't set a weekly goal yet.` : "Setting a weekly goal helps you see your progress.",
      };
    case "WEEKLY_WORKOUT_AVAILABLE":
      return {
        title: "Weekly workout",
        text: who ? `A new weekly workout is ready for ${who}.` : "A new weekly workout is ready for you.",
      };
    case "WEEKLY_WORKOUT_STREAK_EXPIRING":
      return {
        title: "Weekly workout",
        text: who
          ? `${who}'s weekly workout streak ends on Sunday unless this week's workout is done.`
          : "Your weekly workout streak ends on Sunday unless you finish this week's workout.",
      };
    case "LEAGUE_TABLE_POSITION_IMPROVED":
      return {
        title: "League table",
        text: who ? `${who} moved up the league table last week.` : "You moved up the league table last week!",
      };
    default:
      return {
        title: "Notifications",
        text: "Notifications are here: you'll find news about your progress in this list.",
      };
  }
}

/** Where each type leads in the app (web routes); undefined for types that lead nowhere. */
export function notificationLink(type: NotificationType): string | undefined {
  if (type.startsWith("ACHIEVEMENT_")) return "/activity/achievements";
  switch (type) {
    case "XP_LEVEL_UP":
      return "/activity";
    case "GOAL_NOT_SET":
      return "/activity/goals";
    case "WEEKLY_WORKOUT_AVAILABLE":
    case "WEEKLY_WORKOUT_STREAK_EXPIRING":
      return "/learn/just-for-you";
    case "LEAGUE_TABLE_POSITION_IMPROVED":
      return "/activity/league";
    default:
      return undefined;
  }
}
