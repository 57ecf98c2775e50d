// PUT and DELETE /api/v2/company/{companyId}/grazingEvents/{eventId} (issue 15; decision 0077;
// the OpenAPI document); GET reads one event. PUT (editors, the step open): the whole
// event, as for POST, with the same rules (the event is not compared with itself). An event of
// another organisation, or an id that is not a UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiNoContent, apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import {
  grazingEventBody,
  grazingEventJson,
  grazingEventJsonSchema,
} from "~/services/practice/grazing-api";
import {
  deleteGrazingEvent,
  requireGrazingEvent,
  saveGrazingEventBody,
} from "~/services/practice/grazing.server";
import {
  requirePracticeDataOpen,
  requirePracticeEditor,
} from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) =>
    apiOk(grazingEventJson(await requireGrazingEvent(caller.organisationId, params.eventId ?? ""))),

  PUT: async ({ request, params, context, caller }) => {
    const event = await requireGrazingEvent(caller.organisationId, params.eventId ?? "");
    requirePracticeEditor(caller.role);
    const body = parseBody(grazingEventBody, await readJsonObject(request));
    await requirePracticeDataOpen(caller.organisationId);
    const actor = memberActor(caller, context.requestId);
    const row = await saveGrazingEventBody(actor, caller.organisationId, event.id, body);
    return apiOk(grazingEventJson(row));
  },

  DELETE: async ({ params, context, caller }) => {
    const event = await requireGrazingEvent(caller.organisationId, params.eventId ?? "");
    requirePracticeEditor(caller.role);
    const actor = memberActor(caller, context.requestId);
    await requirePracticeDataOpen(caller.organisationId);
    await deleteGrazingEvent(actor, caller.organisationId, event.id);
    return apiNoContent();
  },

  describe: {
    GET: {
      summary: "One grazing event",
      description: "Any member.",
      response: grazingEventJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Replace a grazing event",
      description:
        "The whole event, as for POST, with the same rules." +
        " The event is not counted against itself.",
      body: grazingEventBody,
      response: grazingEventJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
    DELETE: {
      summary: "Delete a grazing event",
      description: "Owners, staff and consultants, once the practice data step is open.",
      response: null,
      status: 204,
      errors: [403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
