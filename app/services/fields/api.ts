// The JSON of the fields API (issue 14, decision 0070): a field as members
// read it, and the bodies members send. Pure: the routes parse with these and answer with these;
// the OpenAPI document shows the same schemas (decision 0111), and the JSON functions' return
// types are inferred from them, so tsc holds what is sent and what is documented together.
import { z } from "zod";
import {
  API_DEFAULT_LIMIT,
  API_MAX_LIMIT,
  FIELD_LIST_PARAMS,
  MAX_SEASON,
  SIGNOFF_FILTERS,
  type SignoffFilterValue,
} from "~/services/fields/admin-list";
import type { FieldView } from "~/services/fields/views";
import { FIELD_INCLUSIONS, FIELD_SOURCES, FIELD_STATUSES } from "~/shared/fields";
import { singleLineText } from "~/services/kit/forms/text-schema";
import { MAX_CIRCLE_HOLES } from "~/services/fields/circle-holes";

/** The most positions one hole's ring may hold (the whole field's are checked by the service). */
const MAX_HOLE_POINTS = 25_000;

/** A GeoJSON Polygon or MultiPolygon (RFC 7946), in WGS 84 longitude, latitude. */
const boundaryGeometryJson = z.object({
  type: z.enum(["Polygon", "MultiPolygon"]),
  coordinates: z.array(z.array(z.unknown())),
});

/** A position: longitude, latitude (a third number, the height, is allowed and ignored). */
const positionJson = z.array(z.number().finite()).min(2).max(3);

/**
 * A part cut out of a round field (decision 0152): a GeoJSON Polygon whose outer ring is the hole
 * (rings of at least 4 positions, the last the first, MAX_BOUNDARY_POINTS at most in all: the
 * service checks the points and the closing).
 */
const holePolygonJson = z
  .object({
    type: z.literal("Polygon"),
    coordinates: z.array(z.array(positionJson).min(4).max(MAX_HOLE_POINTS)).min(1).max(100),
  })
  .strict();

/** A round field's circle: its centre, radius and the parts cut out (none for most). */
const circleJson = z.object({
  latitude: z.number(),
  longitude: z.number(),
  radiusMetres: z.number(),
  /** Polygons whose one ring is a hole, clockwise, as the geometry's inner rings are. */
  holes: z.array(z.object({ type: z.literal("Polygon"), coordinates: z.array(z.unknown()) })),
});

export const memberFieldJsonSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  farmId: z.string().uuid(),
  source: z.enum(FIELD_SOURCES),
  /** Hectares. */
  area: z.number(),
  status: z.enum(FIELD_STATUSES),
  /** spec §4 'Signoff per field per criterion': true, false or null (undecided). */
  signoffPass: z.boolean().nullable(),
  included: z.boolean(),
  /** The admin's flags as sentences (outside the farm, land another organisation mapped). */
  flags: z.array(z.string()),
  geometry: boundaryGeometryJson.nullable(),
  /** A round field's centre, radius and the parts cut out of it; null for any other field. */
  circle: circleJson.nullable(),
});

/** GET /company/{companyId}/fields: a field of the list, with its farm's name and inclusion. */
export const memberFieldListJsonSchema = memberFieldJsonSchema.extend({
  farmName: z.string(),
  inclusion: z.enum(FIELD_INCLUSIONS),
});

/** A field for the organisation's members: the spec's basic fields (id, area) and its record. */
export function memberFieldJson(field: FieldView): z.infer<typeof memberFieldJsonSchema> {
  return {
    id: field.id,
    name: field.name,
    farmId: field.farmId,
    source: field.source,
    area: field.areaHectares,
    status: field.status,
    signoffPass: field.signoffPass,
    included: field.included,
    flags: field.flags,
    geometry: field.geometry,
    circle: field.circle,
  };
}

/** PUT /company/{companyId}/fields/{fieldId}: a new name, and/or included this season or not. */
export const fieldChangeBody = z
  .object({
    name: singleLineText().trim().min(1, "Required").max(100, "Too many characters").optional(),
    included: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.included !== undefined, {
    message: "Send a name, or included true or false.",
    path: ["name"],
  });

/**
 * POST /company/{companyId}/fields: one field on a farm of the organisation, drawn (a GeoJSON
 * Polygon or MultiPolygon in `geometry`) or round (`circle`); files go through the page.
 */
export const fieldCreateBody = z
  .object({
    farmId: singleLineText().min(1, "Required"),
    name: singleLineText().trim().min(1, "Required").max(100, "Too many characters"),
    geometry: z.record(z.string(), z.unknown()).optional(),
    circle: z
      .object({
        latitude: z.number().finite(),
        longitude: z.number().finite(),
        radiusMetres: z.number().finite(),
        holes: z
          .array(holePolygonJson)
          .max(MAX_CIRCLE_HOLES, `At most ${MAX_CIRCLE_HOLES} parts to cut out.`)
          .optional()
          .describe(
            `Parts cut out of the circle (decision 0152): GeoJSON Polygons in WGS 84 longitude, latitude, at most ${MAX_CIRCLE_HOLES}; each one's outer ring is a hole. Each must lie wholly inside the circle, and no two may overlap or touch (422 in \`errors.holes\`).`,
          ),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => (body.geometry === undefined) !== (body.circle === undefined), {
    message: "Send either a geometry or a circle.",
    path: ["geometry"],
  });

/**
 * GET /company/{companyId}/fields: the query parameter practice/queries.ts seasonQuery reads,
 * for the OpenAPI document; anything else there is a 400 (docs/api.md 'Statuses').
 */
export const memberFieldsQueryDoc = z.object({
  [FIELD_LIST_PARAMS.season]: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe(`The season, a whole number from 0 to ${MAX_SEASON}; the current one when left out.`),
});

/** GET /company/{companyId}/fields: the season the list is of. */
export const memberFieldsMetadata = z.object({ season: z.number().int().min(0).max(MAX_SEASON) });

/**
 * GET /admin/fields: a field with the record of the season asked about (the latest at or before
 * it), in the spec's admin-view names (§3 'Field'), and whose it is. adminFieldJson's return type
 * is inferred from it (admin-rows.ts).
 */
export const adminFieldJsonSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  companyId: z.string().uuid(),
  companyName: z.string(),
  farmId: z.string().uuid(),
  farmName: z.string(),
  /** Hectares. */
  area: z.number(),
  /** The season of the record read; null when the field has none at or before it. */
  recordSeason: z.number().int().nullable(),
  status: z.enum(FIELD_STATUSES),
  /** The field_inclusion column as stored ('included' when there is no record). */
  inclusion: z.string(),
  signoffPass: z.boolean().nullable(),
  included: z.boolean(),
  boundarySignoff: z.boolean().nullable(),
  wetlandSignoff: z.boolean().nullable(),
  wetlandReason: z.string().nullable(),
  ownershipSignoff: z.boolean().nullable(),
  farmBoundaryIds: z.array(z.string().uuid()),
  landConversionSignoff: z.boolean().nullable(),
  landConversionSeason: z.number().int().nullable(),
  degradationCategory: z.number().nullable(),
  naraValue: z.number().nullable(),
  conservationIndex: z.number().nullable(),
  nativeEcosystemSignoff: z.boolean().nullable(),
  nativeEcosystemType: z.string().nullable(),
  dominantLandUse: z.string().nullable(),
  /** Hectares of the field outside its farm's boundaries, and shared with another organisation. */
  outsideFarmHectares: z.number(),
  otherOverlapHectares: z.number(),
});

/**
 * GET /admin/fields: the query parameters parseApiFieldQuery reads (admin-list.ts), for the
 * OpenAPI document; a value it refuses is a 400.
 */
export const adminFieldsQueryDoc = z.object({
  [FIELD_LIST_PARAMS.companyIds]: z
    .string()
    .optional()
    .describe(
      "Organisation ids (UUIDs), comma-separated or the parameter repeated; every organisation " +
        "when left out.",
    ),
  [FIELD_LIST_PARAMS.farmId]: z.string().uuid().optional(),
  [FIELD_LIST_PARAMS.status]: z.enum(FIELD_STATUSES).optional(),
  [FIELD_LIST_PARAMS.signoff]: z
    .enum(
      SIGNOFF_FILTERS.map((option) => option.value) as [
        SignoffFilterValue,
        ...SignoffFilterValue[],
      ],
    )
    .optional(),
  [FIELD_LIST_PARAMS.season]: memberFieldsQueryDoc.shape[FIELD_LIST_PARAMS.season],
  [FIELD_LIST_PARAMS.page]: z.string().regex(/^\d+$/).optional().describe("From 0."),
  limit: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe(`From 1 to ${API_MAX_LIMIT}; ${API_DEFAULT_LIMIT} when left out.`),
});

/** GET /admin/fields: the selection's size and hectares, and the page read. */
export const adminFieldsMetadata = z.object({
  totalFields: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  season: z.number().int().min(0).max(MAX_SEASON),
  hectares: z.number(),
  includedHectares: z.number(),
});

/** GET /company/{companyId}/fields/{fieldId}: the field and its boundary's versions, newest first. */
export const memberFieldDetailJsonSchema = memberFieldJsonSchema.extend({
  versions: z.array(
    z.object({
      season: z.number().int(),
      source: z.enum(FIELD_SOURCES),
      /** Hectares. */
      area: z.number(),
      createdAt: z.string().datetime(),
    }),
  ),
});

/** POST /company/{companyId}/fields/submit: a JSON object; what it holds is not read. */
export const fieldsSubmitBodyDoc = z
  .object({})
  .describe("An empty JSON object: the call takes nothing, but a body must be JSON.");

/** POST /company/{companyId}/fields/submit: the fields now wait for an admin's confirmation. */
export const fieldsSubmittedJsonSchema = z.object({
  companyId: z.string().uuid(),
  fieldsSubmitted: z.literal(true),
});
