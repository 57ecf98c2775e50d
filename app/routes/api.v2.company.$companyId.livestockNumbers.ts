// GET and PUT /api/v2/company/{companyId}/livestockNumbers (issue 15; spec §3 'Livestock
// numbers': year, month (0-based), herdId, mature, juvenile; decision 0077). GET ?season=NN
// (members; default the programme's first season): the
// season's numbers. PUT (editors, the step open): { season, numbers: [{ herdId, year, month,
// mature, juvenile }] } replaces the season's numbers of every herd (a herd-month not sent is
// cleared), in one transaction; 422 beside each bad number, 404 for another organisation's herd.
import { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, readQuery, parseBody } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { seasonQuery } from "~/services/practice/queries";
import {
  livestockNumberJson,
  livestockNumberJsonSchema,
  livestockPutBody,
  livestockPutMetadata,
  programmeSeasonQueryDoc,
  seasonMetadata,
} from "~/services/practice/livestock-api";
import {
  requirePracticeDataOpen,
  requirePracticeEditor,
} from "~/services/practice/practice-data.server";
import {
  checkApiNumbers,
  loadLivestockGrid,
  practiceSeasonOf,
  replaceSeasonNumbers,
} from "~/services/practice/livestock.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const { seasons } = await practiceSeasonOf(caller.organisationId, request.url);
    const season = readQuery(request, seasonQuery).season ?? seasons.first;
    const { cells } = await loadLivestockGrid(caller.organisationId, season);
    return apiOk(cells.map(livestockNumberJson), { metadata: { season } });
  },

  PUT: async ({ request, context, caller }) => {
    requirePracticeEditor(caller.role);
    const actor = memberActor(caller, context.requestId);
    const body = parseBody(livestockPutBody, await readJsonObject(request));
    await requirePracticeDataOpen(caller.organisationId);
    const { cells, errors } = checkApiNumbers(body.numbers, body.season);
    if (Object.keys(errors).length > 0) {
      throw apiError(422, "Some numbers are not valid.", errors);
    }
    const result = await replaceSeasonNumbers(
      actor,
      caller.organisationId,
      body.season,
      cells,
      "api",
    );
    const { cells: stored } = await loadLivestockGrid(caller.organisationId, body.season);
    const metadata: z.infer<typeof livestockPutMetadata> = {
      season: body.season,
      saved: result.saved,
      cleared: result.deleted,
    };
    return apiOk(stored.map(livestockNumberJson), { metadata });
  },

  describe: {
    GET: {
      summary: "The season's livestock numbers, per herd and month",
      description:
        "Any member." +
        " `?season=` as for the crop journey. `month` is 0-based (0 January … 11 December); a " +
        "season runs July to June.",
      query: programmeSeasonQueryDoc,
      response: z.array(livestockNumberJsonSchema),
      metadata: seasonMetadata,
      errors: [400, 404],
    },
    PUT: {
      summary: "Replace the season's livestock numbers",
      description:
        "Every herd's numbers of the season, in one transaction: a herd-month not sent is " +
        "cleared. Owners, staff and consultants, once the practice data step is open." +
        " `mature` and `juvenile` whole numbers from 0 to 100 000; a month outside the season, " +
        "or one herd and month twice, is a 422 beside `numbers[i]`; a herd of another " +
        "organisation a 404. `metadata` says how many were saved and cleared.",
      body: livestockPutBody,
      response: z.array(livestockNumberJsonSchema),
      metadata: livestockPutMetadata,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
