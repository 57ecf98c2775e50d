// Round fields with parts cut out (issue 32; spec §3 'Land area measurement': "a circle given by a
// radius, with optional internal polygons (holes) subtracted"; §5 areas to 2 decimals; decision
// 0152): the area rule, the stored geometry, and which holes are refused and why. The checks that
// run in the worker (circleFieldProblem) are pure and called here directly.
import fc from "fast-check";
import type { Polygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import {
  areaSquareMetres,
  circlePolygon,
  circlePolygonWithHoles,
  circleSquareMetres,
  circleWithHolesAreaHectares,
  EARTH_RADIUS_METRES,
  holeSquareMetres,
  roundArea,
} from "~/services/contracting/boundaries/area";
import { holePlaces, overlappingHoles } from "~/services/contracting/boundaries/geometry";
import { circleFieldProblem } from "./boundary-problem.server";
import { fieldView } from "./views";
import { CIRCLE_HOLE_MESSAGES, holesOf, MAX_CIRCLE_HOLES, storedCircleOf } from "./circle-holes";

const CENTRE = { latitude: -28.25, longitude: 28.3 };
const DEG = 180 / Math.PI;
/** Degrees of latitude for metres on the spec's sphere. */
const dLat = (metres: number) => (metres / EARTH_RADIUS_METRES) * DEG;
const dLng = (metres: number) => dLat(metres) / Math.cos((CENTRE.latitude * Math.PI) / 180);

/** A square hole of `side` metres whose centre is `east`, `north` metres from the circle's. */
function squareHole(east: number, north: number, side: number): Polygon {
  const x = CENTRE.longitude + dLng(east);
  const y = CENTRE.latitude + dLat(north);
  const h = side / 2;
  const ring: Position[] = [
    [x - dLng(h), y - dLat(h)],
    [x + dLng(h), y - dLat(h)],
    [x + dLng(h), y + dLat(h)],
    [x - dLng(h), y + dLat(h)],
    [x - dLng(h), y - dLat(h)],
  ];
  return { type: "Polygon", coordinates: [ring] };
}

const pivot = (radiusMetres: number) => ({ ...CENTRE, radiusMetres });
const problemOf = (radiusMetres: number, holes: Polygon[]) =>
  circleFieldProblem({ circle: pivot(radiusMetres), holes });

describe("the area of a circle with holes (spec §3, §5)", () => {
  it("is the exact cap's area less the holes', to 2 decimals", () => {
    // A 400 m pivot (50.27 ha) round a 100 m × 100 m homestead (1 ha) and a 50 m square dam.
    const holes = [squareHole(0, 0, 100), squareHole(200, 0, 50)];
    const expected = roundArea(
      (circleSquareMetres(400) - holeSquareMetres(holes[0]!) - holeSquareMetres(holes[1]!)) /
        10_000,
    );
    expect(circleWithHolesAreaHectares(400, holes)).toBe(expected);
    expect(expected).toBeCloseTo(50.27 - 1 - 0.25, 1);
    expect(circleWithHolesAreaHectares(400)).toBe(50.27);
  });

  it("equals the cap's area less the sum of the holes' for any holes, and is never negative", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.array(
          fc.record({
            east: fc.double({ min: -3000, max: 3000, noNaN: true }),
            north: fc.double({ min: -3000, max: 3000, noNaN: true }),
            side: fc.double({ min: 0, max: 4000, noNaN: true }),
          }),
          { maxLength: 6 },
        ),
        (radius, specs) => {
          const holes = specs.map((s) => squareHole(s.east, s.north, s.side));
          const area = circleWithHolesAreaHectares(radius, holes);
          const cut = holes.reduce((sum, hole) => sum + holeSquareMetres(hole), 0);
          expect(area).toBeGreaterThanOrEqual(0);
          expect(area).toBe(roundArea(Math.max(0, circleSquareMetres(radius) - cut) / 10_000));
          expect(area).toBeLessThanOrEqual(circleWithHolesAreaHectares(radius));
        },
      ),
    );
  });

  it("is not a number's worth of land for a radius that is not a positive number", () => {
    expect(circleWithHolesAreaHectares(Number.NaN, [squareHole(0, 0, 10)])).toBe(0);
    expect(circleWithHolesAreaHectares(-5)).toBe(0);
  });
});

describe("the stored geometry", () => {
  it("is the circle's polygon with each hole's outer ring as a clockwise inner ring", () => {
    // A hole given clockwise stays so; one given counter-clockwise is turned round.
    const anticlockwise = squareHole(0, 0, 100);
    const clockwise: Polygon = {
      type: "Polygon",
      coordinates: [[...squareHole(200, 0, 50).coordinates[0]!].reverse()],
    };
    const geometry = circlePolygonWithHoles(pivot(400), [anticlockwise, clockwise]);
    expect(geometry.coordinates).toHaveLength(3);
    expect(geometry.coordinates[0]).toEqual(circlePolygon(pivot(400)).coordinates[0]);
    expect(geometry.coordinates[1]).toEqual([...anticlockwise.coordinates[0]!].reverse());
    expect(geometry.coordinates[2]).toEqual(clockwise.coordinates[0]);
    // @turf/area subtracts the inner rings: the polygon's area is its outline's less the holes'.
    const outline = areaSquareMetres(circlePolygon(pivot(400)));
    expect(areaSquareMetres(geometry)).toBeCloseTo(
      outline - holeSquareMetres(anticlockwise) - holeSquareMetres(clockwise),
      3,
    );
  });

  it("takes only the outer ring of a hole that has holes of its own, and each part of a multi", () => {
    const hole = squareHole(0, 0, 100);
    const withIsland: Polygon = {
      type: "Polygon",
      coordinates: [hole.coordinates[0]!, squareHole(0, 0, 10).coordinates[0]!],
    };
    const other = squareHole(200, 0, 50);
    expect(
      holesOf([withIsland, { type: "MultiPolygon", coordinates: [other.coordinates] }]),
    ).toEqual([hole, other]);
  });

  it("is read back from the circle JSON with its holes, none for a circle kept before them", () => {
    const hole = squareHole(0, 0, 100);
    expect(storedCircleOf({ ...pivot(400), holes: [hole] })).toEqual({
      ...pivot(400),
      holes: [hole],
    });
    expect(storedCircleOf(pivot(400))).toEqual({ ...pivot(400), holes: [] });
    expect(storedCircleOf(null)).toBeNull();
    expect(storedCircleOf({ latitude: "x" })).toBeNull();
  });
});

describe("which holes are refused (decision 0152)", () => {
  it.each([
    ["a homestead in the middle", [squareHole(0, 0, 100)], null],
    ["two apart", [squareHole(-150, 0, 80), squareHole(150, 0, 80)], null],
    ["one outside the circle", [squareHole(900, 0, 100)], CIRCLE_HOLE_MESSAGES.outside(0)],
    ["one across the edge", [squareHole(390, 0, 100)], CIRCLE_HOLE_MESSAGES.crossing(0)],
    [
      "the second overlapping the first",
      [squareHole(0, 0, 100), squareHole(60, 0, 100)],
      CIRCLE_HOLE_MESSAGES.overlap(0, 1),
    ],
    [
      "one inside another",
      [squareHole(0, 0, 200), squareHole(10, 0, 20)],
      CIRCLE_HOLE_MESSAGES.overlap(0, 1),
    ],
    [
      "one with no area",
      [
        {
          type: "Polygon",
          coordinates: [
            [
              [28.3, -28.25],
              [28.301, -28.25],
              [28.302, -28.25],
              [28.3, -28.25],
            ],
          ],
        },
      ] as Polygon[],
      CIRCLE_HOLE_MESSAGES.noArea(0),
    ],
    [
      "one not closed",
      [
        {
          type: "Polygon",
          coordinates: [
            [
              [28.3, -28.25],
              [28.301, -28.25],
              [28.301, -28.249],
            ],
          ],
        },
      ] as Polygon[],
      CIRCLE_HOLE_MESSAGES.notPolygon(0),
    ],
    [
      "too many",
      Array.from({ length: MAX_CIRCLE_HOLES + 1 }, (_, i) => squareHole(-300 + i * 30, 0, 10)),
      CIRCLE_HOLE_MESSAGES.tooMany(MAX_CIRCLE_HOLES + 1),
    ],
  ])("%s", (_, holes, message) => {
    const problem = problemOf(400, holes as Polygon[]);
    expect(problem).toEqual(message === null ? null : { field: "holes", message });
  });

  it("refuses the circle itself beside the radius", () => {
    const problem = circleFieldProblem({
      circle: { latitude: 51.5, longitude: -0.1, radiusMetres: 100 },
      holes: [],
    });
    expect(problem?.field).toBe("radius");
  });

  it("always refuses a hole wholly outside the circle", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 1.2, max: 5, noNaN: true }),
        fc.double({ min: 1, max: 40, noNaN: true }),
        (radius, bearing, distance, side) => {
          // Its centre at 1.2 to 5 radii from the circle's, its half-diagonal short of the edge.
          const far = radius * distance + side;
          const hole = squareHole(far * Math.sin(bearing), far * Math.cos(bearing), side);
          expect(holePlaces(circlePolygon(pivot(radius)), [hole])).toEqual(["outside"]);
          expect(problemOf(radius, [hole])).toEqual({
            field: "holes",
            message: CIRCLE_HOLE_MESSAGES.outside(0),
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("finds overlapping pairs once each, in order", () => {
    const holes = [squareHole(0, 0, 50), squareHole(100, 0, 50), squareHole(20, 0, 50)];
    expect(overlappingHoles(holes)).toEqual([[0, 2]]);
  });
});

describe("what the pages and the API show of a round field", () => {
  const facts = (source: "circle" | "drawn") => ({
    id: "f1",
    farmId: "farm1",
    farmName: "Home farm",
    name: "Pivot 1",
    source,
    geometry: null,
    circle: { ...pivot(400), holes: [squareHole(0, 0, 100)] },
    areaHectares: 49.27,
    outsideFarmHectares: 0,
    otherOverlapHectares: 0,
    record: null,
  });

  it("shows the circle with its holes, and none once the field is redrawn as a polygon", () => {
    expect(fieldView(facts("circle")).circle).toEqual({
      ...pivot(400),
      holes: [squareHole(0, 0, 100)],
    });
    // A redrawn field is 'drawn' (decision 0070): a circle left behind is never shown.
    expect(fieldView(facts("drawn")).circle).toBeNull();
  });
});
