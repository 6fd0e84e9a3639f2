import type { Notification } from "@sumwise/gen/activity/v1/notifications_pb";
import {
  NOTIFICATION_ALERT_DELAY_MS,
  NOTIFICATION_ALERT_DISMISS_MS,
  NOTIFICATION_ALERT_SLIDE_MS,
} from "@sumwise/rules";
import { useEffect, useState } from "react";
import { loadAlerted, nextAlert, rememberAlerted } from "../lib/alerts.js";

type Phase = "entering" | "leaving";

/**
 * The slide-in alert for a new notification (spec §4, §9): appears 500 ms after it arrives, slides in
 * over 2 s (no motion when the user asks for less), and leaves by itself after 8 s. The live region
 * is always in the page so screen readers announce what appears in it, politely.
 */
export function NotificationAlert({
  userName,
  notifications,
  listOpen,
}: {
  userName: string;
  notifications: readonly Notification[];
  /** The list shows everything already: no alert over it. */
  listOpen: boolean;
}) {
  const [shown, setShown] = useState<{ notification: Notification; phase: Phase }>();

  useEffect(() => {
    if (listOpen) setShown(undefined);
  }, [listOpen]);

  useEffect(() => {
    if (shown || listOpen) return;
    const candidate = nextAlert(notifications, loadAlerted(userName));
    if (!candidate) return;
    const appear = setTimeout(() => {
      // One alert per arrival: the others that came with it are in the list, not alerted one by one.
      rememberAlerted(
        userName,
        notifications.filter((n) => !n.read).map((n) => n.name),
      );
      setShown({ notification: candidate, phase: "entering" });
    }, NOTIFICATION_ALERT_DELAY_MS);
    return () => clearTimeout(appear);
  }, [notifications, shown, userName, listOpen]);

  useEffect(() => {
    if (!shown) return;
    if (shown.phase === "entering") {
      const leave = setTimeout(() => setShown({ ...shown, phase: "leaving" }), NOTIFICATION_ALERT_DISMISS_MS);
      return () => clearTimeout(leave);
    }
    const gone = setTimeout(() => setShown(undefined), reducedMotion() ? 0 : NOTIFICATION_ALERT_SLIDE_MS);
    return () => clearTimeout(gone);
  }, [shown]);

  return (
    <div className="notification-alert-region" role="status" aria-live="polite">
      {shown ? (
        <div
          className={`notification-alert notification-alert--${shown.phase}`}
          style={{ animationDuration: `${NOTIFICATION_ALERT_SLIDE_MS}ms` }}
          data-testid="notification-alert"
        >
          <div className="notification-alert__body">
            <strong className="notification-alert__title">{shown.notification.title}</strong>
            <span className="notification-alert__text">{shown.notification.text}</span>
          </div>
          <button
            type="button"
            className="notification-alert__close"
            aria-label="Dismiss"
            onClick={() => setShown(undefined)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}

function reducedMotion(): boolean {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
