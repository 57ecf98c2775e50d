// POST /api/v2/admin/notifications/{notificationId}/withdraw (issue 18; decision 0100):
// write:admin withdraws a notification with a "reason" (audited); recipients no longer see it.
// 409 when it is already withdrawn.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { withdrawNotificationApi } from "~/services/notifications/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: ({ caller, request, params, context }) =>
    withdrawNotificationApi(caller, request, params.notificationId ?? "", context.requestId),
});

export const loader = api.loader;
export const action = api.action;
