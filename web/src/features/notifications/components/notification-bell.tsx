import { notificationBadgeText } from "@sumwise/rules";
import { useEffect, useId, useRef, useState } from "react";
import { useNotifications } from "../api/list-notifications.js";
import { useMarkNotificationsRead } from "../api/update-notifications.js";
import { NotificationAlert } from "./notification-alert.js";
import { NotificationList } from "./notification-list.js";

/**
 * The bell in the top bar (spec §2, §4): an unread badge capped at 9 ("9+"), a list that opens only
 * when there are notifications, and closing it marks every unread one read in one call. A
 * supporter's list holds their children's notifications too.
 */
export function NotificationBell({ userName }: { userName: string }) {
  const list = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const notifications = list.data?.notifications ?? [];
  const unread = notifications.filter((n) => !n.read);
  const badge = notificationBadgeText(unread.length);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (unread.length > 0) {
      markRead.mutate({ notifications: unread.map((n) => ({ name: n.name, read: true })) });
    }
    if (returnFocus) buttonRef.current?.focus();
  };
  // The latest close, for the document listener below.
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) closeRef.current(false);
    };
    // Escape closes the list and returns focus to the bell, as disclosure panels do.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeRef.current(true);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const label =
    unread.length === 0
      ? "Notifications"
      : `Notifications, ${unread.length > 9 ? "more than 9" : unread.length} unread`;
  return (
    <div className="notification-bell" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        // Spec §4: the bell opens only if notifications exist.
        aria-disabled={notifications.length === 0}
        title={notifications.length === 0 ? "No notifications yet" : undefined}
        onClick={() => {
          if (open) close(false);
          else if (notifications.length > 0) setOpen(true);
        }}
      >
        <BellIcon />
        {badge ? (
          <span className="notification-bell__badge" aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        ref={panelRef}
        className="notification-panel"
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!open}
      >
        <div className="notification-panel__header">
          <h2 id={headingId} className="notification-panel__heading">
            Notifications
          </h2>
          <button type="button" className="notification-panel__close" onClick={() => close(true)}>
            Close
          </button>
        </div>
        {open ? (
          <NotificationList notifications={notifications} now={new Date()} onFollowLink={() => close(false)} />
        ) : null}
      </section>
      <NotificationAlert userName={userName} notifications={notifications} listOpen={open} />
    </div>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-1.7 1.7A1 1 0 0 0 4 19.4h16a1 1 0 0 0 .7-1.7L19 16Z"
      />
    </svg>
  );
}
