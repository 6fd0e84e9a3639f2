/**
 * Notification constants and texts the web shows (progress spec §4, §9). The server's list rules
 * (services/activity/src/domain/notification-rules.ts) use the same cap.
 */

/** At most this many notifications are listed (the newest). */
export const NOTIFICATION_LIST_CAP = 10;
/** The bell's unread badge shows at most this number ("9+" beyond it). */
export const NOTIFICATION_BADGE_CAP = 9;
/** A new notification's slide-in alert appears after this delay… */
export const NOTIFICATION_ALERT_DELAY_MS = 500;
/** …and dismisses itself after this long on screen. */
export const NOTIFICATION_ALERT_DISMISS_MS = 8_000;
/** The alert's slide transition, and the top bar's. */
export const NOTIFICATION_ALERT_SLIDE_MS = 2_000;
export const NOTIFICATION_TOP_BAR_SLIDE_MS = 500;
/** The notification text column's maximum width in CSS pixels. */
export const NOTIFICATION_TEXT_MAX_WIDTH_PX = 250;

/** The badge's text for `unread` notifications: nothing at 0, the number up to the cap, then "9+". */
export function notificationBadgeText(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return "";
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.floor(unread));
}

const DAY_MS = 24 * 60 * 60 * 1000;

function localDayNumber(date: Date): number {
  return Math.floor((date.getTime() - date.getTimezoneOffset() * 60_000) / DAY_MS);
}

/**
 * When a notification was made, as the list says it (spec §9): 'today', 'yesterday', then (the spec
 * names no text for 2–6 days, so those read 'N days ago'), 'a week ago' from 7 days, 'N weeks ago'
 * from 14 days, 'over a month ago' beyond 4 weeks. Days are counted in the viewer's calendar.
 */
export function notificationRelativeTime(created: Date, now: Date = new Date()): string {
  const days = Math.max(0, localDayNumber(now) - localDayNumber(created));
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 14) return "a week ago";
  if (days <= 28) return `${Math.floor(days / 7)} weeks ago`;
  return "over a month ago";
}
