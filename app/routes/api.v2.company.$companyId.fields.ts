// GET /api/v2/company/{companyId}/fields (issue 14; spec §3 'Field' basic: id, area; records
// carry status, signoffPass and inclusion): the organisation's fields with their record of the
// season (?season=, default the current one), deleted ones left out, with `included` (spec §4
// 'Field inclusion'). Any member; another organisation's id is a 404 (never a 403: ids cannot
// be probed). POST (owners, staff and consultants; decision 0070) adds a field,
// drawn ({ farmId, name, geometry }) or round ({ farmId, name, circle: { latitude, longitude,
// radiusMetres, holes? } }, holes being GeoJSON Polygons cut out of it: decision 0152), with the
// page's checks: 201 with the field, 422 beside the field at fault (an overlap with another of
// the organisation's fields names it), 409 before mapping is open.
import { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  readQuery,
  apiRefused,
  parseBody,
} from "~/services/api/envelope";
import {
  fieldCreateBody,
  memberFieldJson,
  memberFieldJsonSchema,
  memberFieldListJsonSchema,
  memberFieldsMetadata,
  memberFieldsQueryDoc,
} from "~/services/fields/api";
import { addCircleField, addDrawnField } from "~/services/fields/fields.server";
import { loadFieldsOverview } from "~/services/fields/overview.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { apiRoute } from "~/services/api/route.server";
import { listMemberFieldsJson } from "~/services/fields/admin-list.server";
import { currentSeason } from "~/services/fields/seasons";
import { seasonQuery } from "~/services/practice/queries";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const season = readQuery(request, seasonQuery).season ?? currentSeason();
    return apiOk(await listMemberFieldsJson(caller.organisationId, season), {
      metadata: { season },
    });
  },

  POST: async ({ request, context, caller }) => {
    if (!canEditOrganisation(caller.role)) {
      throw apiError(403, "Your role in this organisation does not allow changing its fields.");
    }
    const body = parseBody(fieldCreateBody, await readJsonObject(request));
    const actor = {
      userId: caller.user.id,
      label: caller.user.email,
      requestId: context.requestId,
    };
    let id: string;
    try {
      const row = body.circle
        ? await addCircleField(actor, caller.organisationId, body.farmId, {
            name: body.name,
            ...body.circle,
          })
        : await addDrawnField(actor, caller.organisationId, body.farmId, {
            name: body.name,
            geometry: JSON.stringify(body.geometry),
          });
      id = row.id;
    } catch (error) {
      apiRefused(error);
    }
    const overview = await loadFieldsOverview(caller.organisationId);
    const field = overview.farms.flatMap((farm) => farm.fields).find((f) => f.id === id)!;
    return apiCreated(memberFieldJson(field));
  },

  describe: {
    GET: {
      summary: "The organisation's fields in a season",
      description:
        "Deleted fields are left out. Any member." +
        " Each with its record of `?season=` (default the current season; seasons are years " +
        "since 2000, 26 being 2026/2027): `area` in hectares to 2 decimals, the spec's field " +
        "status (§4), `inclusion` and `included` (spec §4 'Field inclusion'), by farm and name.",
      query: memberFieldsQueryDoc,
      response: z.array(memberFieldListJsonSchema),
      metadata: memberFieldsMetadata,
      errors: [400, 404],
    },
    POST: {
      summary: "Add a field, drawn (geometry) or round (circle)",
      description:
        "Owners, staff and consultants. 409 before mapping is open." +
        " A round field may have parts cut out (`circle.holes`, decision 0152): its area is the" +
        " circle's less theirs, and its geometry has them as inner rings; a part outside the" +
        " circle or across its edge, parts that overlap, a part without an area or too many are" +
        " 422 in `errors.holes`." +
        " 422 in `errors.geometry` (or `errors.radius`) for a boundary that crosses itself, lies " +
        "outside South Africa, has no area or overlaps another of the organisation's fields " +
        "(named, with the hectares); in `errors.name` for a name the farm already has. A farm of " +
        "another organisation is a 404; 429 when Veld is checking many outlines just now " +
        "(decision 0120). Answers the field as GET …/fields/{fieldId} does, without `versions`.",
      body: fieldCreateBody,
      response: memberFieldJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422, 429],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
