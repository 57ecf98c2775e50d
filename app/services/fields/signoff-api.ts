// The JSON side of the admin's field signoff in /api/v2 (spec §7 admin calls 'POST
// /admin/{id}/field/{fieldId}/signoff/{criteria}', 'PUT /admin/company/{id}/signoff/{type}/{mode}',
// 'GET auto signoff for wetland and boundaryAssign', 'POST ownership upload'; decision 0072):
// the request bodies as zod schemas and the answers' shapes. Pure; the routes stay thin.
import { z } from "zod";
import type { SignoffCriterion } from "~/shared/fields";
import { isUuid } from "~/shared/ids";
import { readDecisions } from "./auto-signoff";
import { criterionResults } from "./signoff";

const value = z.union([z.boolean(), z.null()], {
  errorMap: () => ({ message: "Send true (Passed), false (Failed) or null (Not Done)." }),
});
const reason = z.string({
  errorMap: () => ({ message: "Send the reason for this decision as text." }),
});
const optionalText = z.union([z.string(), z.null()]).optional();
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
      .union([z.array(z.string()).max(1000), z.null()], {
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
export function fieldSignoffJson(fieldId: string, companyId: string, record: SignoffRecordLike) {
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

/**
 * The query of the auto signoffs: `companyId` (one organisation; all when left out) and, for the
 * wetland, `layerId` (the newest layer when left out). A sentence naming the parameter at fault
 * (a 400), or the values.
 */
export function parseAutoSignoffQuery(
  search: URLSearchParams,
  names: readonly ("companyId" | "layerId")[],
): { companyId: string | null; layerId: string | null } | string {
  const out = { companyId: null as string | null, layerId: null as string | null };
  for (const name of names) {
    const raw = search.get(name);
    if (raw === null || raw === "") continue;
    if (!isUuid(raw)) return `The parameter '${name}' must be an id (a UUID).`;
    out[name] = raw.toLowerCase();
  }
  return out;
}
