// POST /api/v2/admin/notifications/{notificationId}/withdraw (issue 18; decision 0100):
// write:admin withdraws a notification with a "reason" (audited); recipients no longer see it.
// 409 when it is already withdrawn.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { adminNotificationJsonSchema, withdrawBodyDoc } from "~/services/notifications/api";
import { withdrawNotificationApi } from "~/services/notifications/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: ({ caller, request, params, context }) =>
    withdrawNotificationApi(caller, request, params.notificationId ?? "", context.requestId),

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
