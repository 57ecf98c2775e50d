// The JSON shapes of /api/v2 for notifications (issue 18; decision 0100). Pure.
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "~/shared/notifications";
import { describeAudience, storedAudience } from "./rules";

interface NotificationLike {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  audience: unknown;
  recipientCount: number;
  emailed: boolean;
  createdAt: Date;
  withdrawnAt: Date | null;
  readCount?: number;
}

/** A notification as admins see it: the audience stored at sending, in words too. */
export function adminNotificationJson(row: NotificationLike) {
  const audience = storedAudience(row.audience);
  return {
    notificationId: row.id,
    kind: row.kind,
    kindLabel: NOTIFICATION_KIND_LABELS[row.kind],
    title: row.title,
    body: row.body,
    link: row.link,
    audience,
    audienceText: describeAudience(audience),
    recipientCount: row.recipientCount,
    readCount: row.readCount ?? 0,
    emailed: row.emailed,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

export type AdminNotificationJson = ReturnType<typeof adminNotificationJson>;

/** One person's copy. */
export function personNotificationJson(item: {
  notificationId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}) {
  return {
    notificationId: item.notificationId,
    kind: item.kind,
    kindLabel: NOTIFICATION_KIND_LABELS[item.kind],
    title: item.title,
    body: item.body,
    link: item.link,
    createdAt: item.createdAt.toISOString(),
    read: item.readAt !== null,
    readAt: item.readAt?.toISOString() ?? null,
  };
}

export type PersonNotificationJson = ReturnType<typeof personNotificationJson>;
