// The /api/v2 calls of notifications (issue 18; decision 0100): a signed-up person's own list and
// marking read (one, or all); the admin calls (read:admin lists; write:admin sends and
// withdraws, audited). The routes check who is asking.
import { auditActor, type ApiCaller, type ApiSignedUpCaller } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject, apiRefused } from "~/services/api/envelope";
import type { z } from "zod";
import {
  adminNotificationJson,
  personNotificationJson,
  type markedReadJsonSchema,
  type personNotificationListJsonSchema,
} from "./api";
import {
  findNotificationForAdmin,
  listNotificationsForAdmin,
  listNotificationsForPerson,
  markAllNotificationsRead,
  markNotificationRead,
  sendNotification,
  withdrawNotification,
} from "./notifications.server";

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    apiRefused(error);
  }
}

/** GET /notifications: the caller's notifications, newest first, and how many are unread. */
export async function getMyNotificationsApi(caller: ApiSignedUpCaller) {
  const { items, unread } = await listNotificationsForPerson(caller.user.id);
  const json: z.infer<typeof personNotificationListJsonSchema> = {
    notifications: items.map(personNotificationJson),
    unread,
  };
  return apiOk(json);
}

/** POST /notifications/{notificationId}/read: marks one read (404 for someone else's). */
export async function markReadApi(
  caller: ApiSignedUpCaller,
  request: Request,
  notificationId: string,
) {
  await readJsonObject(request, { optional: true });
  const item = await guarded(() => markNotificationRead(caller.user.id, notificationId));
  return apiOk(personNotificationJson({ ...item, readAt: item.readAt ?? new Date() }));
}

/** POST /notifications/read: marks all the caller's notifications read. */
export async function markAllReadApi(caller: ApiSignedUpCaller, request: Request) {
  await readJsonObject(request, { optional: true });
  const json: z.infer<typeof markedReadJsonSchema> = {
    marked: await markAllNotificationsRead(caller.user.id),
  };
  return apiOk(json);
}

/** GET /admin/notifications: every notification, newest first, with read counts. */
export async function getAdminNotificationsApi() {
  const rows = await listNotificationsForAdmin();
  return apiOk({ notifications: rows.map(adminNotificationJson) });
}

/** POST /admin/notifications: sends one (201; audited). */
export async function postAdminNotificationApi(
  caller: ApiCaller,
  request: Request,
  requestId: string | null,
) {
  const body = await readJsonObject(request);
  const row = await guarded(() => sendNotification(auditActor(caller, requestId), body));
  return apiCreated(adminNotificationJson(row));
}

/** POST /admin/notifications/{notificationId}/withdraw: with a "reason" (audited). */
export async function withdrawNotificationApi(
  caller: ApiCaller,
  request: Request,
  notificationId: string,
  requestId: string | null,
) {
  const body = await readJsonObject(request);
  await guarded(() => withdrawNotification(auditActor(caller, requestId), notificationId, body));
  const row = await guarded(() => findNotificationForAdmin(notificationId));
  return apiOk(adminNotificationJson(row));
}
