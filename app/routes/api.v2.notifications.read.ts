// POST /api/v2/notifications/read (issue 18; decision 0100): marks all the caller's
// notifications read; answers how many were unread. No body needed.
import type { z } from "zod";
import { requireApiUser } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { markedReadJsonSchema } from "~/services/notifications/api";
import { markAllNotificationsRead } from "~/services/notifications/notifications.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  POST: async ({ caller, request }) => {
    await readJsonObject(request, { optional: true });
    const json: z.infer<typeof markedReadJsonSchema> = {
      marked: await markAllNotificationsRead(caller.user.id),
    };
    return apiOk(json);
  },

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
