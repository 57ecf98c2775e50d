// GET and POST /api/v2/company/{companyId}/cropJourney (spec §7 'POST crop journey'; issue 15;
// decision 0076). GET ?season=NN (default: the programme's first
// season; a season not offered is a 400): each field included that season with its land use,
// crops ({ id, crop, cover }), tillage and residue, or recorded false. POST { season, fields:
// [{ fieldId, landUse, crops, tillage, residue }] } saves those fields' season in one
// transaction, as the page does (an entry with every value empty removes the record): owners,
// staff and consultants, once the step is open (409 before). A field of another organisation is
// a 404; one not included that season a 422.
import { requireApiMember } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, readQuery, parseBody } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import {
  cropJourneyBody,
  cropJourneyJsonSchema,
  cropJourneyMetadata,
  practiceSeasonQueryDoc,
  readCropJourneyBody,
} from "~/services/practice/crop-journey-api";
import { offeredSeason, seasonQuery } from "~/services/practice/queries";
import {
  cropJourneyForApi,
  loadPracticeSeasons,
  requirePracticeDataOpen,
  requirePracticeEditor,
  saveCropJourneySeason,
} from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const seasons = await loadPracticeSeasons(caller.organisationId);
    const season = offeredSeason(readQuery(request, seasonQuery).season, seasons);
    if (typeof season === "string") throw apiError(400, season);
    return apiOk(await cropJourneyForApi(caller.organisationId, seasons, season), {
      metadata: { seasons: seasons.offered, required: seasons.required },
    });
  },

  POST: async ({ request, context, caller }) => {
    // The role first, then the body (one that cannot be read is a 400 whatever the journey's
    // state), then the step open (409).
    requirePracticeEditor(caller.role);
    const json = await readJsonObject(request);
    const orgId = caller.organisationId;
    await requirePracticeDataOpen(orgId);
    const actor = memberActor(caller, context.requestId);
    const body = parseBody(cropJourneyBody, json);
    const seasons = await loadPracticeSeasons(orgId);
    if (!seasons.offered.includes(body.season)) {
      throw apiError(422, "Some fields are missing or not valid.", {
        season: `Send one of the seasons ${seasons.offered.join(", ")}.`,
      });
    }
    const { entries, errors } = readCropJourneyBody(body);
    if (Object.keys(errors).length > 0) {
      throw apiError(422, "Some fields are missing or not valid.", errors);
    }
    await saveCropJourneySeason(actor, orgId, seasons, body.season, entries);
    return apiOk(await cropJourneyForApi(orgId, seasons, body.season));
  },

  describe: {
    GET: {
      summary: "A season's crop journey, per included field",
      description:
        "Any member. A season not offered is a 400." +
        " `?season=` is years since 2000 (26 is 2026/2027); offered: the three baseline seasons, " +
        "the programme's first (the default) and every later one up to now. One entry per field " +
        "included that season.",
      query: practiceSeasonQueryDoc,
      response: cropJourneyJsonSchema,
      metadata: cropJourneyMetadata,
      errors: [400, 404],
    },
    POST: {
      summary: "Save a season's crop journey of some fields",
      description:
        "In one transaction, as the page; an entry with every value empty removes the record. " +
        "Owners, staff and consultants, once the practice data step is open. A field not " +
        "included in the season is a 422. Answers the season as GET does." +
        " `tillage` is required for cropland and mixed; crops are line items (an `id` that is a " +
        "UUID is kept, else one is given); an entry with any value needs `landUse` (422 beside " +
        "`fields[i].landUse`). Fields not sent are left as they are.",
      body: cropJourneyBody,
      response: cropJourneyJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
