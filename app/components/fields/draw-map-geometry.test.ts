import type { MultiPolygon, Polygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import { areaHectares } from "~/services/contracting/boundaries/area";
import {
  closedRing,
  farmContaining,
  firstVertex,
  geometryFromLatLngs,
  latLngsOf,
  liveHectares,
  wrapLongitude,
} from "./draw-map-geometry";

/** Leaflet-like points from [lng, lat] pairs. */
const pts = (...positions: Array<[number, number]>) =>
  positions.map(([lng, lat]) => ({ lat, lng }));

/** A longitude/latitude box as a closed GeoJSON ring, counter-clockwise. */
function box(west: number, south: number, east: number, north: number): Position[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

const square: Polygon = { type: "Polygon", coordinates: [box(28, -26, 28.01, -25.99)] };

describe("closedRing: Leaflet's open ring as a closed GeoJSON ring (RFC 7946 §3.1.6)", () => {
  it.each([
    [
      "closes an open triangle, [lng, lat]",
      pts([28, -26], [28.01, -26], [28, -25.99]),
      [
        [28, -26],
        [28.01, -26],
        [28, -25.99],
        [28, -26],
      ],
    ],
    [
      "does not close a closed ring twice",
      pts([28, -26], [28.01, -26], [28, -25.99], [28, -26]),
      [
        [28, -26],
        [28.01, -26],
        [28, -25.99],
        [28, -26],
      ],
    ],
    [
      "drops a corner repeated straight after itself (a double click)",
      pts([28, -26], [28.01, -26], [28.01, -26], [28, -25.99]),
      [
        [28, -26],
        [28.01, -26],
        [28, -25.99],
        [28, -26],
      ],
    ],
    [
      "wraps a longitude past 180 (a map panned round the world)",
      pts([388, -26], [388.01, -26], [388, -25.99]),
      [
        [28, -26],
        [expect.closeTo(28.01, 9), -26],
        [28, -25.99],
        [28, -26],
      ],
    ],
  ])("%s", (_case, points, expected) => {
    expect(closedRing(points)).toEqual(expected);
  });

  it.each([
    ["no corners", pts()],
    ["two corners", pts([28, -26], [28.01, -26])],
    ["two corners and the first again", pts([28, -26], [28.01, -26], [28, -26])],
    ["a point that is not a number", [{ lat: Number.NaN, lng: 28 }, ...pts([1, 1], [2, 2])]],
  ])("is null for %s", (_case, points) => {
    expect(closedRing(points)).toBeNull();
  });
});

describe("geometryFromLatLngs: what Leaflet and Geoman hold, as GeoJSON", () => {
  const ring = pts([28, -26], [28.01, -26], [28.01, -25.99], [28, -25.99]);
  const hole = pts([28.002, -25.998], [28.004, -25.998], [28.004, -25.996]);
  const other = pts([29, -26], [29.01, -26], [29.01, -25.99]);

  it("a drawn ring (Geoman's working polyline, LatLng[]) is a Polygon", () => {
    expect(geometryFromLatLngs(ring)).toEqual(square);
  });

  it("a polygon's rings (L.Polygon#getLatLngs, LatLng[][]) keep their holes", () => {
    const geometry = geometryFromLatLngs([ring, hole]) as Polygon;
    expect(geometry.type).toBe("Polygon");
    expect(geometry.coordinates).toHaveLength(2);
    expect(geometry.coordinates[1]).toEqual(closedRing(hole));
  });

  it("a hole squeezed to a line is dropped, the outer ring kept", () => {
    const geometry = geometryFromLatLngs([ring, pts([28.002, -25.998], [28.004, -25.998])]);
    expect(geometry).toEqual(square);
  });

  it("a multipolygon (LatLng[][][]) is a MultiPolygon", () => {
    const geometry = geometryFromLatLngs([[ring], [other]]) as MultiPolygon;
    expect(geometry.type).toBe("MultiPolygon");
    expect(geometry.coordinates).toHaveLength(2);
  });

  it("a multipolygon with one part left is a Polygon", () => {
    expect(geometryFromLatLngs([[ring], [pts([29, -26])]])).toEqual(square);
  });

  it.each([
    ["nothing", []],
    ["an outer ring of two corners", [pts([28, -26], [28.01, -26])]],
    ["not points", [["a", "b", "c"]]],
    ["null", null],
  ])("is null for %s", (_case, latlngs) => {
    expect(geometryFromLatLngs(latlngs)).toBeNull();
  });
});

describe("latLngsOf: stored GeoJSON as L.polygon's [lat, lng] rings", () => {
  it("swaps to [lat, lng] and leaves the ring open, as Leaflet keeps it", () => {
    expect(latLngsOf(square)).toEqual([
      [
        [-26, 28],
        [-26, 28.01],
        [-25.99, 28.01],
        [-25.99, 28],
      ],
    ]);
  });

  it("round-trips through geometryFromLatLngs", () => {
    const multi: MultiPolygon = {
      type: "MultiPolygon",
      coordinates: [square.coordinates, [box(29, -26, 29.01, -25.99)]],
    };
    const asLeaflet = (latLngsOf(multi) as Array<Array<Array<[number, number]>>>).map((polygon) =>
      polygon.map((r) => r.map(([lat, lng]) => ({ lat, lng }))),
    );
    expect(geometryFromLatLngs(asLeaflet)).toEqual(multi);
  });
});

describe("liveHectares: the area shown while drawing (spec §5, 2 decimals; §9 6371 km)", () => {
  it("is the boundaries module's area of the drawn polygon", () => {
    expect(liveHectares(square)).toBe(areaHectares(square));
    // About 1.0 km × 1.1 km at 26° S.
    expect(liveHectares(square)).toBeGreaterThan(110);
    expect(liveHectares(square)).toBeLessThan(112);
  });

  it("is null with no polygon yet", () => {
    expect(liveHectares(null)).toBeNull();
  });

  it("is null for corners on one line (no land)", () => {
    const line: Polygon = {
      type: "Polygon",
      coordinates: [
        [
          [28, -26],
          [28.01, -26],
          [28.02, -26],
          [28, -26],
        ],
      ],
    };
    expect(liveHectares(line)).toBeNull();
  });

  it("shows a small camp (25 m², issue 12) rather than nothing", () => {
    const side = 5 / 111_195; // about 5 m in degrees of latitude
    const camp: Polygon = { type: "Polygon", coordinates: [box(0, 0, side, side)] };
    expect(liveHectares(camp)).toBe(0);
    expect(liveHectares(camp)).not.toBeNull();
  });
});

describe("farmContaining: the farm preselected for a drawn field", () => {
  const farms = [
    {
      id: "north",
      boundaries: [
        { geometry: { type: "Polygon", coordinates: [box(28, -25, 29, -24)] } as Polygon },
      ],
    },
    {
      id: "south",
      boundaries: [
        { geometry: { type: "Polygon", coordinates: [box(30, -30, 31, -29)] } as Polygon },
        {
          geometry: {
            type: "MultiPolygon",
            coordinates: [[box(27, -27, 28, -26)], [box(27, -28, 28, -27.5)]],
          } as MultiPolygon,
        },
      ],
    },
  ];
  const at = (lng: number, lat: number): Polygon => ({
    type: "Polygon",
    coordinates: [
      [
        [lng, lat],
        [lng + 0.001, lat],
        [lng, lat + 0.001],
        [lng, lat],
      ],
    ],
  });

  it.each([
    ["inside the first farm", at(28.5, -24.5), "north"],
    ["inside the second farm's second boundary (a multipolygon part)", at(27.5, -27.8), "south"],
    ["on the boundary line (a snapped corner)", at(28, -24.5), "north"],
    ["outside every farm: the first", at(10, 10), "north"],
  ])("%s", (_case, geometry, expected) => {
    expect(farmContaining(farms, geometry)).toBe(expected);
  });

  it("is null without farms", () => {
    expect(farmContaining([], at(28.5, -24.5))).toBeNull();
  });

  it("uses the first corner, not the middle", () => {
    // First corner in 'south' (27.9, -26.1), the rest reaching into nowhere.
    const geometry: Polygon = {
      type: "Polygon",
      coordinates: [
        [
          [27.9, -26.1],
          [40, -26.1],
          [40, -20],
          [27.9, -26.1],
        ],
      ],
    };
    expect(firstVertex(geometry)).toEqual([27.9, -26.1]);
    expect(farmContaining(farms, geometry)).toBe("south");
  });
});

describe("wrapLongitude", () => {
  it.each([
    [0, 0],
    [180, 180],
    [-180, -180],
    [190, -170],
    [-190, 170],
    [388, 28],
  ])("%d → %d", (lng, expected) => {
    expect(wrapLongitude(lng)).toBeCloseTo(expected, 9);
  });
});
