import proj4 from "proj4";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pdf } from "../../../../tests/support/file-fixtures";
import { NO_POLYGON_MESSAGE, UNSUPPORTED_BOUNDARY_FILE_MESSAGE } from "./errors";
import { parseBoundaryFile } from "./parse.server";
import {
  farmRing,
  geoJson,
  kml,
  kmlWithoutPolygon,
  kmz,
  LO29_PRJ,
  shapefileZip,
  shp,
  squareRing,
  zipBomb,
  zipWithManyEntries,
} from "../../../../tests/support/boundary-fixtures";
import { checkZipLimits, ZIP_LIMITS } from "./zip.server";

const enc = new TextEncoder();

describe("parseBoundaryFile: good files", () => {
  it("reads a KML polygon and its area", () => {
    const parsed = parseBoundaryFile(kml(farmRing(100)));
    expect(parsed.format).toBe("kml");
    expect(parsed.geometry.type).toBe("Polygon");
    expect(parsed.areaHectares).toBeCloseTo(100, 0);
    expect(parsed.name).toBe("Home block");
  });

  it("reads a KMZ (zipped doc.kml)", () => {
    const parsed = parseBoundaryFile(kmz(farmRing(250)));
    expect(parsed.format).toBe("kmz");
    expect(parsed.areaHectares).toBeCloseTo(250, 0);
  });

  it("reads GeoJSON as a FeatureCollection, a Feature and a bare geometry", () => {
    const ring = farmRing(40);
    const collection = parseBoundaryFile(geoJson([ring]));
    expect(collection.format).toBe("geojson");
    expect(collection.areaHectares).toBeCloseTo(40, 0);
    const feature = enc.encode(
      JSON.stringify({
        type: "Feature",
        properties: {},
        geometry: { type: "Polygon", coordinates: [ring] },
      }),
    );
    expect(parseBoundaryFile(feature).areaHectares).toBe(collection.areaHectares);
    const bare = enc.encode(JSON.stringify({ type: "Polygon", coordinates: [ring] }));
    expect(parseBoundaryFile(bare).areaHectares).toBe(collection.areaHectares);
  });

  it("subtracts holes and joins several polygons into a MultiPolygon", () => {
    const outer = squareRing(28.3, -28.25, 1000);
    const hole = squareRing(28.302, -28.248, 500).reverse();
    const withHole = parseBoundaryFile(geoJson([outer, hole]));
    expect(withHole.areaHectares).toBeCloseTo(75, 0);
    const two = enc.encode(
      JSON.stringify({
        type: "FeatureCollection",
        features: [farmRing(10), farmRing(20, 28.5)].map((r) => ({
          type: "Feature",
          properties: {},
          geometry: { type: "Polygon", coordinates: [r] },
        })),
      }),
    );
    const multi = parseBoundaryFile(two);
    expect(multi.geometry.type).toBe("MultiPolygon");
    expect(multi.polygonCount).toBe(2);
    expect(multi.areaHectares).toBeCloseTo(30, 0);
  });

  it("reads a zipped shapefile in WGS 84", () => {
    const parsed = parseBoundaryFile(shapefileZip(farmRing(60)));
    expect(parsed.format).toBe("shapefile");
    expect(parsed.areaHectares).toBeCloseTo(60, 0);
    expect(parsed.name).toBe("Camp 1");
  });

  it("reprojects a shapefile in the South African Lo29 grid to longitude/latitude", () => {
    const ring = farmRing(80, 28.9, -28.25);
    const lo29 = ring.map((p) => proj4(LO29_PRJ, p) as number[]);
    const parsed = parseBoundaryFile(shapefileZip(lo29, { prj: LO29_PRJ }));
    const first = parsed.geometry.type === "Polygon" ? parsed.geometry.coordinates[0]![0]! : [];
    expect(first[0]).toBeCloseTo(28.9, 4);
    expect(parsed.areaHectares).toBeCloseTo(80, 0);
  });
});

describe("parseBoundaryFile: bad files get a clear message", () => {
  it("accepts a very small but real polygon (25 m²): the area is checked before rounding", () => {
    const parsed = parseBoundaryFile(geoJson([squareRing(28.3, -28.25, 5)]));
    expect(parsed.geometry.type).toBe("Polygon");
    // 0.0025 ha, shown to 2 decimals (spec §9).
    expect(parsed.areaHectares).toBe(0);
  });

  it.each([
    [
      "coordinates that are not a list",
      { type: "Polygon", coordinates: "oops" },
      "has no coordinates",
    ],
    [
      "coordinates in metres",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1000, 0],
            [1000, 1000],
            [0, 0],
          ],
        ],
      },
      "longitude/latitude",
    ],
  ])("refuses the whole file when one feature has %s, naming it", (_name, geometry, why) => {
    const file = enc.encode(
      JSON.stringify({
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            properties: { name: "Home camp" },
            geometry: { type: "Polygon", coordinates: [farmRing(40)] },
          },
          { type: "Feature", properties: { name: "North camp" }, geometry },
        ],
      }),
    );
    expect(() => parseBoundaryFile(file)).toThrow(`Feature 2 ("North camp") in the file`);
    expect(() => parseBoundaryFile(file)).toThrow(why);
  });

  it("refuses a boundary outside South Africa, as a farm's location is refused", () => {
    // A square near Paris: well-formed, in degrees, and nowhere near the programme.
    const file = geoJson([squareRing(2.35, 48.85, 500)]);
    expect(() => parseBoundaryFile(file)).toThrow(
      `Feature 1 ("Veld camp") in the file lies outside South Africa`,
    );
    // A boundary that strays over the border is refused too.
    expect(() => parseBoundaryFile(geoJson([squareRing(33.49, -25.5, 5000)]))).toThrow(
      "outside South Africa",
    );
  });

  it("leaves points and lines out: they are not boundaries", () => {
    const file = enc.encode(
      JSON.stringify({
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            properties: {},
            geometry: { type: "Point", coordinates: [28.3, -28.2] },
          },
          {
            type: "Feature",
            properties: {},
            geometry: { type: "Polygon", coordinates: [farmRing(40)] },
          },
        ],
      }),
    );
    expect(parseBoundaryFile(file).areaHectares).toBeCloseTo(40, 0);
  });

  it("a file of another type", () => {
    expect(() => parseBoundaryFile(pdf())).toThrow(UNSUPPORTED_BOUNDARY_FILE_MESSAGE);
    expect(() => parseBoundaryFile(enc.encode("just some text"))).toThrow(
      UNSUPPORTED_BOUNDARY_FILE_MESSAGE,
    );
  });

  it("an empty file", () => {
    expect(() => parseBoundaryFile(new Uint8Array())).toThrow(/empty/);
  });

  it("a KML with no polygon", () => {
    expect(() => parseBoundaryFile(kmlWithoutPolygon())).toThrow(NO_POLYGON_MESSAGE);
  });

  it("a KML that is not well-formed", () => {
    const broken = enc.encode(
      '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark>',
    );
    expect(() => parseBoundaryFile(broken)).toThrow(/KML file could not be read|no polygon/);
  });

  it("GeoJSON that is not JSON, or in another coordinate system", () => {
    expect(() => parseBoundaryFile(enc.encode("{ not json"))).toThrow(/not valid JSON/);
    const projected = enc.encode(
      JSON.stringify({
        type: "Polygon",
        crs: { type: "name", properties: { name: "urn:ogc:def:crs:EPSG::2053" } },
        coordinates: [farmRing()],
      }),
    );
    expect(() => parseBoundaryFile(projected)).toThrow(/EPSG::2053/);
  });

  it("GeoJSON with projected metres instead of degrees", () => {
    const metres = enc.encode(
      JSON.stringify({
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1000, 0],
            [1000, 1000],
            [0, 0],
          ],
        ],
      }),
    );
    expect(() => parseBoundaryFile(metres)).toThrow(/longitude\/latitude/);
  });

  it("a zip bomb, refused before anything is inflated", () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => parseBoundaryFile(bomb)).toThrow(/larger than 30 MB unzipped/);
  });

  it("a zip whose entries compress suspiciously well", () => {
    const entries = [
      { name: "a.shp", compressedSize: 10_000, originalSize: 5 * 1024 * 1024, compression: 8 },
    ];
    expect(() => checkZipLimits(entries)).toThrow(/looks unsafe/);
  });

  it("a zip with too many entries, or too much in all", () => {
    expect(() => parseBoundaryFile(zipWithManyEntries())).toThrow(/at most 20/);
    const big = Array.from({ length: 3 }, (_, i) => ({
      name: `${i}.kml`,
      compressedSize: 20 * 1024 * 1024,
      originalSize: 20 * 1024 * 1024,
      compression: 8,
    }));
    expect(() => checkZipLimits(big)).toThrow(/50 MB/);
    expect(ZIP_LIMITS.maxEntries).toBe(20);
  });

  it("a shapefile zip without its .prj or .dbf", () => {
    expect(() => parseBoundaryFile(shapefileZip(farmRing(), { prj: null }))).toThrow(
      /no farm\.prj/,
    );
    expect(() => parseBoundaryFile(shapefileZip(farmRing(), { dbf: false }))).toThrow(
      /no farm\.dbf/,
    );
  });

  it("a .prj that no projection library can read", () => {
    expect(() => parseBoundaryFile(shapefileZip(farmRing(), { prj: "NOT A PROJECTION" }))).toThrow(
      /map projection/,
    );
  });

  it("a bare .shp", () => {
    expect(() => parseBoundaryFile(shp(farmRing()))).toThrow(/in one zip file/);
  });

  it("a zip with neither a .kml nor a .shp", () => {
    expect(() => parseBoundaryFile(zipSync({ "notes.txt": enc.encode("hello") }))).toThrow(
      /no \.kml or \.shp/,
    );
  });

  it("a broken zip", () => {
    const broken = kmz().slice(0, 40);
    expect(() => parseBoundaryFile(broken)).toThrow(/could not be read/);
  });
});
