// The JSON shapes of /api/v2 for notifications (issue 18; decision 0100). Pure. The zod schemas
// are what the OpenAPI document shows (decision 0111); the JSON functions' return types are
// inferred from them, so tsc holds what is sent and what is documented together.
import { z } from "zod";
import { audienceFieldsDoc, audienceFilterJsonSchema } from "~/services/audience/forms";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "~/shared/notifications";
import { NOTIFICATION_FIELDS, WITHDRAW_FIELDS } from "./forms";
import { describeAudience, storedAudience } from "./rules";

/** A notification as admins see it: the audience stored at sending, in words too. */
export const adminNotificationJsonSchema = z.object({
  notificationId: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  body: z.string(),
  /** A page of Veld to open ('/profile/learn'). */
  link: z.string().nullable(),
  audience: audienceFilterJsonSchema,
  audienceText: z.string(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  emailed: z.boolean(),
  createdAt: z.string().datetime(),
  withdrawnAt: z.string().datetime().nullable(),
});

/** GET /admin/notifications. */
export const adminNotificationListJsonSchema = z.object({
  notifications: z.array(adminNotificationJsonSchema),
});

/**
 * POST /admin/notifications: the message's fields (the page's field list; notificationSchema
 * reads them with preprocessing a generator cannot show) and the audience.
 */
export const notificationBodyDoc =
  fieldListDocSchema(NOTIFICATION_FIELDS).extend(audienceFieldsDoc);

/** POST /admin/notifications/{notificationId}/withdraw: the reason, kept in the audit log. */
export const withdrawBodyDoc = fieldListDocSchema(WITHDRAW_FIELDS);

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

export function adminNotificationJson(
  row: NotificationLike,
): z.infer<typeof adminNotificationJsonSchema> {
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

/** One person's copy of a notification. */
export const personNotificationJsonSchema = z.object({
  notificationId: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  body: z.string(),
  /** A page of Veld to open ('/profile/learn'). */
  link: z.string().nullable(),
  createdAt: z.string().datetime(),
  read: z.boolean(),
  readAt: z.string().datetime().nullable(),
});

/** GET /notifications: the caller's own, newest first, and how many are unread. */
export const personNotificationListJsonSchema = z.object({
  notifications: z.array(personNotificationJsonSchema),
  unread: z.number().int(),
});

/** POST /notifications/read: how many were unread and are read now. */
export const markedReadJsonSchema = z.object({ marked: z.number().int() });

/** One person's copy. */
export function personNotificationJson(item: {
  notificationId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}): z.infer<typeof personNotificationJsonSchema> {
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
