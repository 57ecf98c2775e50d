// Round fields with parts cut out (issue 32 'Circles cannot have holes cut out of them, as
// polygons can'; spec §3 'Land area measurement': a circle given by a radius, with optional
// internal polygons (holes) subtracted; decision 0152): a centre-pivot field around a homestead,
// a dam or a kraal. The limits and the sentences the page and the API share. Pure, no zod: the
// page's form hint reads it too. The geometry that decides (where each hole lies, which overlap)
// runs in the worker pool (boundary-problem.server.ts circleFieldProblem).
import type { Polygon, Position } from "geojson";
import type { BoundaryGeometry } from "~/services/contracting/boundaries/area";

/**
 * The most parts one round field may have cut out: a homestead, its garden, a dam, a kraal, a
 * few trees; more than this is a field better drawn or uploaded as a polygon.
 */
export const MAX_CIRCLE_HOLES = 20;

/** The form field (the page's file input, the API's `circle.holes`) a hole's refusal goes beside. */
export const HOLES_FIELD = "holes";

const part = (index: number) => `Part ${index + 1} to cut out`;

export const CIRCLE_HOLE_MESSAGES = {
  tooMany: (count: number) =>
    `There are ${count} parts to cut out; a round field may have at most ${MAX_CIRCLE_HOLES}. Draw or upload the field as a polygon instead.`,
  notPolygon: (index: number) =>
    `${part(index)} is not a polygon of at least three corners whose last point is its first.`,
  crossesItself: (index: number) =>
    `${part(index)} crosses itself. Correct it in your mapping program and try again.`,
  noArea: (index: number) => `${part(index)} has no area.`,
  outside: (index: number) =>
    `${part(index)} lies outside the circle. Only land inside the circle can be cut out of it.`,
  crossing: (index: number) =>
    `${part(index)} crosses the circle's edge. A part to cut out must lie wholly inside the circle.`,
  overlap: (a: number, b: number) =>
    `Parts ${a + 1} and ${b + 1} to cut out overlap or touch each other. Join them into one part, or move them apart.`,
  nothingLeft: "Nothing of the field is left once the parts are cut out.",
  file: "Choose a file with the parts to cut out, or leave it empty.",
} as const;

/**
 * The holes a set of outlines gives: each polygon's outer ring is one hole (a polygon's own holes
 * are not kept: an island inside a homestead is not farmed). A MultiPolygon gives one per part.
 */
export function holesOf(geometries: readonly BoundaryGeometry[]): Polygon[] {
  return geometries.flatMap((geometry) => {
    const polygons: Position[][][] =
      geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    return polygons.flatMap((rings) =>
      rings[0] ? [{ type: "Polygon" as const, coordinates: [rings[0]] }] : [],
    );
  });
}

/** A circle's holes as kept in its `circle` JSON: its outer rings only, or none. */
export interface StoredCircle {
  latitude: number;
  longitude: number;
  radiusMetres: number;
  holes: Polygon[];
}

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * A field's stored `circle` JSON read back: centre, radius and holes (none for a circle kept
 * before holes could be cut out); null when it is not a circle (a drawn or uploaded field).
 */
export function storedCircleOf(value: unknown): StoredCircle | null {
  if (!value || typeof value !== "object") return null;
  const { latitude, longitude, radiusMetres, holes } = value as Record<string, unknown>;
  if (!isNumber(latitude) || !isNumber(longitude) || !isNumber(radiusMetres)) return null;
  const kept = Array.isArray(holes)
    ? holes.filter(
        (hole): hole is Polygon =>
          !!hole &&
          typeof hole === "object" &&
          (hole as { type?: unknown }).type === "Polygon" &&
          Array.isArray((hole as { coordinates?: unknown }).coordinates),
      )
    : [];
  return { latitude, longitude, radiusMetres, holes: kept };
}
