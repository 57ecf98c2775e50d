// The rules of the contracting details (issue 6; spec §3 'Organisation / company', §4
// 'Unmapped-warning kinds', §6 'User roles'). Pure: pages, the admin view, the API and tests
// share them.
// Not ./area: that pulls @turf into the browser bundle, and the pages only need the rounding.
import type { Position } from "geojson";
import type { BoundaryGeometry } from "~/services/contracting/boundaries/area";
import { round } from "~/services/kit/format";
import type { BoundarySource } from "~/shared/boundaries";
import type { MemberRole } from "~/shared/roles";

/**
 * The membership a person gets when named a signatory: someone with no role, or only OTHER,
 * becomes SIGNATORY; an owner, staff member or consultant keeps the wider role they have
 * (they can sign as well). Returns null when the role stays.
 */
export function roleForSignatory(current: MemberRole | null): MemberRole | null {
  if (current === null || current === "OTHER") return "SIGNATORY";
  return null;
}

// ---- ERF / title-deed numbers ----

export const MAX_ERF_NUMBERS = 50;
export const MAX_ERF_LENGTH = 50;

/** 'ERF 123, 456; Portion 2 of 7' → ['ERF 123', '456', 'Portion 2 of 7']: split on commas,
 * semicolons and new lines, trimmed, blanks and repeats dropped. */
export function parseErfNumbers(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of (text ?? "").split(/[,;\n\r]+/)) {
    const value = part.trim().replace(/\s+/g, " ");
    if (value === "" || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    list.push(value);
  }
  return list;
}

// ---- Unmapped warnings (spec §4 'Unmapped-warning kinds') ----

export type UnmappedKind = "UNMAPPED_FIELDS" | "UNMAPPED_LOCATION" | "UNMAPPED_FARM_ERF";

export const UNMAPPED_MESSAGES: Record<UnmappedKind, string> = {
  UNMAPPED_FIELDS:
    "No fields are mapped on this farm yet. Draw or upload the boundary of every field you enrol.",
  UNMAPPED_LOCATION:
    "This farm has no location yet. Add the farm's latitude and longitude so we can find it on the map.",
  UNMAPPED_FARM_ERF:
    "This farm has no ERF or title-deed numbers yet. Add them from the title deed so the contract can name the land.",
};

export interface FarmFacts {
  erfNumbers: readonly string[];
  latitude: number | null;
  longitude: number | null;
}

export interface UnmappedWarning {
  kind: UnmappedKind;
  message: string;
}

/** The warnings of one farm, in a fixed order. */
export function farmWarnings(farm: FarmFacts): UnmappedWarning[] {
  const warnings: UnmappedWarning[] = [];
  if (farm.latitude === null || farm.longitude === null) {
    warnings.push({ kind: "UNMAPPED_LOCATION", message: UNMAPPED_MESSAGES.UNMAPPED_LOCATION });
  }
  if (farm.erfNumbers.length === 0) {
    warnings.push({ kind: "UNMAPPED_FARM_ERF", message: UNMAPPED_MESSAGES.UNMAPPED_FARM_ERF });
  }
  return warnings;
}

// ---- Locations and circles ----

/** South Africa with a margin: a point outside is almost certainly a typing slip. */
export const SOUTH_AFRICA_BOUNDS = { south: -35.5, north: -21.5, west: 15.5, east: 33.5 };

export const OUTSIDE_SOUTH_AFRICA_MESSAGE =
  "This point is outside South Africa. Check the latitude (negative, e.g. -28.25) and longitude (e.g. 28.31).";

/** A latitude or longitude as typed ('-28.25', '-28,25'); null when it is not a number. */
export function parseCoordinate(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim().replace(",", ".");
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function isInSouthAfrica(latitude: number, longitude: number): boolean {
  const b = SOUTH_AFRICA_BOUNDS;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}

/**
 * The first corner of a boundary (longitude, latitude) that a farm's location there would be
 * refused for, or null. Issue 12: one rule for farm points and boundaries, so a boundary is held
 * to isInSouthAfrica at every corner, whether uploaded or drawn as a circle.
 */
export function findCornerOutsideSouthAfrica(geometry: BoundaryGeometry): Position | null {
  const rings = geometry.type === "Polygon" ? geometry.coordinates : geometry.coordinates.flat();
  for (const ring of rings) {
    for (const corner of ring) {
      if (!isInSouthAfrica(corner[1]!, corner[0]!)) return corner;
    }
  }
  return null;
}

export function isBoundaryInSouthAfrica(geometry: BoundaryGeometry): boolean {
  return findCornerOutsideSouthAfrica(geometry) === null;
}

export const LOCATION_MESSAGES = {
  latitudeMissing: "Enter the latitude too, or leave both empty.",
  longitudeMissing: "Enter the longitude too, or leave both empty.",
  latitudeInvalid: "Enter the latitude in decimal degrees, like -28.2519.",
  longitudeInvalid: "Enter the longitude in decimal degrees, like 28.3104.",
  outside: OUTSIDE_SOUTH_AFRICA_MESSAGE,
} as const;

/**
 * What is wrong with a latitude and longitude as typed (a farm's location, a circle's centre):
 * both or neither, decimal degrees within range, and the point in South Africa. Null when all
 * is well, including when both are empty (a form whose location is required says so through
 * its fields).
 */
export function locationErrors(
  latitudeText: string | null,
  longitudeText: string | null,
): { latitude?: string; longitude?: string } | null {
  const hasLatitude = !!latitudeText?.trim();
  const hasLongitude = !!longitudeText?.trim();
  if (!hasLatitude && !hasLongitude) return null;
  const errors: { latitude?: string; longitude?: string } = {};
  const latitude = parseCoordinate(latitudeText);
  const longitude = parseCoordinate(longitudeText);
  if (!hasLatitude) errors.latitude = LOCATION_MESSAGES.latitudeMissing;
  else if (latitude === null || latitude < -90 || latitude > 90)
    errors.latitude = LOCATION_MESSAGES.latitudeInvalid;
  if (!hasLongitude) errors.longitude = LOCATION_MESSAGES.longitudeMissing;
  else if (longitude === null || longitude < -180 || longitude > 180)
    errors.longitude = LOCATION_MESSAGES.longitudeInvalid;
  if (errors.latitude || errors.longitude || latitude === null || longitude === null) return errors;
  return isInSouthAfrica(latitude, longitude) ? null : { latitude: LOCATION_MESSAGES.outside };
}

/**
 * A coordinate that locationErrors() accepted, as its number ('-28,25' → -28.25). Total, so a
 * validated form needs no second check; anything else gives NaN, never a guess.
 */
export function coordinateOf(text: string): number {
  return parseCoordinate(text) ?? Number.NaN;
}

/** A farm's location from its validated pair: both numbers, or both null when left empty. */
export function farmLocationOf(latitudeText: string | null, longitudeText: string | null) {
  return latitudeText === null || longitudeText === null
    ? { latitude: null, longitude: null }
    : { latitude: coordinateOf(latitudeText), longitude: coordinateOf(longitudeText) };
}

/** A circle boundary's radius: more than nothing, less than a 100 km (a farm, not a province). */
export const MAX_CIRCLE_RADIUS_METRES = 100_000;

/** The refusal of a radius out of range (farm boundaries and round fields). */
export const CIRCLE_RADIUS_MESSAGE = `Enter a radius between 1 and ${MAX_CIRCLE_RADIUS_METRES.toLocaleString("en-ZA")} metres.`;

// ---- Summaries ----

export interface BoundaryLike {
  areaHectares: number;
}

/** spec §5: the sum of the boundaries' areas, rounded to 2 decimals. */
export function farmTotalHectares(boundaries: readonly BoundaryLike[]): number {
  return round(
    boundaries.reduce((sum, b) => sum + (Number.isFinite(b.areaHectares) ? b.areaHectares : 0), 0),
  );
}

export const BOUNDARY_SOURCE_LABELS: Record<BoundarySource, string> = {
  kml: "KML file",
  kmz: "KMZ file",
  geojson: "GeoJSON file",
  shapefile: "Shapefile",
  circle: "Circle",
};

/** '1 234.50 ha': an area as the pages show it, always 2 decimals (spec §5), en-ZA grouping. */
export function formatHectares(value: unknown): string {
  const rounded = round(value);
  const [whole = "0", fraction = "00"] = Math.abs(rounded).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return `${rounded < 0 ? "-" : ""}${grouped}.${fraction} ha`;
}

// ---- Overlapping boundaries (decision 0061) ----

/** A boundary of the same organisation that a new one overlaps, as the refusal names it. */
export interface OwnOverlap {
  boundaryName: string;
  farmName: string;
  hectares: number;
}

/**
 * Spec §3 'Land area measurement': land is measured once. Within one organisation, a boundary
 * that overlaps another is refused, naming the other (the farmer's own) and the hectares.
 */
export function ownOverlapMessage(overlaps: readonly OwnOverlap[]): string {
  const named = overlaps.map(
    (o) =>
      `the boundary "${o.boundaryName}" of the farm ${o.farmName} by ${formatHectares(o.hectares)}`,
  );
  const list =
    named.length <= 1 ? named.join("") : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  return `This boundary overlaps ${list}, so that land would be counted twice. Cut the overlap out in your mapping program, or delete the other boundary first, then add this one again.`;
}

/** The kind of the flag a boundary gets when part of it is inside another organisation's. */
export const OTHER_ORGANISATION_OVERLAP = "OVERLAPS_ANOTHER_ORGANISATION" as const;

/**
 * Across organisations an overlap is flagged, not refused: one organisation's upload is never
 * blocked by another's data, and the other organisation's name and outline are never shown.
 */
export function otherOrganisationOverlapMessage(hectares: number): string {
  return `${formatHectares(hectares)} of this boundary also lies inside a boundary that another organisation has added. Veld will check with both organisations who farms this land; you need not do anything unless we ask.`;
}
