// Whether a field counts (spec §4 'Field inclusion': 'a field counts as included unless its
// status is NOT_INCLUDED, its signoff result is explicitly false, or its inclusion is
// "excluded"'; decision 0070). Pure: the farm's totals, the admin's list and the API share it.
import { totalHectares } from "~/services/contracting/boundaries/area";
import type { FieldInclusion, FieldStatus, Signoff } from "~/shared/fields";

export interface FieldInclusionRecord {
  status: FieldStatus;
  /** The computed signoffPass (signoff.ts); only an explicit false takes the field out. */
  signoffPass?: Signoff | undefined;
  /** A missing inclusion is not 'excluded': the field counts. */
  inclusion?: FieldInclusion | string | null | undefined;
}

/**
 * spec §4 'Field inclusion'. Undecided signoff (null) and a missing inclusion both count: only
 * the three named conditions take a field out. A DELETED field never counts either: it is a
 * soft delete (decision 0070) kept for history, and the farmer has removed it, so no total or
 * list of the season may include it, whatever its signoff and inclusion say.
 */
export function isFieldIncluded(field: FieldInclusionRecord): boolean {
  if (field.status === "NOT_INCLUDED" || field.status === "DELETED") return false;
  if (field.signoffPass === false) return false;
  if (field.inclusion === "excluded") return false;
  return true;
}

export interface FieldAreaRecord extends FieldInclusionRecord {
  /** spec §3 'Field' area, in hectares; a missing or non-finite area adds nothing. */
  areaHectares: number | null | undefined;
}

/** The hectares of the included fields, rounded to 2 decimals like every area (spec §5). */
export function includedHectares(fields: readonly FieldAreaRecord[]): number {
  return totalHectares(fields.filter(isFieldIncluded).map((field) => field.areaHectares ?? 0));
}
