// GET and POST /api/v2/company/{companyId}/fertiliser (spec §3 'Fertilizer input'; issue 15;
// decision 0076). GET ?season=NN (default: the programme's first
// season): each input of the season with the N, P and K it applied (kg/ha, spec §5), and the
// totals per field. POST { fieldId, season, product?, npkType, applicationRate,
// nutrientPercent?, nitrogen, phosphorus, potassium } adds one: 201 with it. Owners, staff and
// consultants, once the step is open (409 before); another organisation's field is a 404.
import type { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  readQuery,
  parseBody,
} from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import {
  practiceSeasonQueryDoc,
  practiceSeasonsMetadata,
} from "~/services/practice/crop-journey-api";
import {
  fertiliserCreateBody,
  fertiliserJsonSchema,
  fertiliserSeasonJsonSchema,
  fertiliserValuesOfBody,
} from "~/services/practice/fertiliser-api";
import {
  addFertiliserInput,
  fertiliserJson,
  loadFertiliserSeason,
} from "~/services/practice/fertiliser.server";
import {
  loadPracticeSeasons,
  requirePracticeDataOpen,
  requirePracticeEditor,
} from "~/services/practice/practice-data.server";
import { offeredSeason, seasonQuery } from "~/services/practice/queries";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const seasons = await loadPracticeSeasons(caller.organisationId);
    const season = offeredSeason(readQuery(request, seasonQuery).season, seasons);
    if (typeof season === "string") throw apiError(400, season);
    const page = await loadFertiliserSeason(caller.organisationId, seasons, season);
    const json: z.infer<typeof fertiliserSeasonJsonSchema> = {
      season,
      seasonLabel: page.label,
      fields: page.fields.map((field) => ({
        fieldId: field.id,
        fieldName: field.name,
        farmName: field.farmName,
        applied: field.total,
        inputs: field.inputs,
      })),
    };
    return apiOk(json, { metadata: { seasons: seasons.offered } });
  },

  POST: async ({ request, context, caller }) => {
    // The role, the body, then the step open, as every practice data write.
    requirePracticeEditor(caller.role);
    const json = await readJsonObject(request);
    const orgId = caller.organisationId;
    await requirePracticeDataOpen(orgId);
    const actor = memberActor(caller, context.requestId);
    const body = parseBody(fertiliserCreateBody, json);
    const seasons = await loadPracticeSeasons(orgId);
    const row = await addFertiliserInput(actor, orgId, seasons, {
      ...fertiliserValuesOfBody(body),
      fieldId: body.fieldId,
      season: body.season,
    });
    return apiCreated(fertiliserJson(row));
  },

  describe: {
    GET: {
      summary: "The season's fertiliser inputs, with the N, P and K applied",
      description:
        "Any member. A season not offered is a 400." +
        " `?season=` as for the crop journey. Each included field with its inputs and `applied`: " +
        "the N, P and K it received in all, in kg/ha.",
      query: practiceSeasonQueryDoc,
      response: fertiliserSeasonJsonSchema,
      metadata: practiceSeasonsMetadata,
      errors: [400, 404],
    },
    POST: {
      summary: "Add a fertiliser input to a field's season",
      description:
        "Owners, staff and consultants, once the practice data step is open (409 before). A " +
        "field not included in the season is a 422." +
        " `npkType` 'npk' is a blend: N, P and K are the parts of its ratio and " +
        "`nutrientPercent` its total nutrient % (required); 'nutrient': N, P and K are " +
        "percentages and `nutrientPercent` is cleared. `applicationRate` in kg/ha. N, P or K " +
        "left out counts 0; at least one above 0. The answer's `applied` is the N, P and K " +
        "applied in kg/ha, 1 decimal (spec §5; decision 0074: 200 kg/ha of 2:3:2 (22) applies N " +
        "12.6, P 18.9, K 12.6).",
      body: fertiliserCreateBody,
      response: fertiliserJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
