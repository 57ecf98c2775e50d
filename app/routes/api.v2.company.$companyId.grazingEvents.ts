// GET and POST /api/v2/company/{companyId}/grazingEvents (issue 15; spec §3 'Grazing event':
// fieldIds, startDate, endDate, herdId (an array; the first element is used), hoursOnField;
// decision 0077). GET ?season=NN (members; default the programme's
// first season): the season's events. POST (editors, the step open): { fieldIds, startDate,
// endDate, herdId: [id] or id, hoursOnField, season? } with the page's rules: 201 with the event,
// 422 beside each field at fault, 404 for another organisation's field or herd.
import { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject, readQuery, parseBody } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { seasonQuery } from "~/services/practice/queries";
import {
  grazingEventBody,
  grazingEventJson,
  grazingEventJsonSchema,
} from "~/services/practice/grazing-api";
import { listGrazingEvents, saveGrazingEventBody } from "~/services/practice/grazing.server";
import { practiceSeasonOf } from "~/services/practice/livestock.server";
import { programmeSeasonQueryDoc, seasonMetadata } from "~/services/practice/livestock-api";
import {
  requirePracticeDataOpen,
  requirePracticeEditor,
} from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const { seasons } = await practiceSeasonOf(caller.organisationId, request.url);
    const season = readQuery(request, seasonQuery).season ?? seasons.first;
    const events = await listGrazingEvents(caller.organisationId, season);
    return apiOk(events.map(grazingEventJson), { metadata: { season } });
  },

  POST: async ({ request, context, caller }) => {
    // The role, the body (one that is not JSON is a 400 whatever the journey's state), the step.
    requirePracticeEditor(caller.role);
    const body = parseBody(grazingEventBody, await readJsonObject(request));
    await requirePracticeDataOpen(caller.organisationId);
    const actor = memberActor(caller, context.requestId);
    const row = await saveGrazingEventBody(actor, caller.organisationId, null, body);
    return apiCreated(grazingEventJson(row));
  },

  describe: {
    GET: {
      summary: "The season's grazing events",
      description:
        "Any member." +
        " `?season=` as for the crop journey; by start date. `herdId` is an array (spec), its " +
        "first element the herd.",
      query: programmeSeasonQueryDoc,
      response: z.array(grazingEventJsonSchema),
      metadata: seasonMetadata,
      errors: [400, 404],
    },
    POST: {
      summary: "Add a grazing event",
      description:
        "herdId an array (its first element is used) or one id. Owners, staff and consultants, " +
        "once the practice data step is open; the page's rules, 422 beside each value at fault." +
        " `season` defaults to the season `startDate` falls in. 422 beside the value at fault: " +
        "dates outside the season or an end before the start, a field not included that season, " +
        "hours not above 0 or over 24, or the herd on fields for more than 24 hours on a day " +
        "with its other events (the message names the date).",
      body: grazingEventBody,
      response: grazingEventJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
