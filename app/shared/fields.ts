// The vocabulary of fields (spec §3 'Field', §4 'Field status', 'Field inclusion', 'Signoff
// display labels', 'Signoff per field per criterion', 'Unmapped-warning kinds'; issue 14;
// decision 0070). Shared by the table, the rules, the pages and the API.

/** spec §4 'Field status', in the spec's order. Transitions: decision 0070. */
export const FIELD_STATUSES = [
  "UPLOADED",
  "DRAWN",
  "NOT_STARTED",
  "IN_PROGRESS",
  "COMPLETE",
  "NOT_INCLUDED",
  "DELETED",
] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];

/** How a field's boundary came in: a file of the farmer's, drawn on the map, or a circle. */
export const FIELD_SOURCES = ["kml", "kmz", "geojson", "shapefile", "drawn", "circle"] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

/** spec §4 'Field inclusion': a record's inclusion; 'excluded' takes the field out. */
export const FIELD_INCLUSIONS = ["included", "excluded"] as const;
export type FieldInclusion = (typeof FIELD_INCLUSIONS)[number];

/** The five criteria of a field's signoff (spec §3 'Field' admin view), in the order shown. */
export const SIGNOFF_CRITERIA = [
  "boundary",
  "wetland",
  "ownership",
  "landConversion",
  "nativeEcosystem",
] as const;
export type SignoffCriterion = (typeof SIGNOFF_CRITERIA)[number];

/** spec §4 'Signoff per field per criterion': true, false or null (undecided). */
export type Signoff = boolean | null;

/**
 * Native ecosystem types (spec §4 'Signoff per field per criterion'): for the first six the
 * criterion passes when the dominant land use is not UNDISTURBED; cultivated land and forest
 * plantations pass.
 */
export const NATIVE_ECOSYSTEM_TYPES = [
  "GRASSLAND",
  "BARE_NATURAL",
  "DEGRADED_FOREST_WOODLAND",
  "SHRUBLAND",
  "THICKET",
  "HERBLAND",
  "CULTIVATED",
  "FOREST_PLANTATION",
] as const;
export type NativeEcosystemType = (typeof NATIVE_ECOSYSTEM_TYPES)[number];

/** Dominant land uses an admin records for a field (decision 0070); UNDISTURBED is the spec's. */
export const DOMINANT_LAND_USES = ["UNDISTURBED", "GRAZING", "CROPPING", "MIXED", "OTHER"] as const;
export type DominantLandUse = (typeof DOMINANT_LAND_USES)[number];

/** The wetland reason that does not excuse a failed wetland check (spec §4). */
export const WETLAND_REASON_EXCLUDED = "excluded";

/** spec §4 'Unmapped-warning kinds'. */
export const UNMAPPED_WARNING_KINDS = [
  "UNMAPPED_FIELDS",
  "UNMAPPED_LOCATION",
  "UNMAPPED_FARM_ERF",
] as const;
export type UnmappedWarningKind = (typeof UNMAPPED_WARNING_KINDS)[number];

/**
 * Why a field that meets a wetland may still count (spec §4: the wetland criterion passes when
 * its signoff is false with a reason other than 'excluded'). Decision 0070.
 */
export const WETLAND_REASONS = [
  WETLAND_REASON_EXCLUDED,
  "notWetland",
  "artificial",
  "bufferedOut",
] as const;
export type WetlandReason = (typeof WETLAND_REASONS)[number];
