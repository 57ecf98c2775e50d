// GET, POST /api/v2/admin/events (issue 18; decision 0097): read:admin lists every event with
// its seats taken; write:admin creates one (a draft, or "status": "published"; 201; audited).
import { requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { eventCreateBodyDoc, eventJsonSchema, eventListJsonSchema } from "~/services/events/api";
import { getAdminEventsApi, postAdminEventApi } from "~/services/events/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: () => getAdminEventsApi(),
  POST: ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    return postAdminEventApi(caller, request, context.requestId);
  },

  describe: {
    GET: {
      summary: "Every event, drafts and cancelled ones too, with its seats taken",
      description: "read:admin or write:admin.",
      response: eventListJsonSchema,
      errors: [403],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Create an event",
      description:
        "A draft unless `status` is published. The form's rules; a 422 names each field at " +
        "fault. Audited." +
        " A place or an https:// link, or both; `capacity` a whole number from 1 to 100 000, or " +
        "null; `province` a code such as FS.",
      body: eventCreateBodyDoc,
      response: eventJsonSchema,
      status: 201,
      errors: [400, 403, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
