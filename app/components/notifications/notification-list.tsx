// A person's notifications (issue 18; decision 0100): newest first, an unread one marked in words
// and by its border, its link, and the posts "Mark as read" (or "Open", which marks it read and
// follows the link) and "Mark all as read". Real forms: they work without JavaScript.
import { Form } from "@remix-run/react";
import type { PersonNotificationJson } from "~/services/notifications/api";
import { formatDateTime } from "~/services/kit/format";

export function NotificationList({
  notifications,
  unread,
  readOnly,
}: {
  notifications: PersonNotificationJson[];
  unread: number;
  readOnly: boolean;
}) {
  if (notifications.length === 0) return <p>No notifications yet.</p>;
  return (
    <>
      {unread > 0 && !readOnly ? (
        <Form method="post" className="nt-mark-all">
          <button type="submit" name="intent" value="readAll" className="button">
            Mark all as read
          </button>
        </Form>
      ) : null}
      <ul className="nt-list" data-testid="notification-list">
        {notifications.map((n) => (
          <li key={n.notificationId} className={`nt-item nt-item--${n.read ? "read" : "unread"}`}>
            <article aria-labelledby={`nt-${n.notificationId}`}>
              <h2 className="nt-title" id={`nt-${n.notificationId}`}>
                {n.read ? null : <span className="nt-badge">Unread</span>}
                {n.title}
              </h2>
              <p className="nt-meta">
                {n.kindLabel}, {formatDateTime(n.createdAt)}
              </p>
              <p className="nt-body">{n.body}</p>
              {readOnly ? (
                n.link ? (
                  <p>Link: {n.link}</p>
                ) : null
              ) : (
                <Form method="post" className="nt-actions">
                  <input type="hidden" name="notificationId" value={n.notificationId} />
                  {n.link ? (
                    <button
                      type="submit"
                      name="intent"
                      value="open"
                      className="button button--primary"
                    >
                      Open<span className="visually-hidden"> {n.title}</span>
                    </button>
                  ) : null}
                  {n.read ? null : (
                    <button type="submit" name="intent" value="read" className="button">
                      Mark as read<span className="visually-hidden"> {n.title}</span>
                    </button>
                  )}
                </Form>
              )}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
