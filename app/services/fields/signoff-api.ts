// The JSON side of the admin's field signoff in /api/v2 (spec §7 admin calls 'POST
// /admin/{id}/field/{fieldId}/signoff/{criteria}', 'PUT /admin/company/{id}/signoff/{type}/{mode}',
// 'GET auto signoff for wetland and boundaryAssign', 'POST ownership upload'; decision 0072):
// the request bodies as zod schemas and the answers' shapes. Pure; the routes stay thin.
import { z } from "zod";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";
import { FIELD_STATUSES, SIGNOFF_CRITERIA, type SignoffCriterion } from "~/shared/fields";
import { BULK_MODES, readDecisions } from "./auto-signoff";
import { criterionResults } from "./signoff";

const value = z.union([z.boolean(), z.null()], {
  errorMap: () => ({ message: "Send true (Passed), false (Failed) or null (Not Done)." }),
});
const reason = multiLineText({
  errorMap: () => ({ message: "Send the reason for this decision as text." }),
});
const optionalText = z.union([singleLineText(), z.null()]).optional();
const optionalNumber = z
  .union([z.number().finite(), z.null()], {
    errorMap: () => ({ message: "Send a number, or null." }),
  })
  .optional();

const DATA = {
  boundary: {},
  wetland: { wetlandReason: optionalText },
  ownership: {
    farmBoundaryIds: z
      .union([z.array(singleLineText()).max(1000), z.null()], {
        errorMap: () => ({ message: "Send a list of farm boundary ids, or null." }),
      })
      .optional(),
  },
  landConversion: {
    landConversionSeason: optionalNumber,
    degradationCategory: optionalNumber,
    naraValue: optionalNumber,
    conservationIndex: optionalNumber,
  },
  nativeEcosystem: { nativeEcosystemType: optionalText, dominantLandUse: optionalText },
} as const;

/**
 * The body of 'POST /admin/{id}/field/{fieldId}/signoff/{criteria}': `value` and `reason`, and
 * only the criterion's own data (a field of another criterion is 'not known'). A data field left
 * out keeps its value; null clears it.
 */
export function signoffBody(criterion: SignoffCriterion) {
  return z.object({ value, reason, ...DATA[criterion] }).strict();
}

/** The body of 'PUT /admin/company/{id}/signoff/{type}/{mode}': the reason. */
export const bulkSignoffBody = z.object({ reason }).strict();

/**
 * The body of 'POST /admin/{id}/field/{fieldId}/signoff/{criteria}' for the OpenAPI document: the
 * one of signoffBody's that the path's criterion picks.
 */
export const signoffBodyDoc = z.union([
  signoffBody("boundary"),
  signoffBody("wetland"),
  signoffBody("ownership"),
  signoffBody("landConversion"),
  signoffBody("nativeEcosystem"),
]);

// The answers as zod schemas: the OpenAPI document shows them (decision 0111) and the JSON
// functions' return types are inferred from them, so tsc holds the two together.

const signoff = z.boolean().nullable();

/** The last decision on a criterion (field_records.signoff_decisions; readDecisions). */
const signoffDecisionJson = z.object({
  by: z.string().nullable(),
  byLabel: z.string(),
  at: z.string(),
  reason: z.string(),
  /** Made by an auto signoff, not by a person looking at the field. */
  automatic: z.boolean().optional(),
});

/** A field's signoff as the API answers it (spec §3 'Field' admin view). */
export const fieldSignoffJsonSchema = z.object({
  fieldId: z.string().uuid(),
  companyId: z.string().uuid(),
  season: z.number().int(),
  status: z.string().describe(`The field's status: ${FIELD_STATUSES.join(", ")}.`),
  signoffPass: signoff,
  /** Each criterion's result (spec §4), from which signoffPass is combined. */
  criteria: z.object({
    boundary: signoff,
    wetland: signoff,
    ownership: signoff,
    landConversion: signoff,
    nativeEcosystem: signoff,
  }),
  boundarySignoff: signoff,
  wetlandSignoff: signoff,
  wetlandReason: z.string().nullable(),
  wetlandHectares: z.number().nullable(),
  ownershipSignoff: signoff,
  farmBoundaryIds: z.array(z.string()),
  landConversionSignoff: signoff,
  landConversionSeason: z.number().nullable(),
  degradationCategory: z.number().nullable(),
  naraValue: z.number().nullable(),
  conservationIndex: z.number().nullable(),
  nativeEcosystemSignoff: signoff,
  nativeEcosystemType: z.string().nullable(),
  dominantLandUse: z.string().nullable(),
  /** The last decision on each criterion that has one. */
  decisions: z.object({
    boundary: signoffDecisionJson.optional(),
    wetland: signoffDecisionJson.optional(),
    ownership: signoffDecisionJson.optional(),
    landConversion: signoffDecisionJson.optional(),
    nativeEcosystem: signoffDecisionJson.optional(),
  }),
});

/** PUT /admin/company/{id}/signoff/{type}/{mode}: the value set and each field's result. */
export const bulkSignoffJsonSchema = z.object({
  companyId: z.string().uuid(),
  type: z.enum(SIGNOFF_CRITERIA),
  mode: z.enum(BULK_MODES),
  value: signoff,
  fields: z.array(z.object({ fieldId: z.string().uuid(), name: z.string(), signoffPass: signoff })),
});
export type BulkSignoffJson = z.infer<typeof bulkSignoffJsonSchema>;

export interface SignoffRecordLike {
  season: number;
  status: string;
  signoffPass: boolean | null;
  boundarySignoff: boolean | null;
  wetlandSignoff: boolean | null;
  wetlandReason: string | null;
  wetlandHectares: number | null;
  ownershipSignoff: boolean | null;
  farmBoundaryIds: string[] | null;
  landConversionSignoff: boolean | null;
  landConversionSeason: number | null;
  degradationCategory: number | null;
  naraValue: number | null;
  conservationIndex: number | null;
  nativeEcosystemSignoff: boolean | null;
  nativeEcosystemType: string | null;
  dominantLandUse: string | null;
  signoffDecisions: unknown;
}

/** A field's signoff as the API answers it (spec §3 'Field' admin view). */
export function fieldSignoffJson(
  fieldId: string,
  companyId: string,
  record: SignoffRecordLike,
): z.infer<typeof fieldSignoffJsonSchema> {
  return {
    fieldId,
    companyId,
    season: record.season,
    status: record.status,
    signoffPass: record.signoffPass,
    criteria: criterionResults(record),
    boundarySignoff: record.boundarySignoff,
    wetlandSignoff: record.wetlandSignoff,
    wetlandReason: record.wetlandReason,
    wetlandHectares: record.wetlandHectares,
    ownershipSignoff: record.ownershipSignoff,
    farmBoundaryIds: record.farmBoundaryIds ?? [],
    landConversionSignoff: record.landConversionSignoff,
    landConversionSeason: record.landConversionSeason,
    degradationCategory: record.degradationCategory,
    naraValue: record.naraValue,
    conservationIndex: record.conservationIndex,
    nativeEcosystemSignoff: record.nativeEcosystemSignoff,
    nativeEcosystemType: record.nativeEcosystemType,
    dominantLandUse: record.dominantLandUse,
    decisions: readDecisions(record.signoffDecisions),
  };
}

/** GET /admin/autoSignoff/boundaryAssign: how many fields it checked and what it did. */
export const boundaryAssignJsonSchema = z.object({
  checked: z.number().int(),
  assigned: z.number().int(),
  unchanged: z.number().int(),
  unassigned: z.number().int(),
  /** Fields a person decided the ownership of: left alone. */
  leftAlone: z.number().int(),
  /** Fields whose outline was too intricate to clip in time. */
  skipped: z.number().int(),
  ownershipPassed: z.number().int(),
});

/** GET /admin/autoSignoff/wetland: the layer used, and what it did to the fields it checked. */
export const wetlandRunJsonSchema = z.object({
  layerId: z.string().uuid(),
  layerName: z.string(),
  checked: z.number().int(),
  /** Fields outside every wetland: signed off true automatically. */
  passed: z.number().int(),
  /** Fields meeting a wetland: their hectares recorded, the decision left for a person. */
  flagged: z.array(
    z.object({
      fieldId: z.string().uuid(),
      organisationId: z.string().uuid(),
      name: z.string(),
      hectares: z.number(),
    }),
  ),
  /** Fields whose wetland criterion a person decided: only their hectares were recorded. */
  leftAlone: z.number().int(),
  /** Fields whose outline was too intricate to clip in time. */
  skipped: z.number().int(),
});

const autoSignoffCompanyId = z
  .string()
  .uuid()
  .optional()
  .describe("One organisation's fields; every organisation's when left out.");

/** GET /admin/autoSignoff/boundaryAssign: queries.ts boundaryAssignQuery's parameter. */
export const boundaryAssignQueryDoc = z.object({ companyId: autoSignoffCompanyId });

/** GET /admin/autoSignoff/wetland: queries.ts wetlandRunQuery's parameters. */
export const wetlandRunQueryDoc = z.object({
  companyId: autoSignoffCompanyId,
  layerId: z.string().uuid().optional().describe("The wetland layer; the newest when left out."),
});

/**
 * POST /admin/autoSignoff/wetland: the upload's text part beside the layer in `file`, for the
 * OpenAPI document. The handler reads it by hand (form.get), so this is written from its field
 * name; uploadWetlandLayer keeps its first 100 characters.
 */
export const wetlandLayerUploadPartsDoc = z.object({
  name: singleLineText()
    .optional()
    .describe("The layer's name (its first 100 characters); the file's name when left out."),
});

/** POST /admin/autoSignoff/wetland: the layer stored. */
export const wetlandLayerJsonSchema = z.object({
  layerId: z.string().uuid(),
  name: z.string(),
  /** The polygons the file held, every one a wetland. */
  polygonCount: z.number().int(),
  /** The uploaded file; null once it was removed. */
  fileId: z.string().uuid().nullable(),
  createdAt: z.string().datetime(),
});

export function wetlandLayerJson(layer: {
  id: string;
  name: string;
  polygonCount: number;
  fileId: string | null;
  createdAt: Date;
}): z.infer<typeof wetlandLayerJsonSchema> {
  return {
    layerId: layer.id,
    name: layer.name,
    polygonCount: layer.polygonCount,
    fileId: layer.fileId,
    createdAt: layer.createdAt.toISOString(),
  };
}

/**
 * POST /admin/ownership/upload: the text parts beside the title deed PDF in `file`, for the
 * OpenAPI document. The handler reads them by hand (form.get, isUuid), so this is written from
 * its field names.
 */
export const titleDeedUploadPartsDoc = z.object({
  companyId: z.string().uuid().describe("The organisation the farm boundary belongs to."),
  boundaryId: z.string().uuid().describe("The farm boundary the title deed is for."),
});

/** POST /admin/ownership/upload: the title deed stored, and the fields it passed ownership of. */
export const titleDeedJsonSchema = z.object({
  titleDeedId: z.string().uuid(),
  companyId: z.string().uuid(),
  boundaryId: z.string().uuid(),
  fileId: z.string().uuid(),
  /** The name the file was uploaded with. */
  fileName: z.string(),
  /** '/files/<fileId>'. */
  downloadPath: z.string(),
  /** Fields of this season whose farm boundaries now all have a title deed: ownership passed. */
  fieldsPassed: z.array(z.string().uuid()),
});

export function titleDeedJson(outcome: {
  deed: { id: string; organisationId: string; boundaryId: string };
  file: { id: string; originalName: string };
  fieldsPassed: string[];
}): z.infer<typeof titleDeedJsonSchema> {
  return {
    titleDeedId: outcome.deed.id,
    companyId: outcome.deed.organisationId,
    boundaryId: outcome.deed.boundaryId,
    fileId: outcome.file.id,
    fileName: outcome.file.originalName,
    downloadPath: `/files/${outcome.file.id}`,
    fieldsPassed: outcome.fieldsPassed,
  };
}
