// POST /api/v2/notifications/{notificationId}/read (issue 18; decision 0100): marks one of the
// caller's notifications read. Someone else's, a withdrawn one or an unknown id is a 404.
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { personNotificationJsonSchema } from "~/services/notifications/api";
import { markReadApi } from "~/services/notifications/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  POST: ({ caller, request, params }) => markReadApi(caller, request, params.notificationId ?? ""),

  describe: {
    POST: {
      summary: "Mark one of the caller's notifications read",
      description:
        "No body needed. Someone else's, a withdrawn one or an unknown id is a 404 (so is any " +
        "call before sign-up).",
      response: personNotificationJsonSchema,
      errors: [400, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
