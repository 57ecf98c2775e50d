// GET, POST /api/v2/admin/notifications (issue 18; decision 0100): read:admin lists every
// notification with its audience, recipients and read count; write:admin sends one (201; the
// audience is resolved and fanned out at sending; optional e-mails; audited).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  adminNotificationJson,
  adminNotificationJsonSchema,
  adminNotificationListJsonSchema,
  notificationBodyDoc,
} from "~/services/notifications/api";
import {
  listNotificationsForAdmin,
  sendNotification,
} from "~/services/notifications/notifications.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async () => {
    const rows = await listNotificationsForAdmin();
    return apiOk({ notifications: rows.map(adminNotificationJson) });
  },
  POST: async ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    const body = await readJsonObject(request);
    const row = await sendNotification(auditActor(caller, context.requestId ?? null), body);
    return apiCreated(adminNotificationJson(row));
  },

  describe: {
    GET: {
      summary: "Every notification, with its audience, recipients and read count",
      description: "read:admin or write:admin.",
      response: adminNotificationListJsonSchema,
      errors: [403],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Send a notification",
      description:
        "The audience is resolved at sending and each person gets their copy; `sendEmail` " +
        "e-mails it too. Nobody chosen is a 422. Audited." +
        " The audience: people by id, organisations by id, journey steps, province codes, member " +
        "roles; within a list any matches, across lists all must, and people by id are added. " +
        "With `sendEmail` each person is e-mailed once. A `link` that is not a Veld path is a " +
        "422.",
      body: notificationBodyDoc,
      response: adminNotificationJsonSchema,
      status: 201,
      errors: [400, 403, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
