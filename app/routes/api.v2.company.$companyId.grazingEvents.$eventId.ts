// PUT and DELETE /api/v2/company/{companyId}/grazingEvents/{eventId} (issue 15; decision 0077;
// the OpenAPI document); GET reads one event. PUT (editors, the step open): the whole
// event, as for POST, with the same rules (the event is not compared with itself). An event of
// another organisation, or an id that is not a UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiNoContent, apiOk, readJsonObject, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { parseBody } from "~/services/contracting/api";
import {
  grazingEventBody,
  grazingEventJson,
  grazingEventJsonSchema,
} from "~/services/practice/grazing-api";
import { saveGrazingFromApi } from "~/services/practice/grazing-api.server";
import { deleteGrazingEvent, requireGrazingEvent } from "~/services/practice/grazing.server";
import {
  requirePracticeApiEditor,
  requirePracticeOpen,
} from "~/services/practice/livestock-api.server";

async function eventOf(organisationId: string, eventId: string) {
  try {
    return await requireGrazingEvent(organisationId, eventId);
  } catch (error) {
    apiRefused(error);
  }
}

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) =>
    apiOk(grazingEventJson(await eventOf(caller.organisationId, params.eventId ?? ""))),

  PUT: async ({ request, params, context, caller }) => {
    const event = await eventOf(caller.organisationId, params.eventId ?? "");
    requirePracticeApiEditor(caller, context.requestId);
    const body = parseBody(grazingEventBody, await readJsonObject(request));
    const row = await saveGrazingFromApi(caller, context.requestId, event.id, body);
    return apiOk(grazingEventJson(row));
  },

  DELETE: async ({ params, context, caller }) => {
    const event = await eventOf(caller.organisationId, params.eventId ?? "");
    const actor = requirePracticeApiEditor(caller, context.requestId);
    await requirePracticeOpen(caller);
    try {
      await deleteGrazingEvent(actor, caller.organisationId, event.id);
    } catch (error) {
      apiRefused(error);
    }
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
