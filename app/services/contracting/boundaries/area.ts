// Land area measurement (spec §3 'Land area measurement': polygons of longitude/latitude points,
// or a circle given by a radius, with internal polygons (holes) subtracted; §5 'Area results are
// in hectares, rounded to 2 decimals'; §9 'Earth radius 6371 km for area computation. Area in
// hectares, with square metres divided by 10000'). Pure: the pages, the API and tests share it.
//
// @turf/area computes the spherical area of each ring on a sphere of radius 6 371 008.8 m (the
// WGS84 mean radius). The spec fixes 6 371 km; the area of a region on a sphere scales with the
// square of the radius, so the result is rescaled by (6371000 / 6371008.8)² (docs/decisions/
// 0042-boundary-areas.md). The difference is under 3 parts per million, but the spec's number
// is the one the programme's contracts were drawn up with.
import turfArea from "@turf/area";
import turfCircle from "@turf/circle";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { round } from "~/services/kit/format";

/** spec §9 'Earth radius 6371 km for area computation', in metres. */
export const EARTH_RADIUS_METRES = 6_371_000;
/** The radius @turf/helpers uses (its `earthRadius`). */
export const TURF_EARTH_RADIUS_METRES = 6_371_008.8;
/** spec §9 'Area in hectares, with square metres divided by 10000'. */
export const SQUARE_METRES_PER_HECTARE = 10_000;
/** From turf's sphere to the spec's: areas scale with the radius squared. */
export const SPEC_RADIUS_FACTOR = (EARTH_RADIUS_METRES / TURF_EARTH_RADIUS_METRES) ** 2;
/** Vertices of a circle boundary's polygon (the area itself is computed exactly). */
export const CIRCLE_STEPS = 128;

export type BoundaryGeometry = Polygon | MultiPolygon;

export interface CircleInput {
  latitude: number;
  longitude: number;
  radiusMetres: number;
}

/** spec §5: the rounding helper, 2 decimals by default; -0 → 0; not a number → 0. */
export function roundArea(value: unknown, decimals = 2): number {
  return round(value, decimals);
}

/** Square metres on the spec's sphere: outer rings minus holes, every polygon of a multi. */
export function areaSquareMetres(geometry: BoundaryGeometry): number {
  return turfArea(geometry) * SPEC_RADIUS_FACTOR;
}

/**
 * Below this a polygon's "area" is the rounding noise of the sphere formula on a ring whose
 * corners lie on one line: a 10 cm square. Anything real, however small (issue 12: a 25 m² camp
 * was refused because its area was rounded to 0.00 ha before the check), is far above it.
 */
export const MIN_AREA_SQUARE_METRES = 0.01;

/** Whether an unrounded area in m² is land rather than a line: checked before any rounding. */
export function hasArea(squareMetres: number): boolean {
  return squareMetres >= MIN_AREA_SQUARE_METRES;
}

/** Hectares, rounded to 2 decimals (spec §5). */
export function areaHectares(geometry: BoundaryGeometry): number {
  return roundArea(areaSquareMetres(geometry) / SQUARE_METRES_PER_HECTARE);
}

/**
 * A circle's area on the spec's sphere: the spherical cap 2πR²(1 − cos(r/R)), exact for a
 * circle of geodesic radius r (≈ πr² for a farm-sized circle), in hectares to 2 decimals.
 * Computed from the radius rather than from the polygon drawn for it, which would fall short
 * by the slivers between its vertices.
 */
export function circleAreaHectares(radiusMetres: number): number {
  return roundArea(circleSquareMetres(radiusMetres) / SQUARE_METRES_PER_HECTARE);
}

/** The spherical cap's area in m², unrounded (0 for a radius that is not a positive number). */
export function circleSquareMetres(radiusMetres: number): number {
  if (!Number.isFinite(radiusMetres) || radiusMetres <= 0) return 0;
  const R = EARTH_RADIUS_METRES;
  return 2 * Math.PI * R * R * (1 - Math.cos(radiusMetres / R));
}

/** A hole's area in m² on the spec's sphere: its outer ring only (decision 0152). */
export function holeSquareMetres(hole: Polygon): number {
  const ring = hole.coordinates[0];
  return ring ? areaSquareMetres({ type: "Polygon", coordinates: [ring] }) : 0;
}

/**
 * A circle with holes cut out of it (spec §3 'Land area measurement': a circle given by a radius,
 * with internal polygons (holes) subtracted; decision 0152): the exact cap's area minus each
 * hole's, never below 0, in hectares to 2 decimals (spec §5). The holes are meant to lie inside
 * the circle and apart from each other: the caller refuses them otherwise (circleHoleProblem).
 */
export function circleWithHolesAreaHectares(
  radiusMetres: number,
  holes: readonly Polygon[] = [],
): number {
  const cut = holes.reduce((sum, hole) => sum + holeSquareMetres(hole), 0);
  const squareMetres = Math.max(0, circleSquareMetres(radiusMetres) - cut);
  return roundArea(squareMetres / SQUARE_METRES_PER_HECTARE);
}

/** Twice the signed planar area of a ring in longitude/latitude: > 0 when counter-clockwise. */
function ringTurn(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1! * y2! - x2! * y1!;
  }
  return sum;
}

/** A hole's ring as an inner ring: clockwise (RFC 7946 §3.1.6; the outer ring turns the other way). */
export function asInnerRing(ring: readonly Position[]): Position[] {
  const copy = ring.map((position) => [...position]);
  return ringTurn(copy) > 0 ? copy.reverse() : copy;
}

/**
 * The circle's polygon with each hole's outer ring as an inner ring, clockwise (the stored
 * geometry of a round field with parts cut out; decision 0152).
 */
export function circlePolygonWithHoles(
  circle: CircleInput,
  holes: readonly Polygon[] = [],
  steps = CIRCLE_STEPS,
): Polygon {
  const outline = circlePolygon(circle, steps);
  const inner = holes.flatMap((hole) =>
    hole.coordinates[0] ? [asInnerRing(hole.coordinates[0])] : [],
  );
  return { type: "Polygon", coordinates: [outline.coordinates[0]!, ...inner] };
}

/** The circle as a polygon for maps and the stored geometry (radius on the spec's sphere). */
export function circlePolygon(circle: CircleInput, steps = CIRCLE_STEPS): Polygon {
  const feature = turfCircle(
    [circle.longitude, circle.latitude],
    circle.radiusMetres / EARTH_RADIUS_METRES,
    {
      steps,
      units: "radians",
    },
  );
  return feature.geometry;
}

/** The farm's total: the sum of its boundaries' areas, rounded again. */
export function totalHectares(areas: readonly number[]): number {
  return roundArea(areas.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0));
}

// ---- Checks on geometry coming from uploads and the API ----

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === "number" &&
    typeof value[1] === "number" &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1]) &&
    value[0] >= -180 &&
    value[0] <= 180 &&
    value[1] >= -90 &&
    value[1] <= 90
  );
}

/** A linear ring: at least four positions, the last equal to the first (RFC 7946 §3.1.6). */
function isRing(value: unknown): value is Position[] {
  if (!Array.isArray(value) || value.length < 4 || !value.every(isPosition)) return false;
  const first = value[0]!;
  const last = value[value.length - 1]!;
  return first[0] === last[0] && first[1] === last[1];
}

function isPolygonRings(value: unknown): value is Position[][] {
  return Array.isArray(value) && value.length >= 1 && value.every(isRing);
}

/**
 * Whether `value` is a Polygon or MultiPolygon in longitude/latitude degrees with closed rings.
 * Coordinates outside ±180/±90 mean the data is in another projection.
 */
export function isBoundaryGeometry(value: unknown): value is BoundaryGeometry {
  if (!value || typeof value !== "object") return false;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type === "Polygon") return isPolygonRings(coordinates);
  if (type === "MultiPolygon")
    return (
      Array.isArray(coordinates) && coordinates.length >= 1 && coordinates.every(isPolygonRings)
    );
  return false;
}
