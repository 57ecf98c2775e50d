// GET, POST /api/v2/admin/events (issue 18; decision 0097): read:admin lists every event with
// its seats taken; write:admin creates one (a draft, or "status": "published"; 201; audited).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  eventCreateBodyDoc,
  eventJson,
  eventJsonSchema,
  eventListJsonSchema,
  eventStatusOf,
} from "~/services/events/api";
import { createEvent, listAllEvents } from "~/services/events/events.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async () => {
    const rows = await listAllEvents();
    return apiOk({ events: rows.map((row) => eventJson(row)) });
  },
  POST: async ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    const { status: rawStatus, ...values } = await readJsonObject(request);
    const status = eventStatusOf(rawStatus);
    if (status === "cancelled") {
      throw apiError(422, "Some fields are missing or not valid.", {
        status: "A new event is a draft or published.",
      });
    }
    const actor = auditActor(caller, context.requestId);
    const row = await createEvent(actor, values, status === "published");
    return apiCreated(eventJson({ ...row, seatsTaken: 0 }));
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
