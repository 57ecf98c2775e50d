// POST /api/v2/notifications/{notificationId}/read (issue 18; decision 0100): marks one of the
// caller's notifications read. Someone else's, a withdrawn one or an unknown id is a 404.
import { requireApiUser } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { personNotificationJson, personNotificationJsonSchema } from "~/services/notifications/api";
import { markNotificationRead } from "~/services/notifications/notifications.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  POST: async ({ caller, request, params }) => {
    await readJsonObject(request, { optional: true });
    const item = await markNotificationRead(caller.user.id, params.notificationId ?? "");
    return apiOk(personNotificationJson({ ...item, readAt: item.readAt ?? new Date() }));
  },

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
