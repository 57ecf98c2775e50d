// The rules of the admin's signoff operations that need no database (issue 14 'Admin
// /admin/journey/fieldRecords', 'Auto signoff'; decision 0072). Pure, tested beside it.
import { SIGNOFF_CRITERIA, type Signoff, type SignoffCriterion } from "~/shared/fields";

/** How a criterion's value is written in a form and a URL: the spec's three labels as words. */
export const SIGNOFF_VALUES = ["passed", "failed", "notDone"] as const;
export type SignoffValue = (typeof SIGNOFF_VALUES)[number];

export function signoffFromValue(value: SignoffValue): Signoff {
  return value === "passed" ? true : value === "failed" ? false : null;
}

export function valueFromSignoff(signoff: boolean | null | undefined): SignoffValue {
  return signoff === true ? "passed" : signoff === false ? "failed" : "notDone";
}

/**
 * spec §7 'PUT /admin/company/{id}/signoff/{type}/{mode}': the modes (decision 0072). `pass`
 * signs the criterion off as true for every field of the organisation, `fail` as false, `clear`
 * takes the decision back to undecided (null).
 */
export const BULK_MODES = ["pass", "fail", "clear"] as const;
export type BulkMode = (typeof BULK_MODES)[number];

export function signoffOfMode(mode: BulkMode): Signoff {
  return mode === "pass" ? true : mode === "fail" ? false : null;
}

export function isBulkMode(value: unknown): value is BulkMode {
  return typeof value === "string" && (BULK_MODES as readonly string[]).includes(value);
}

export function isSignoffCriterion(value: unknown): value is SignoffCriterion {
  return typeof value === "string" && (SIGNOFF_CRITERIA as readonly string[]).includes(value);
}

/** The column of each criterion's signoff in field_records. */
export const SIGNOFF_COLUMNS = {
  boundary: "boundarySignoff",
  wetland: "wetlandSignoff",
  ownership: "ownershipSignoff",
  landConversion: "landConversionSignoff",
  nativeEcosystem: "nativeEcosystemSignoff",
} as const satisfies Record<SignoffCriterion, string>;

/** The last decision on a criterion, kept in field_records.signoff_decisions. */
export interface SignoffDecision {
  by: string | null;
  byLabel: string;
  at: string;
  reason: string;
  /** Made by an auto signoff, not by a person looking at the field. */
  automatic?: boolean;
}

export type SignoffDecisions = Partial<Record<SignoffCriterion, SignoffDecision>>;

/** The stored jsonb as decisions: anything that is not one is left out. */
export function readDecisions(value: unknown): SignoffDecisions {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const decisions: SignoffDecisions = {};
  for (const criterion of SIGNOFF_CRITERIA) {
    const entry = (value as Record<string, unknown>)[criterion];
    if (!entry || typeof entry !== "object") continue;
    const { by, byLabel, at, reason, automatic } = entry as Record<string, unknown>;
    if (typeof byLabel !== "string" || typeof at !== "string" || typeof reason !== "string")
      continue;
    decisions[criterion] = {
      by: typeof by === "string" ? by : null,
      byLabel,
      at,
      reason,
      ...(automatic === true ? { automatic: true } : {}),
    };
  }
  return decisions;
}

/**
 * Whether an auto signoff may write a criterion (decision 0072): only when nobody has decided it
 * yet, or when the last decision was itself automatic. A person's decision, true or false, is
 * never overwritten by a job.
 */
export function mayDecideAutomatically(
  signoff: boolean | null | undefined,
  decision: SignoffDecision | undefined,
): boolean {
  if (signoff === null || signoff === undefined) return true;
  return decision?.automatic === true;
}

/**
 * The farm boundaries a field lies on (issue 14 'boundaryAssign'; decision 0072): each boundary
 * sharing at least `toleranceSquareMetres` with the field, provided together they cover most
 * (more than half) of it. Otherwise none: the field stays undecided (spec §4 'Ownership is
 * undecided when there are no farm boundaries'). `covered` is in square metres per boundary.
 */
export function assignBoundaries(
  fieldSquareMetres: number,
  covered: ReadonlyArray<{ boundaryId: string; squareMetres: number }>,
  toleranceSquareMetres: number,
): string[] {
  const sharing = covered.filter((c) => c.squareMetres >= toleranceSquareMetres);
  const total = sharing.reduce((sum, c) => sum + c.squareMetres, 0);
  if (!(fieldSquareMetres > 0) || total <= fieldSquareMetres / 2) return [];
  return [...sharing]
    .sort((a, b) => b.squareMetres - a.squareMetres || a.boundaryId.localeCompare(b.boundaryId))
    .map((c) => c.boundaryId);
}

/**
 * The title deed rule (issue 14 'ownership upload'; decision 0072): a field passes ownership
 * automatically when it lies on at least one farm boundary and every one of its boundaries has a
 * title deed. A field on no boundary stays undecided (spec §4).
 */
export function isOwnershipProvenByDeeds(
  farmBoundaryIds: readonly string[] | null | undefined,
  deededBoundaryIds: ReadonlySet<string>,
): boolean {
  if (!farmBoundaryIds || farmBoundaryIds.length === 0) return false;
  return farmBoundaryIds.every((id) => deededBoundaryIds.has(id));
}

/** The same set of ids, whatever their order. */
export function sameIds(a: readonly string[] | null | undefined, b: readonly string[]): boolean {
  const left = new Set(a ?? []);
  return left.size === new Set(b).size && b.every((id) => left.has(id));
}
