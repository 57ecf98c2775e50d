// POST /api/v2/notifications/read (issue 18; decision 0100): marks all the caller's
// notifications read; answers how many were unread. No body needed.
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { markedReadJsonSchema } from "~/services/notifications/api";
import { markAllReadApi } from "~/services/notifications/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  POST: ({ caller, request }) => markAllReadApi(caller, request),

  describe: {
    POST: {
      summary: "Mark all the caller's notifications read",
      description: "No body needed (an empty one or a JSON object). 404 before sign-up.",
      response: markedReadJsonSchema,
      errors: [400, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
