// What is wrong with a field's boundary, drawn on the map, typed into the API or a circle
// (spec §3 'Field', 'Land area measurement'; decision 0070). Pure, but CPU-bound on a long
// outline (crossings): the server runs it in a worker thread (geometry-work.server.ts).
import type { Polygon } from "geojson";
import {
  areaSquareMetres,
  circlePolygon,
  circlePolygonWithHoles,
  circleSquareMetres,
  hasArea,
  holeSquareMetres,
  isBoundaryGeometry,
  type BoundaryGeometry,
  type CircleInput,
} from "~/services/contracting/boundaries/area";
import {
  findCrossings,
  findHolesOutside,
  holePlaces,
  overlappingHoles,
  polygonsOf,
} from "~/services/contracting/boundaries/geometry";
import {
  CIRCLE_HOLE_MESSAGES,
  HOLES_FIELD,
  MAX_CIRCLE_HOLES,
} from "~/services/fields/circle-holes";
import { countPoints, MAX_BOUNDARY_POINTS } from "~/services/contracting/boundaries/parse.server";
import { findCornerOutsideSouthAfrica } from "~/services/contracting/rules";

/** What is wrong with a drawn or typed boundary, for the farmer, or null. */
export function boundaryProblem(geometry: BoundaryGeometry): string | null {
  const polygons = polygonsOf(geometry);
  if (countPoints(polygons) > MAX_BOUNDARY_POINTS)
    return `The field has more than ${MAX_BOUNDARY_POINTS.toLocaleString("en-ZA")} points. Simplify it and try again.`;
  for (const polygon of polygons) {
    if (polygon.coordinates.some((ring) => ring.length < 4))
      return "The field needs at least three corners.";
    const outside = findCornerOutsideSouthAfrica(polygon);
    if (outside)
      return `The field lies outside South Africa (its corner at latitude ${outside[1]!.toFixed(5)}, longitude ${outside[0]!.toFixed(5)}).`;
    const crossings = findCrossings(polygon);
    if (crossings.length > 0) {
      const [lng, lat] = crossings[0]!;
      return `The field's outline crosses itself at latitude ${lat!.toFixed(5)}, longitude ${lng!.toFixed(5)}. Draw it again without crossing lines.`;
    }
    if (findHolesOutside(polygon).length > 0) return "The field has a hole outside its outline.";
  }
  if (!hasArea(areaSquareMetres(geometry))) return "The field has no area.";
  return null;
}

/** What is wrong with a round field and the parts cut out of it, and beside which form field. */
export interface CircleFieldProblem {
  field: "radius" | typeof HOLES_FIELD;
  message: string;
}

export interface CircleFieldInput {
  circle: CircleInput;
  /** GeoJSON Polygons: each one's outer ring is cut out (decision 0152). */
  holes: Polygon[];
}

/**
 * A round field's problem, or null (issue 32, decision 0152): the circle as any typed outline
 * (boundaryProblem), then each hole: a closed ring not crossing itself, with an area, wholly
 * inside the circle's polygon; no two holes overlapping or touching; at most MAX_CIRCLE_HOLES,
 * and the points of the whole within MAX_BOUNDARY_POINTS.
 */
export function circleFieldProblem(input: CircleFieldInput): CircleFieldProblem | null {
  const { circle, holes } = input;
  const outline = circlePolygon(circle);
  const circleProblem = boundaryProblem(outline);
  if (circleProblem) return { field: "radius", message: circleProblem };
  const refuse = (message: string): CircleFieldProblem => ({ field: HOLES_FIELD, message });
  if (holes.length === 0) return null;
  if (holes.length > MAX_CIRCLE_HOLES) return refuse(CIRCLE_HOLE_MESSAGES.tooMany(holes.length));
  for (const [index, hole] of holes.entries()) {
    const ring = hole.coordinates?.[0];
    if (!ring || !isBoundaryGeometry({ type: "Polygon", coordinates: [ring] }))
      return refuse(CIRCLE_HOLE_MESSAGES.notPolygon(index));
  }
  const whole = circlePolygonWithHoles(circle, holes);
  if (countPoints([whole]) > MAX_BOUNDARY_POINTS)
    return refuse(
      `The field and its parts to cut out have more than ${MAX_BOUNDARY_POINTS.toLocaleString("en-ZA")} points. Simplify the parts and try again.`,
    );
  for (const [index, hole] of holes.entries()) {
    const ring: Polygon = { type: "Polygon", coordinates: [hole.coordinates[0]!] };
    if (findCrossings(ring).length > 0) return refuse(CIRCLE_HOLE_MESSAGES.crossesItself(index));
    if (!hasArea(holeSquareMetres(ring))) return refuse(CIRCLE_HOLE_MESSAGES.noArea(index));
  }
  for (const [index, place] of holePlaces(outline, holes).entries()) {
    if (place === "outside") return refuse(CIRCLE_HOLE_MESSAGES.outside(index));
    if (place === "crossing") return refuse(CIRCLE_HOLE_MESSAGES.crossing(index));
  }
  const [overlap] = overlappingHoles(holes);
  if (overlap) return refuse(CIRCLE_HOLE_MESSAGES.overlap(overlap[0], overlap[1]));
  const left =
    circleSquareMetres(circle.radiusMetres) -
    holes.reduce((sum, hole) => sum + holeSquareMetres(hole), 0);
  if (!hasArea(left)) return refuse(CIRCLE_HOLE_MESSAGES.nothingLeft);
  return null;
}
