// GET, PUT /api/v2/admin/events/{eventId} (issue 18; decision 0097): read:admin reads the event
// with who registered (names, organisations, e-mails); write:admin changes its values and/or
// status ("published"; "cancelled" with a "reason"), each change audited.
import { requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { adminEventJsonSchema, eventChangeBodyDoc } from "~/services/events/api";
import { getAdminEventApi, putAdminEventApi } from "~/services/events/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: ({ params }) => getAdminEventApi(params.eventId ?? ""),
  PUT: ({ caller, request, params, context }) => {
    requireScope(caller, "write:admin");
    return putAdminEventApi(caller, request, params.eventId ?? "", context.requestId);
  },

  describe: {
    GET: {
      summary: "An event, with who registered",
      description: "Names, organisations and e-mail addresses. read:admin or write:admin.",
      response: adminEventJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
    PUT: {
      summary: "Change an event, publish it or cancel it",
      description:
        "All its values (as in POST) and/or `status`: published publishes a draft, cancelled " +
        "cancels it with a `reason` registered farmers see. Back to draft is a 409. Each " +
        "change audited." +
        " The cancel's `reason` is 5 to 500 characters, checked before anything changes. " +
        "Changing a published event's time, place or link, or cancelling it, e-mails everyone " +
        "holding a seat (decision 0103).",
      body: eventChangeBodyDoc,
      response: adminEventJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
