// POST /api/v2/admin/notifications/{notificationId}/withdraw (issue 18; decision 0100):
// write:admin withdraws a notification with a "reason" (audited); recipients no longer see it.
// 409 when it is already withdrawn.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  adminNotificationJson,
  adminNotificationJsonSchema,
  withdrawBodyDoc,
} from "~/services/notifications/api";
import {
  findNotificationForAdmin,
  withdrawNotification,
} from "~/services/notifications/notifications.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ caller, request, params, context }) => {
    const notificationId = params.notificationId ?? "";
    const body = await readJsonObject(request);
    await withdrawNotification(auditActor(caller, context.requestId ?? null), notificationId, body);
    return apiOk(adminNotificationJson(await findNotificationForAdmin(notificationId)));
  },

  describe: {
    POST: {
      summary: "Withdraw a notification",
      description:
        "With a reason, kept in the audit log; recipients no longer see it. Already withdrawn: " +
        "409." +
        " The reason is 5 to 500 characters.",
      body: withdrawBodyDoc,
      response: adminNotificationJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
