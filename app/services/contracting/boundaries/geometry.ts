// Shapes of boundaries as they meet each other (spec §3 'Land area measurement': a piece of land
// is measured once; docs/decisions/0061-boundary-union-overlaps-and-coordinate-systems.md).
// Pure: @turf/union and @turf/intersect (polyclip-ts) do the clipping and @turf/kinks finds
// crossing lines; this module only decides which pieces to hand them.
// Clipping and crossings are CPU-bound, and polyclip-ts can loop for ever on rare near-degenerate
// polygons (decision 0071): the server calls them only inside the worker pool, whose deadline
// ends a task that runs too long (tasks.server.ts, geometry-work.server.ts; decision 0120).
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import turfIntersect from "@turf/intersect";
import turfKinks from "@turf/kinks";
import turfUnion from "@turf/union";
import { feature, featureCollection } from "@turf/helpers";
import type { LineString, MultiLineString, Polygon, Position } from "geojson";
import type { BoundingBox } from "~/shared/boundaries";
import { areaSquareMetres, type BoundaryGeometry } from "./area";

/**
 * Overlaps smaller than this are slivers where two outlines drawn separately share an edge, not
 * land counted twice: under 0.005 ha, they vanish when areas are rounded to 2 decimals (spec §5),
 * as every boundary's own area already may.
 */
export const OVERLAP_TOLERANCE_SQUARE_METRES = 50;

/** The polygons of a boundary, one by one. */
export function polygonsOf(geometry: BoundaryGeometry): Polygon[] {
  return geometry.type === "Polygon"
    ? [geometry]
    : geometry.coordinates.map((coordinates) => ({ type: "Polygon", coordinates }));
}

/** The smallest longitude/latitude box around the outer rings (holes lie inside them). */
export function boundingBox(geometry: BoundaryGeometry | readonly Position[]): BoundingBox {
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  const positions = Array.isArray(geometry)
    ? (geometry as readonly Position[])
    : polygonsOf(geometry as BoundaryGeometry).flatMap((polygon) => polygon.coordinates[0] ?? []);
  for (const [x, y] of positions) {
    if (x! < box.west) box.west = x!;
    if (x! > box.east) box.east = x!;
    if (y! < box.south) box.south = y!;
    if (y! > box.north) box.north = y!;
  }
  return box;
}

/** Whether two boxes share at least a point (touching counts). */
export function doBoxesMeet(a: BoundingBox, b: BoundingBox): boolean {
  return a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;
}

/** Pairs of indexes whose boxes meet, by sweeping the boxes west to east. */
function meetingPairs(boxes: readonly BoundingBox[]): Array<[number, number]> {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a]!.west - boxes[b]!.west);
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < order.length; i++) {
    const a = boxes[order[i]!]!;
    for (let j = i + 1; j < order.length && boxes[order[j]!]!.west <= a.east; j++) {
      if (doBoxesMeet(a, boxes[order[j]!]!)) pairs.push([order[i]!, order[j]!]);
    }
  }
  return pairs;
}

// ---- Lines that cross ----

/**
 * Segments per piece of ring handed to @turf/kinks. kinks compares every segment with every
 * other, which takes a minute on a 100 000-point ring (the upload limit): the rings are cut
 * into pieces and only pieces whose boxes meet are compared, so a farm outline is checked in
 * milliseconds and kinks still decides every crossing.
 */
const CROSSING_PIECE_SEGMENTS = 32;

interface RingPiece {
  ring: number;
  index: number;
  /** How many pieces its ring has. */
  of: number;
  positions: Position[];
}

function piecesOf(rings: readonly Position[][]): RingPiece[] {
  return rings.flatMap((ring, r) => {
    const segments = ring.length - 1;
    const of = Math.max(1, Math.ceil(segments / CROSSING_PIECE_SEGMENTS));
    return Array.from({ length: of }, (_, index) => ({
      ring: r,
      index,
      of,
      positions: ring.slice(
        index * CROSSING_PIECE_SEGMENTS,
        Math.min((index + 1) * CROSSING_PIECE_SEGMENTS, segments) + 1,
      ),
    }));
  });
}

/**
 * Where the lines of one polygon cross: a ring crossing itself, or a hole crossing its outline.
 * Touching at a corner counts too. Neighbouring segments of a ring share a corner by design and
 * do not count. Each crossing once, west to east: the same crossing found from two pairs of
 * segments (a hole's corner on the outline) can differ in the last bits of the float, so places
 * are told apart to 7 decimals of a degree (about 1 cm).
 */
export function findCrossings(polygon: Polygon): Position[] {
  const found = new Map<string, Position>();
  const collect = (lines: Position[][]) => {
    const geometry: LineString | MultiLineString =
      lines.length === 1
        ? { type: "LineString", coordinates: lines[0]! }
        : { type: "MultiLineString", coordinates: lines };
    for (const point of turfKinks(geometry).features) {
      const [x, y] = point.geometry.coordinates as [number, number];
      found.set(`${x.toFixed(7)},${y.toFixed(7)}`, [x, y]);
    }
  };
  const pieces = piecesOf(polygon.coordinates);
  // A ring in one piece is closed: kinks knows its first and last segments meet at the start.
  for (const piece of pieces) if (piece.of === 1) collect([piece.positions]);
  const follows = (a: RingPiece, b: RingPiece) =>
    a.ring === b.ring && a.of > 1 && (a.index + 1) % a.of === b.index;
  for (const [i, j] of meetingPairs(pieces.map((piece) => boundingBox(piece.positions)))) {
    const a = pieces[i]!;
    const b = pieces[j]!;
    // Neighbouring pieces go to kinks as one line, so the corner they share is not a crossing.
    if (follows(a, b)) collect([a.positions.concat(b.positions.slice(1))]);
    else if (follows(b, a)) collect([b.positions.concat(a.positions.slice(1))]);
    else collect([a.positions, b.positions]);
  }
  return [...found.values()].sort((p, q) => p[0]! - q[0]! || p[1]! - q[1]!);
}

/**
 * The holes of a polygon (by their place among its rings, 1 for the first hole) that lie outside
 * its outline: @turf/area would subtract them all the same. Meant for a polygon whose lines do
 * not cross, where a hole is wholly inside or wholly outside, so one corner off the outline
 * tells which.
 */
export function findHolesOutside(polygon: Polygon): number[] {
  const outline: Polygon = { type: "Polygon", coordinates: [polygon.coordinates[0] ?? []] };
  const outside: number[] = [];
  polygon.coordinates.slice(1).forEach((hole, i) => {
    for (const corner of hole) {
      const isInside = booleanPointInPolygon(corner, outline, { ignoreBoundary: true });
      const isOnOutline = !isInside && booleanPointInPolygon(corner, outline);
      if (isOnOutline) continue;
      if (!isInside) outside.push(i + 1);
      return;
    }
  });
  return outside;
}

// ---- Union and intersection ----

/**
 * One boundary from several polygons, each piece of land once (spec §3): polygons that meet are
 * joined by @turf/union; polygons apart from all others stay as they are. Null when nothing is
 * left.
 */
export function dissolvePolygons(polygons: readonly Polygon[]): BoundaryGeometry | null {
  if (polygons.length === 0) return null;
  if (polygons.length === 1) return polygons[0]!;
  if (meetingPairs(polygons.map((polygon) => boundingBox(polygon))).length === 0) {
    return { type: "MultiPolygon", coordinates: polygons.map((polygon) => polygon.coordinates) };
  }
  const joined = turfUnion(featureCollection(polygons.map((polygon) => feature(polygon))));
  return joined?.geometry ?? null;
}

/** The polygons `geometry` shares with `other` (none when they only touch). */
export function sharedPolygons(geometry: BoundaryGeometry, other: BoundaryGeometry): Polygon[] {
  if (!doBoxesMeet(boundingBox(geometry), boundingBox(other))) return [];
  const shared = turfIntersect(featureCollection([feature(geometry), feature(other)]));
  return shared ? polygonsOf(shared.geometry) : [];
}

/** Square metres of `geometry` that lie inside any of `others` (each square metre once). */
export function coveredSquareMetres(
  geometry: BoundaryGeometry,
  others: readonly BoundaryGeometry[],
): number {
  const covered = dissolvePolygons(others.flatMap((other) => sharedPolygons(geometry, other)));
  return covered ? areaSquareMetres(covered) : 0;
}

// ---- Holes cut out of an outline (a round field's, decision 0152) ----

/** Where a hole lies against an outline: wholly inside it, wholly outside, or across its edge. */
export type HolePlace = "inside" | "outside" | "crossing";

/**
 * Where each hole (its outer ring) lies against `outline`'s outer ring. A corner on the edge, or
 * lines that cross or touch it, is "crossing": the hole would share the field's edge. A hole with
 * no corner inside is "outside" (one that surrounds the whole outline too).
 */
export function holePlaces(outline: Polygon, holes: readonly Polygon[]): HolePlace[] {
  const ring = outline.coordinates[0] ?? [];
  const edge: Polygon = { type: "Polygon", coordinates: [ring] };
  return holes.map((hole) => {
    const corners = hole.coordinates[0] ?? [];
    const inside = corners.filter((corner) =>
      booleanPointInPolygon(corner, edge, { ignoreBoundary: true }),
    ).length;
    if (inside === 0) return "outside";
    if (inside < corners.length) return "crossing";
    const lines: Polygon = { type: "Polygon", coordinates: [ring, corners] };
    return findCrossings(lines).length > 0 ? "crossing" : "inside";
  });
}

/**
 * The pairs of holes (by their place in the list, from 0) that overlap or touch: their lines
 * cross or meet, or one lies inside the other. Each pair once, in order.
 */
export function overlappingHoles(holes: readonly Polygon[]): Array<[number, number]> {
  const rings = holes.map((hole) => hole.coordinates[0] ?? []);
  const pairs = meetingPairs(rings.map((ring) => boundingBox(ring))).map(
    ([a, b]) => (a < b ? [a, b] : [b, a]) as [number, number],
  );
  const isCornerInside = (inner: Position[], outer: Position[]) =>
    inner.some((corner) =>
      booleanPointInPolygon(corner, { type: "Polygon", coordinates: [outer] }),
    );
  return pairs
    .filter(([a, b]) => {
      const one = rings[a]!;
      const other = rings[b]!;
      if (findCrossings({ type: "Polygon", coordinates: [one, other] }).length > 0) return true;
      return isCornerInside(one, other) || isCornerInside(other, one);
    })
    .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}
