// The classes of boundary file that issue 12 found wrong, one table each, so none comes back
// (spec §3 'Land area measurement', §5, §9; decision 0061):
// 1. overlapping polygons in one file were added up: the area is the union's;
// 2. a ring that crosses itself was measured wrongly or called "no area": refused, saying where;
// 3. a small real polygon was "no area" because the area was rounded first: checked unrounded;
// 4. a polygon that could not be read was dropped: the whole file is refused, naming it;
// 5. the South African Lo grids were refused: read, and the refusal says what is read;
// 6. a boundary far outside South Africa was accepted: the farm-point rule holds at every corner.
import fc from "fast-check";
import proj4 from "proj4";
import { describe, expect, it } from "vitest";
import {
  boxRing,
  geoJson,
  geoJsonFeatures,
  kmlPlacemarks,
  kmlPolygon,
  loPrj,
  LO_ZONES,
  rectangleSquareMetres,
  shapefileZip,
  squareRing,
  utmSouthPrj,
  type LoDatum,
  type PrjFlavour,
} from "../../../../tests/support/boundary-fixtures";
import { isInSouthAfrica, locationErrors } from "../rules";
import { roundArea } from "./area";
import { parseBoundaryFile } from "./parse.server";
import { UNREADABLE_PROJECTION_MESSAGE } from "./projection.server";

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}
const ring = (b: Box) => boxRing(b.west, b.south, b.east, b.north);
const hectares = (b: Box) => rectangleSquareMetres(b.west, b.south, b.east, b.north) / 10_000;
const polygonOf = (b: Box) => ({ type: "Polygon", coordinates: [ring(b)] });
/** The area to 2 decimals, allowing the last digit to fall either side of the rounding. */
const expectHectares = (actual: number, exact: number) =>
  expect(Math.abs(actual - exact)).toBeLessThanOrEqual(0.005 + 1e-6);

/** 224 ha exactly: a band of latitude and the step of longitude that give it. */
const SOUTH = -28.3;
const NORTH = -28.28;
const STEP =
  2_240_000 /
  (6_371_000 ** 2 *
    (Math.PI / 180) *
    Math.abs(Math.sin((NORTH * Math.PI) / 180) - Math.sin((SOUTH * Math.PI) / 180)));
const blockA: Box = { west: 28.3, south: SOUTH, east: 28.3 + 2 * STEP, north: NORTH };
const blockB: Box = { west: 28.3 + STEP, south: SOUTH, east: 28.3 + 3 * STEP, north: NORTH };

describe("1. overlapping polygons in one file count once: the area of the union", () => {
  it.each([
    [
      "GeoJSON, two features",
      geoJsonFeatures([
        { name: "East", geometry: polygonOf(blockA) },
        { name: "West", geometry: polygonOf(blockB) },
      ]),
    ],
    [
      "GeoJSON, one MultiPolygon",
      geoJsonFeatures([
        {
          name: "Both",
          geometry: { type: "MultiPolygon", coordinates: [[ring(blockA)], [ring(blockB)]] },
        },
      ]),
    ],
    [
      "KML, two placemarks",
      kmlPlacemarks([
        { name: "East", inner: kmlPolygon(ring(blockA)) },
        { name: "West", inner: kmlPolygon(ring(blockB)) },
      ]),
    ],
    [
      "KML, one MultiGeometry",
      kmlPlacemarks([
        {
          name: "Both",
          inner: `<MultiGeometry>${kmlPolygon(ring(blockA))}${kmlPolygon(ring(blockB))}</MultiGeometry>`,
        },
      ]),
    ],
  ])("the farm of 672 ha once reported as 896 ha: %s", (_label, file) => {
    const parsed = parseBoundaryFile(file);
    expect(parsed.areaHectares).toBe(672);
    expect(parsed.geometry.type).toBe("Polygon");
    expect(parsed.polygonCount).toBe(1);
  });

  it("any two overlapping rectangles in South Africa: the analytic union on the 6371 km sphere", () => {
    const box = fc
      .record({
        west: fc.double({ min: 17, max: 31, noNaN: true }),
        south: fc.double({ min: -34, max: -23, noNaN: true }),
        width: fc.double({ min: 1e-4, max: 0.3, noNaN: true }),
        height: fc.double({ min: 1e-4, max: 0.3, noNaN: true }),
      })
      .map(({ west, south, width, height }) => ({
        west,
        south,
        east: west + width,
        north: south + height,
      }));
    const pair = fc
      .tuple(
        box,
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.double({ min: 1e-4, max: 0.3, noNaN: true }),
        fc.double({ min: 1e-4, max: 0.3, noNaN: true }),
      )
      .map(([a, fx, fy, width, height]) => {
        const west = a.west + fx * (a.east - a.west);
        const south = a.south + fy * (a.north - a.south);
        return [a, { west, south, east: west + width, north: south + height }] as const;
      });
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const shared: Box = {
          west: Math.max(a.west, b.west),
          south: Math.max(a.south, b.south),
          east: Math.min(a.east, b.east),
          north: Math.min(a.north, b.north),
        };
        const file = geoJsonFeatures([{ geometry: polygonOf(a) }, { geometry: polygonOf(b) }]);
        expectHectares(
          parseBoundaryFile(file).areaHectares,
          hectares(a) + hectares(b) - hectares(shared),
        );
      }),
      { numRuns: 100 },
    );
  });

  it("polygons apart are kept apart and added", () => {
    const west: Box = { west: 28.3, south: SOUTH, east: 28.3 + STEP, north: NORTH };
    const east: Box = { west: 28.4, south: SOUTH, east: 28.4 + STEP, north: NORTH };
    const parsed = parseBoundaryFile(
      geoJsonFeatures([{ geometry: polygonOf(west) }, { geometry: polygonOf(east) }]),
    );
    expect(parsed.geometry.type).toBe("MultiPolygon");
    expect(parsed.polygonCount).toBe(2);
    expect(parsed.areaHectares).toBe(448);
  });
});

describe("2. a ring that crosses itself is refused, saying where", () => {
  const bowTie = [
    [28.3, -28.25],
    [28.31, -28.24],
    [28.31, -28.25],
    [28.3, -28.24],
    [28.3, -28.25],
  ];
  // Lopsided: turf would give the difference of the two loops, a wrong area, not zero.
  const lopsided = [
    [28.3, -28.25],
    [28.32, -28.24],
    [28.32, -28.25],
    [28.3, -28.24],
    [28.3, -28.25],
  ];
  it.each([
    [
      "a bow tie (its two loops cancel: once 'no area')",
      geoJsonFeatures([{ name: "Bow", geometry: { type: "Polygon", coordinates: [bowTie] } }]),
      'Feature 1 ("Bow") in the file crosses itself at latitude -28.24500, longitude 28.30500.',
    ],
    [
      "a lopsided figure of eight (once measured as the difference of its loops)",
      geoJsonFeatures([{ name: "Eight", geometry: { type: "Polygon", coordinates: [lopsided] } }]),
      'Feature 1 ("Eight") in the file crosses itself at latitude -28.24500, longitude 28.31000.',
    ],
    [
      "a bow tie in KML, the second placemark",
      kmlPlacemarks([
        { name: "Home", inner: kmlPolygon(boxRing(28.2, -28.25, 28.21, -28.24)) },
        { name: "Bow", inner: kmlPolygon(bowTie) },
      ]),
      'Feature 2 ("Bow") in the file crosses itself at latitude -28.24500, longitude 28.30500.',
    ],
    [
      "a hole that crosses its outline",
      geoJsonFeatures([
        {
          name: "Dam",
          geometry: {
            type: "Polygon",
            coordinates: [
              boxRing(28.3, -28.25, 28.31, -28.24),
              boxRing(28.305, -28.245, 28.315, -28.243).reverse(),
            ],
          },
        },
      ]),
      'Feature 1 ("Dam") in the file crosses itself in 2 places: at latitude -28.24500, longitude 28.31000 and at latitude -28.24300, longitude 28.31000.',
    ],
    [
      "a hole outside its outline (once subtracted all the same)",
      geoJsonFeatures([
        {
          name: "Dam",
          geometry: {
            type: "Polygon",
            coordinates: [
              boxRing(28.3, -28.25, 28.31, -28.24),
              boxRing(28.4, -28.25, 28.401, -28.249).reverse(),
            ],
          },
        },
      ]),
      'Feature 1 ("Dam") in the file has a hole that lies outside its outline.',
    ],
    [
      "a zig-zag with four crossings names the first three",
      geoJsonFeatures([
        {
          name: "Zig",
          geometry: {
            type: "Polygon",
            coordinates: [
              [
                [28.3, -28.25],
                [28.31, -28.24],
                [28.32, -28.25],
                [28.33, -28.24],
                [28.34, -28.25],
                [28.34, -28.24],
                [28.33, -28.25],
                [28.32, -28.24],
                [28.31, -28.25],
                [28.3, -28.24],
                [28.3, -28.25],
              ],
            ],
          },
        },
      ]),
      'Feature 1 ("Zig") in the file crosses itself in 4 places, the first 3 at latitude -28.24500, longitude 28.30500; latitude -28.24500, longitude 28.31500; and latitude -28.24500, longitude 28.32500.',
    ],
  ])("%s", (_label, file, message) => {
    expect(() => parseBoundaryFile(file)).toThrow(message);
  });
});

describe("3. a small but real polygon is accepted: the area is checked before rounding", () => {
  it.each([
    ["0.25 m²", 0.5],
    ["1 m²", 1],
    ["25 m² (issue 12)", 5],
    ["49 m²", 7],
    ["100 m²", 10],
  ])("%s", (_label, side) => {
    const parsed = parseBoundaryFile(geoJson([squareRing(28.3, -28.25, side)]));
    expect(parsed.geometry.type).toBe("Polygon");
    expect(parsed.areaHectares).toBe(roundArea((side * side) / 10_000));
  });

  it.each([
    [
      "a polygon whose corners lie on one line",
      [
        [28.3, -28.25],
        [28.31, -28.25],
        [28.32, -28.25],
        [28.3, -28.25],
      ],
    ],
    [
      "a polygon that goes out and back on itself",
      [
        [28.3, -28.25],
        [28.31, -28.25],
        [28.31, -28.24],
        [28.31, -28.25],
        [28.3, -28.25],
      ],
    ],
  ])("%s is refused, naming the feature", (_label, coordinates) => {
    const file = geoJsonFeatures([
      { name: "Line", geometry: { type: "Polygon", coordinates: [coordinates] } },
    ]);
    expect(() => parseBoundaryFile(file)).toThrow(/^Feature 1 \("Line"\) in the file /);
  });
});

describe("4. a polygon that cannot be read refuses the whole file, naming the feature", () => {
  const good = { name: "Home camp", geometry: polygonOf({ ...blockA }) };
  it.each([
    ["coordinates that are text", { type: "Polygon", coordinates: "oops" }, "has no coordinates"],
    ["no rings", { type: "Polygon", coordinates: [] }, "has no coordinates"],
    [
      "a corner that is not a number",
      {
        type: "Polygon",
        coordinates: [
          [
            [28.3, -28.25],
            ["28.31", -28.25],
            [28.31, -28.24],
            [28.3, -28.25],
          ],
        ],
      },
      "has coordinates that are not numbers",
    ],
    [
      "a corner that is not a position",
      { type: "Polygon", coordinates: [[[28.3, -28.25], null, [28.31, -28.24], [28.3, -28.25]]] },
      "has coordinates that are not numbers",
    ],
    [
      "a ring of two corners",
      {
        type: "Polygon",
        coordinates: [
          [
            [28.3, -28.25],
            [28.31, -28.25],
          ],
        ],
      },
      "has a ring with fewer than three corners",
    ],
    ["an empty MultiPolygon", { type: "MultiPolygon", coordinates: [] }, "has no coordinates"],
    [
      "a MultiPolygon with one good and one broken polygon",
      { type: "MultiPolygon", coordinates: [[ring(blockA)], "oops"] },
      "has no coordinates",
    ],
    [
      "a GeometryCollection with a broken polygon inside",
      {
        type: "GeometryCollection",
        geometries: [polygonOf(blockB), { type: "Polygon", coordinates: 7 }],
      },
      "has no coordinates",
    ],
    [
      "a type misspelt",
      { type: "polygon", coordinates: [ring(blockB)] },
      'has a geometry of a type Veld does not know ("polygon")',
    ],
    [
      "coordinates in metres",
      { type: "Polygon", coordinates: [boxRing(30_000, 3_100_000, 31_000, 3_101_000)] },
      "is not in longitude/latitude degrees",
    ],
  ])("GeoJSON: %s", (_label, geometry, why) => {
    const file = geoJsonFeatures([good, { name: "North camp", geometry }]);
    expect(() => parseBoundaryFile(file)).toThrow(`Feature 2 ("North camp") in the file ${why}`);
    expect(() => parseBoundaryFile(file)).toThrow(/Fix it in your mapping program/);
  });

  it("a feature without a name is named by its id, else by its place in the file", () => {
    const broken = { type: "Polygon", coordinates: "oops" };
    expect(() =>
      parseBoundaryFile(geoJsonFeatures([good, { id: "camp-7", geometry: broken }])),
    ).toThrow('Feature 2 (id "camp-7") in the file has no coordinates');
    expect(() => parseBoundaryFile(geoJsonFeatures([good, { geometry: broken }]))).toThrow(
      /^Feature 2 in the file has no coordinates/,
    );
  });

  it.each([
    ["letters for coordinates", kmlPolygon("abc def")],
    ["a ring of two points", kmlPolygon("28.3,-28.25 28.31,-28.25")],
    ["a Polygon without its outer ring", "<Polygon></Polygon>"],
    [
      "a corner that is not a number",
      kmlPolygon("28.3,-28.25 28.31,oops 28.31,-28.24 28.3,-28.25"),
    ],
    [
      "a MultiGeometry with one good and one broken polygon",
      `<MultiGeometry>${kmlPolygon(ring(blockB))}${kmlPolygon("x,y")}</MultiGeometry>`,
    ],
  ])("KML: %s (togeojson would drop it silently)", (_label, inner) => {
    const file = kmlPlacemarks([
      { name: "Home camp", inner: kmlPolygon(ring(blockA)) },
      { name: "North camp", id: "pm-2", inner },
    ]);
    expect(() => parseBoundaryFile(file)).toThrow(
      'Feature 2 ("North camp") in the file has a polygon whose coordinates could not be read.',
    );
  });

  it("the good feature alone is read: the refusal is the broken one's", () => {
    expect(parseBoundaryFile(geoJsonFeatures([good])).areaHectares).toBe(448);
  });
});

describe("5. the South African Lo grids, as EPSG/GDAL and as ArcGIS write them", () => {
  /** A 1 km × 1 km (about) camp in each zone, made in WGS 84, written in the grid. */
  const campIn = (meridian: number): Box => {
    const west = Math.max(meridian, 16.2) + 0.2;
    return { west, south: -29.1, east: west + 0.01, north: -29.09 };
  };
  const ellipsoid: Record<LoDatum, string> = {
    hartebeesthoek94: "+ellps=WGS84 +towgs84=0,0,0,0,0,0,0",
    cape: "+a=6378249.145 +rf=293.4663077 +towgs84=-136,-108,-292,0,0,0,0",
  };
  const cases = LO_ZONES.flatMap((zone) =>
    (["hartebeesthoek94", "cape"] as LoDatum[]).flatMap((datum) =>
      (["epsg", "esri"] as PrjFlavour[]).map((flavour) => ({ zone, datum, flavour })),
    ),
  );

  it.each(cases)("Lo$zone, $datum, as $flavour writes it", ({ zone, datum, flavour }) => {
    const camp = campIn(zone);
    const tm = proj4(`+proj=tmerc +lat_0=0 +lon_0=${zone} +k=1 +x_0=0 +y_0=0 ${ellipsoid[datum]}`);
    // South-orientated: westing and southing are the easting and northing negated (EPSG 9808).
    const westingSouthing = ring(camp).map((p) => tm.forward(p).map((v) => -v));
    const parsed = parseBoundaryFile(
      shapefileZip(westingSouthing, { prj: loPrj(zone, datum, flavour) }),
    );
    expectHectares(parsed.areaHectares, hectares(camp));
    const first = parsed.geometry.type === "Polygon" ? parsed.geometry.coordinates[0]! : [];
    expect(
      first.some(([x, y]) => Math.abs(x! - camp.west) < 1e-7 && Math.abs(y! - camp.south) < 1e-7),
    ).toBe(true);
  });

  it.each([33, 34, 35, 36])("WGS 84 / UTM zone %iS", (zone) => {
    const camp = campIn(zone * 6 - 183);
    const utm = proj4(`+proj=utm +zone=${zone} +south +datum=WGS84 +units=m`);
    const parsed = parseBoundaryFile(
      shapefileZip(
        ring(camp).map((p) => utm.forward(p)),
        { prj: utmSouthPrj(zone, "esri") },
      ),
    );
    expectHectares(parsed.areaHectares, hectares(camp));
  });

  it("a .prj Veld cannot read is refused with the list of what it reads", () => {
    expect(() =>
      parseBoundaryFile(shapefileZip(ring(campIn(29)), { prj: 'LOCAL_CS["Farm grid"]' })),
    ).toThrow(UNREADABLE_PROJECTION_MESSAGE);
  });

  it("grid coordinates read with the axes the wrong way round land outside South Africa", () => {
    const camp = campIn(29);
    const tm = proj4(
      `+proj=tmerc +lat_0=0 +lon_0=29 +k=1 +x_0=0 +y_0=0 ${ellipsoid.hartebeesthoek94}`,
    );
    const westingSouthing = ring(camp).map((p) => tm.forward(p).map((v) => -v));
    // The same numbers said to be a north-orientated grid: southings become northings.
    const north = loPrj(29, "hartebeesthoek94", "esri").replace("-1.0", "1.0");
    expect(() => parseBoundaryFile(shapefileZip(westingSouthing, { prj: north }))).toThrow(
      /lies outside South Africa/,
    );
  });
});

describe("6. one rule for farm points and boundaries: in South Africa at every corner", () => {
  it.each([
    ["near Paris", 2.35, 48.85],
    ["in the Atlantic off Cape Town", 14, -34],
    ["in northern Namibia", 17, -19],
    ["north of the equator: a southing read as a northing", 28.3, 28.25],
    ["over the eastern edge", 33.49, -25.5],
  ])("a boundary %s is refused, as a farm there would be", (_label, lng, lat) => {
    const file = geoJson([squareRing(lng, lat, 5000)]);
    expect(() => parseBoundaryFile(file)).toThrow(
      /^Feature 1 \("Veld camp"\) in the file lies outside South Africa \(its corner at latitude -?\d+\.\d{5}, longitude -?\d+\.\d{5}\)/,
    );
    const corners = squareRing(lng, lat, 5000);
    const outside = corners.find(([x, y]) => !isInSouthAfrica(y!, x!))!;
    expect(locationErrors(String(outside[1]), String(outside[0]))).not.toBeNull();
  });

  it("accepts a boundary exactly when a farm could stand at each of its corners", () => {
    const nearTheEdges = fc.record({
      lng: fc.double({ min: 14.5, max: 34, noNaN: true }),
      lat: fc.double({ min: -36, max: -21, noNaN: true }),
      side: fc.integer({ min: 100, max: 20_000 }),
    });
    fc.assert(
      fc.property(nearTheEdges, ({ lng, lat, side }) => {
        const corners = squareRing(lng, lat, side);
        const farmsCould = corners.every(([x, y]) => locationErrors(String(y), String(x)) === null);
        let accepted = true;
        try {
          parseBoundaryFile(geoJson([corners]));
        } catch {
          accepted = false;
        }
        expect(accepted).toBe(farmsCould);
      }),
      { numRuns: 300 },
    );
  });
});
