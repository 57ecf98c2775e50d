import turfArea from "@turf/area";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import {
  areaHectares,
  areaSquareMetres,
  circleAreaHectares,
  circlePolygon,
  EARTH_RADIUS_METRES,
  isBoundaryGeometry,
  roundArea,
  SPEC_RADIUS_FACTOR,
  totalHectares,
} from "./area";

const R = EARTH_RADIUS_METRES;
const DEG = 180 / Math.PI;
/** Degrees of arc for a distance in metres on the spec's sphere. */
const degrees = (metres: number) => (metres / R) * DEG;

/** A longitude/latitude box, counter-clockwise. */
function box(west: number, south: number, east: number, north: number): Position[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** The exact area of a longitude/latitude box on the spec's sphere, in m². */
function boxArea(west: number, south: number, east: number, north: number) {
  const rad = Math.PI / 180;
  return R * R * (east - west) * rad * (Math.sin(north * rad) - Math.sin(south * rad));
}

const KM = degrees(1000);

describe("areaHectares (spec §3 'Land area measurement', §5, §9)", () => {
  it("a 1 km × 1 km square at the equator is 100 ha", () => {
    const square: Polygon = { type: "Polygon", coordinates: [box(0, 0, KM, KM)] };
    expect(areaHectares(square)).toBe(100);
    expect(areaSquareMetres(square)).toBeCloseTo(boxArea(0, 0, KM, KM), 3);
  });

  it("uses the spec's Earth radius of 6371 km, not turf's 6371.0088 km", () => {
    // A large box, where the 2.8 ppm difference shows in the square metres.
    const big: Polygon = { type: "Polygon", coordinates: [box(20, -30, 21, -29)] };
    const expected = boxArea(20, -30, 21, -29);
    expect(areaSquareMetres(big) / expected).toBeCloseTo(1, 12);
    expect(turfArea(big) / expected).not.toBeCloseTo(1, 6);
    expect(SPEC_RADIUS_FACTOR).toBeCloseTo((6371000 / 6371008.8) ** 2, 15);
  });

  it("subtracts holes", () => {
    const half = KM / 2;
    const withHole: Polygon = {
      type: "Polygon",
      coordinates: [box(0, 0, KM, KM), box(half / 2, half / 2, half * 1.5, half * 1.5)],
    };
    const expected =
      (boxArea(0, 0, KM, KM) - boxArea(half / 2, half / 2, half * 1.5, half * 1.5)) / 10000;
    expect(areaHectares(withHole)).toBe(roundArea(expected));
    expect(areaHectares(withHole)).toBeCloseTo(75, 1);
  });

  it("subtracts a hole whatever its winding order", () => {
    const clockwiseHole = box(KM / 4, KM / 4, KM * 0.75, KM * 0.75).reverse();
    const polygon: Polygon = { type: "Polygon", coordinates: [box(0, 0, KM, KM), clockwiseHole] };
    expect(areaHectares(polygon)).toBeCloseTo(75, 1);
  });

  it("adds the polygons of a MultiPolygon", () => {
    const multi: MultiPolygon = {
      type: "MultiPolygon",
      coordinates: [[box(0, 0, KM, KM)], [box(2 * KM, 0, 3 * KM, KM)]],
    };
    expect(areaHectares(multi)).toBe(200);
  });

  it("a farm in the Free State (about -29° latitude): a 2 km × 1.5 km field", () => {
    const lat = -29;
    const dLng = degrees(2000) / Math.cos((lat * Math.PI) / 180);
    const field: Polygon = {
      type: "Polygon",
      coordinates: [box(26, lat, 26 + dLng, lat + degrees(1500))],
    };
    expect(areaHectares(field)).toBeCloseTo(300, 0);
  });
});

describe("circles", () => {
  it("a circle of radius r has area ≈ π r²", () => {
    for (const r of [50, 564.19, 1000, 5000]) {
      const expected = (Math.PI * r * r) / 10000;
      expect(Math.abs(circleAreaHectares(r) - expected)).toBeLessThanOrEqual(
        Math.max(0.01, expected * 1e-6),
      );
    }
    expect(circleAreaHectares(1000)).toBe(314.16);
  });

  it("a zero, negative or non-finite radius has no area", () => {
    expect(circleAreaHectares(0)).toBe(0);
    expect(circleAreaHectares(-5)).toBe(0);
    expect(circleAreaHectares(Number.NaN)).toBe(0);
  });

  it("draws a closed polygon whose area is within 0.1% of the circle's", () => {
    const polygon = circlePolygon({ latitude: -28.5, longitude: 27.1, radiusMetres: 1000 });
    expect(isBoundaryGeometry(polygon)).toBe(true);
    const drawn = areaHectares(polygon);
    expect(Math.abs(drawn - 314.16) / 314.16).toBeLessThan(0.001);
  });
});

describe("roundArea (spec §5 'The rounding helper')", () => {
  it.each([
    [1.23456, 1.23],
    [1.005, 1.01],
    [-0, 0],
    [-0.001, 0],
    ["12.345", 12.35],
    ["abc", 0],
    [null, 0],
    [Number.NaN, 0],
  ])("%s → %s", (input, expected) => {
    const value = roundArea(input);
    expect(value).toBe(expected);
    expect(Object.is(value, -0)).toBe(false);
  });

  it("totals the areas of a farm's boundaries", () => {
    expect(totalHectares([100.1, 200.02, 0.005])).toBe(300.13);
    expect(totalHectares([])).toBe(0);
  });
});

describe("geometry checks", () => {
  it("accepts closed Polygons and MultiPolygons in degrees", () => {
    expect(isBoundaryGeometry({ type: "Polygon", coordinates: [box(0, 0, 1, 1)] })).toBe(true);
    expect(isBoundaryGeometry({ type: "MultiPolygon", coordinates: [[box(0, 0, 1, 1)]] })).toBe(
      true,
    );
  });

  it.each([
    ["a point", { type: "Point", coordinates: [0, 0] }],
    [
      "an open ring",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      },
    ],
    [
      "too few points",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      },
    ],
    ["projected metres", { type: "Polygon", coordinates: [box(500000, 6800000, 501000, 6801000)] }],
    ["nothing", null],
  ])("refuses %s", (_label, value) => {
    expect(isBoundaryGeometry(value)).toBe(false);
  });
});
