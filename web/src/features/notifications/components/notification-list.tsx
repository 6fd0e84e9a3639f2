import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { Notification } from "@sumwise/gen/activity/v1/notifications_pb";
import { NotificationKind } from "@sumwise/gen/activity/v1/notifications_pb";
import { notificationRelativeTime } from "@sumwise/rules";
import { Link } from "react-router";

/** The list inside the bell's panel: title, text (at most 250 px wide) and when, newest first. */
export function NotificationList({
  notifications,
  now,
  onFollowLink,
}: {
  notifications: readonly Notification[];
  now: Date;
  onFollowLink: () => void;
}) {
  return (
    <ul className="notification-list">
      {notifications.map((notification) => {
        const created = notification.createTime ? timestampDate(notification.createTime) : now;
        const body = (
          <>
            <span className="notification-list__icon" aria-hidden="true">
              {notification.kind === NotificationKind.ACHIEVEMENT ? "★" : "✦"}
            </span>
            <span className="notification-list__body">
              <span className="notification-list__title">
                {notification.title}
                {notification.read ? null : <span className="visually-hidden"> (new)</span>}
              </span>
              <span className="notification-list__text">{notification.text}</span>
              <time className="notification-list__time" dateTime={created.toISOString()}>
                {notificationRelativeTime(created, now)}
              </time>
            </span>
          </>
        );
        const className = notification.read
          ? "notification-list__item"
          : "notification-list__item notification-list__item--unread";
        return (
          <li key={notification.name}>
            {notification.link ? (
              // Spec §4: following a link navigates and closes the list (the analytics event has no sink yet).
              <Link className={className} to={notification.link} onClick={onFollowLink}>
                {body}
              </Link>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
