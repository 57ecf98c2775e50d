// GET /api/v2/notifications (issue 18; decision 0100): the caller's own notifications (not
// withdrawn), newest first, each with whether it is read, and how many are unread.
import type { z } from "zod";
import { requireApiUser } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  personNotificationJson,
  personNotificationListJsonSchema,
} from "~/services/notifications/api";
import { recipientLanguage } from "~/services/email/recipient-language.server";
import { listNotificationsForPerson } from "~/services/notifications/notifications.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  GET: async ({ caller }) => {
    // Programme messages in the caller's saved language, else English (decision 0160).
    const language = await recipientLanguage({ userId: caller.user.id, email: "" });
    const { items, unread } = await listNotificationsForPerson(caller.user.id, language);
    const json: z.infer<typeof personNotificationListJsonSchema> = {
      notifications: items.map(personNotificationJson),
      unread,
    };
    return apiOk(json);
  },

  describe: {
    GET: {
      summary: "The caller's notifications, newest first, and how many are unread",
      description:
        "Withdrawn ones are left out. 404 before sign-up." +
        " `kind` default, message or error (shown in the app's overlay for 4 s, 6 s and 10 s, " +
        "spec §9); `link` is a Veld path or null.",
      response: personNotificationListJsonSchema,
      errors: [404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
