// A field's signoff: the five criteria an admin checks, each true, false or null (undecided), and
// the overall result (spec §3 'Field' admin view; §4 'Signoff display labels', 'Signoff per field
// per criterion'; decision 0070). Pure: no I/O, no framework. The admin's page, the farmer's
// list, the inclusion rule and the API all read the result from here.
//
// Where the spec leaves a case open, the choice is written beside the rule (decision 0070):
// - "passes if signed off, OR …": an automatic pass (a rule on the recorded data) wins over an
//   explicit false signoff. The signoff records the admin's check; the automatic rules record
//   what the data already proves.
// - An automatic rule that does not fire never fails a field on its own: the criterion falls
//   back to the signoff (false stays false, null stays null).
import {
  SIGNOFF_CRITERIA,
  WETLAND_REASON_EXCLUDED,
  type DominantLandUse,
  type NativeEcosystemType,
  type Signoff,
  type SignoffCriterion,
  type WetlandReason,
} from "~/shared/fields";
import { seasonYear } from "./seasons";

/** A stored signoff as the models hand it over: a missing value is undecided. */
type StoredSignoff = Signoff | undefined;

/** The record fields the criteria read, named as in spec §3 'Field' admin view. */
export interface FieldSignoffRecord {
  boundarySignoff?: StoredSignoff;
  wetlandSignoff?: StoredSignoff;
  /** One of WETLAND_REASONS; the column is text, so any string is read (see wetlandCriterion). */
  wetlandReason?: WetlandReason | string | null;
  ownershipSignoff?: StoredSignoff;
  farmBoundaryIds?: readonly string[] | null;
  landConversionSignoff?: StoredSignoff;
  /** The season's starting year (2015); a 2000-offset season (15) is read too (landConversionYear). */
  landConversionSeason?: number | null;
  degradationCategory?: number | null;
  naraValue?: number | null;
  conservationIndex?: number | null;
  nativeEcosystemSignoff?: StoredSignoff;
  nativeEcosystemType?: NativeEcosystemType | string | null;
  dominantLandUse?: DominantLandUse | string | null;
}

// ---- Display labels ------------------------------------------------------------------------

/** spec §4 'Signoff display labels': null shows 'Not Done', true 'Passed', false 'Failed'. */
export const SIGNOFF_LABELS = { null: "Not Done", true: "Passed", false: "Failed" } as const;
export type SignoffLabel = (typeof SIGNOFF_LABELS)[keyof typeof SIGNOFF_LABELS];

/** The admin's signoff filter's values (the model's SignoffFilter) with the spec's labels. */
export const SIGNOFF_FILTERS = [
  { value: "passed", label: SIGNOFF_LABELS.true },
  { value: "failed", label: SIGNOFF_LABELS.false },
  { value: "notDone", label: SIGNOFF_LABELS.null },
] as const;
export type SignoffFilterValue = (typeof SIGNOFF_FILTERS)[number]["value"];

/** What each label of the 'Checks' column means to the farmer (issue 31). */
export const SIGNOFF_EXPLANATIONS: Readonly<Record<SignoffLabel, string>> = {
  "Not Done":
    "We have not yet checked the field against the programme's rules: its boundary, wetlands, ownership, land conversion and native ecosystems.",
  Passed: "The field meets every rule.",
  Failed: "The field does not meet a rule, so it does not count; the reason is shown beside it.",
};

/** spec §4 'Signoff display labels'; a missing value (undefined) is undecided, 'Not Done'. */
export function signoffLabel(value: boolean | null | undefined): SignoffLabel {
  if (value === true) return SIGNOFF_LABELS.true;
  if (value === false) return SIGNOFF_LABELS.false;
  return SIGNOFF_LABELS.null;
}

/** The five criteria in plain words, in the order shown (SIGNOFF_CRITERIA). */
export const SIGNOFF_CRITERION_LABELS: Readonly<Record<SignoffCriterion, string>> = {
  boundary: "Boundary",
  wetland: "Wetland",
  ownership: "Ownership",
  landConversion: "Land conversion",
  nativeEcosystem: "Native ecosystem",
};

/** Why a field that meets a wetland may still count (WETLAND_REASONS), in plain words. */
export const WETLAND_REASON_LABELS: Readonly<Record<WetlandReason, string>> = {
  excluded: "Excluded from the field",
  notWetland: "Not a wetland on the ground",
  artificial: "Artificial (a dam or canal)",
  bufferedOut: "Wetland cut out of the field with a buffer",
};

/** NATIVE_ECOSYSTEM_TYPES in plain words. */
export const NATIVE_ECOSYSTEM_TYPE_LABELS: Readonly<Record<NativeEcosystemType, string>> = {
  GRASSLAND: "Grassland",
  BARE_NATURAL: "Bare natural ground",
  DEGRADED_FOREST_WOODLAND: "Degraded forest or woodland",
  SHRUBLAND: "Shrubland",
  THICKET: "Thicket",
  HERBLAND: "Herbland",
  CULTIVATED: "Cultivated land",
  FOREST_PLANTATION: "Forest plantation",
};

/** DOMINANT_LAND_USES in plain words. */
export const DOMINANT_LAND_USE_LABELS: Readonly<Record<DominantLandUse, string>> = {
  UNDISTURBED: "Undisturbed (never grazed or cropped)",
  GRAZING: "Grazing",
  CROPPING: "Cropping",
  MIXED: "Grazing and cropping",
  OTHER: "Other",
};

// ---- The criteria --------------------------------------------------------------------------

/** A stored signoff as true, false or null: anything but a boolean is undecided. */
function asSignoff(value: StoredSignoff): Signoff {
  return value === true || value === false ? value : null;
}

/** A text column's value, or null when it holds nothing but spaces. */
function textOf(value: string | null | undefined): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? null : text;
}

/** A finite number, or null: NaN and ±Infinity are not recorded values. */
function numberOf(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** spec §4: the boundary criterion is its signoff as is. */
export function boundaryCriterion(record: Pick<FieldSignoffRecord, "boundarySignoff">): Signoff {
  return asSignoff(record.boundarySignoff);
}

/**
 * spec §4 'Wetland passes if the signoff is true, or if it is false with a reason other than
 * excluded'. So: false with no reason, or with 'excluded', fails; null is undecided whatever the
 * reason (a reason alone decides nothing). Any reason other than 'excluded' passes, including
 * one this version does not list (the column is text; the spec names only 'excluded' as the
 * failing one). A reason of only spaces is no reason.
 */
export function wetlandCriterion(
  record: Pick<FieldSignoffRecord, "wetlandSignoff" | "wetlandReason">,
): Signoff {
  const signoff = asSignoff(record.wetlandSignoff);
  if (signoff !== false) return signoff;
  const reason = textOf(record.wetlandReason);
  return reason !== null && reason !== WETLAND_REASON_EXCLUDED;
}

/**
 * spec §4 'Ownership is undecided when there are no farm boundaries': null when farmBoundaryIds
 * is empty or missing, even if signed off (there is nothing to own yet); otherwise the signoff.
 */
export function ownershipCriterion(
  record: Pick<FieldSignoffRecord, "ownershipSignoff" | "farmBoundaryIds">,
): Signoff {
  if (!record.farmBoundaryIds || record.farmBoundaryIds.length === 0) return null;
  return asSignoff(record.ownershipSignoff);
}

/** spec §4: land converted before this season's year passes the land conversion criterion. */
export const LAND_CONVERSION_BEFORE_YEAR = 2018;
/** spec §4: a degradation category above this passes. */
export const DEGRADATION_CATEGORY_ABOVE = 30;
/** spec §4: naraValue above this, with conservationIndex below the next, passes. */
export const NARA_VALUE_ABOVE = 10;
export const CONSERVATION_INDEX_BELOW = 30;

/**
 * The starting year of the land conversion season. The brief stores a year (2015); spec §9
 * stores seasons with a 2000 offset (15). A value below 1000 cannot be a year of land
 * conversion, so it is read as an offset season: compared as 17 it would be "before 2018" for
 * every season there is. A season is before 2018 when it starts before 2018: 2017/2018 is.
 */
export function landConversionYear(season: number | null | undefined): number | null {
  const value = numberOf(season);
  if (value === null) return null;
  return value < 1000 ? seasonYear(value) : value;
}

/**
 * spec §4 'Land conversion passes if signed off, or the season is before 2018, or the
 * degradation category is above 30, or naraValue is above 10 with conservationIndex below 30'.
 * Every comparison is strict (a category of exactly 30 does not pass). When none holds the
 * criterion is the signoff: false fails, null is undecided. An automatic pass wins over an
 * explicit false signoff ("passes if signed off, OR …"). A value not recorded never passes.
 */
export function landConversionCriterion(
  record: Pick<
    FieldSignoffRecord,
    | "landConversionSignoff"
    | "landConversionSeason"
    | "degradationCategory"
    | "naraValue"
    | "conservationIndex"
  >,
): Signoff {
  const signoff = asSignoff(record.landConversionSignoff);
  if (signoff === true) return true;
  const year = landConversionYear(record.landConversionSeason);
  const category = numberOf(record.degradationCategory);
  const nara = numberOf(record.naraValue);
  const conservation = numberOf(record.conservationIndex);
  const automatic =
    (year !== null && year < LAND_CONVERSION_BEFORE_YEAR) ||
    (category !== null && category > DEGRADATION_CATEGORY_ABOVE) ||
    (nara !== null &&
      conservation !== null &&
      nara > NARA_VALUE_ABOVE &&
      conservation < CONSERVATION_INDEX_BELOW);
  return automatic ? true : signoff;
}

/** spec §4: the types that pass when the dominant land use is not UNDISTURBED. */
export const LAND_USE_DECIDES_TYPES = [
  "GRASSLAND",
  "BARE_NATURAL",
  "DEGRADED_FOREST_WOODLAND",
  "SHRUBLAND",
  "THICKET",
  "HERBLAND",
] as const satisfies readonly NativeEcosystemType[];
/** spec §4 'Cultivated and forest plantation types pass'. */
export const ALWAYS_PASSING_TYPES = [
  "CULTIVATED",
  "FOREST_PLANTATION",
] as const satisfies readonly NativeEcosystemType[];

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/**
 * spec §4 'Native ecosystem passes if signed off. For grassland, bare natural, degraded
 * forest/woodland, shrubland, thicket and herbland types it passes when the dominant land use is
 * not UNDISTURBED. Cultivated and forest plantation types pass.'
 * - One of the six types with a land use recorded and not UNDISTURBED: passes.
 * - One of the six with no land use recorded: the spec's "not UNDISTURBED" would pass a field
 *   nobody has looked at; it falls back to the signoff instead.
 * - One of the six on UNDISTURBED land, no type, or a type this version does not know: the
 *   signoff (false fails, null is undecided; the rule never fails a field by itself).
 * - An automatic pass wins over an explicit false signoff ("passes if signed off, OR …").
 */
export function nativeEcosystemCriterion(
  record: Pick<
    FieldSignoffRecord,
    "nativeEcosystemSignoff" | "nativeEcosystemType" | "dominantLandUse"
  >,
): Signoff {
  const signoff = asSignoff(record.nativeEcosystemSignoff);
  if (signoff === true) return true;
  const type = textOf(record.nativeEcosystemType);
  if (isOneOf(ALWAYS_PASSING_TYPES, type)) return true;
  const landUse = textOf(record.dominantLandUse);
  if (isOneOf(LAND_USE_DECIDES_TYPES, type) && landUse !== null && landUse !== "UNDISTURBED")
    return true;
  return signoff;
}

const CRITERIA: Readonly<Record<SignoffCriterion, (record: FieldSignoffRecord) => Signoff>> = {
  boundary: boundaryCriterion,
  wetland: wetlandCriterion,
  ownership: ownershipCriterion,
  landConversion: landConversionCriterion,
  nativeEcosystem: nativeEcosystemCriterion,
};

/** Each criterion's result, in the order of SIGNOFF_CRITERIA. */
export function criterionResults(record: FieldSignoffRecord): Record<SignoffCriterion, Signoff> {
  const results = {} as Record<SignoffCriterion, Signoff>;
  for (const criterion of SIGNOFF_CRITERIA) results[criterion] = CRITERIA[criterion](record);
  return results;
}

/**
 * spec §4 'Overall signoffPass is false if any criterion is false, true if all are true,
 * otherwise null'. A false wins over an undecided criterion: one failure fails the field.
 */
export function combineSignoffs(results: Readonly<Record<SignoffCriterion, Signoff>>): Signoff {
  const values = SIGNOFF_CRITERIA.map((criterion) => results[criterion]);
  if (values.some((value) => value === false)) return false;
  if (values.every((value) => value === true)) return true;
  return null;
}

/** The computed signoffPass of spec §3 'Field' admin view (spec §4). */
export function signoffPass(record: FieldSignoffRecord): Signoff {
  return combineSignoffs(criterionResults(record));
}
