// GET, POST /api/v2/admin/notifications (issue 18; decision 0100): read:admin lists every
// notification with its audience, recipients and read count; write:admin sends one (201; the
// audience is resolved and fanned out at sending; optional e-mails; audited).
import { requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import {
  adminNotificationJsonSchema,
  adminNotificationListJsonSchema,
  notificationBodyDoc,
} from "~/services/notifications/api";
import {
  getAdminNotificationsApi,
  postAdminNotificationApi,
} from "~/services/notifications/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: () => getAdminNotificationsApi(),
  POST: ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    return postAdminNotificationApi(caller, request, context.requestId);
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
