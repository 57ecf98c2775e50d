// Small real boundary files for tests, built in code (no binary fixtures in the repository):
// KML, KMZ, GeoJSON and zipped shapefiles written to their specifications, plus bad ones (a zip
// bomb, a KML without a polygon, a shapefile zip without its .prj). Test-only: nothing in the
// app imports this module.
import { zipSync, type Zippable } from "fflate";

const enc = new TextEncoder();

/** Degrees of latitude for a distance in metres on the spec's 6371 km sphere. */
export const degreesFor = (metres: number) => (metres / 6_371_000) * (180 / Math.PI);

/** A lon/lat square of `sideMetres` with its south-west corner at (lng, lat), counter-clockwise. */
export function squareRing(lng: number, lat: number, sideMetres: number): number[][] {
  const dLat = degreesFor(sideMetres);
  const dLng = dLat / Math.cos(((lat + dLat / 2) * Math.PI) / 180);
  return [
    [lng, lat],
    [lng + dLng, lat],
    [lng + dLng, lat + dLat],
    [lng, lat + dLat],
    [lng, lat],
  ];
}

/** A square near Bethlehem, Free State, of about `hectares` ha. */
export function farmRing(hectares = 100, lng = 28.3, lat = -28.25) {
  return squareRing(lng, lat, Math.sqrt(hectares * 10_000));
}

export function kml(ring: number[][] = farmRing(), name = "Home block"): Uint8Array {
  const coordinates = ring.map(([x, y]) => `${x},${y},0`).join(" ");
  return enc.encode(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${name}</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon>
</Placemark></Document></kml>
`);
}

/** A KML whose only placemark is a point. */
export function kmlWithoutPolygon(): Uint8Array {
  return enc.encode(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Gate</name>
<Point><coordinates>28.3,-28.25,0</coordinates></Point></Placemark></Document></kml>
`);
}

export function kmz(ring: number[][] = farmRing()): Uint8Array {
  return zipSync({ "doc.kml": kml(ring) });
}

export function geoJson(rings: number[][][] = [farmRing()]): Uint8Array {
  return enc.encode(
    JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "Veld camp" },
          geometry: { type: "Polygon", coordinates: rings },
        },
      ],
    }),
  );
}

// ---- Shapefiles (ESRI Shapefile Technical Description, 1998; dBase III) ----

const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** A polygon .shp with one record; `ring` is turned clockwise (a shapefile's outer ring). */
export function shp(ring: number[][]): Uint8Array {
  const clockwise = signedArea(ring) > 0 ? [...ring].reverse() : ring;
  const xs = clockwise.map((p) => p[0]!);
  const ys = clockwise.map((p) => p[1]!);
  const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const contentBytes = 4 + 32 + 4 + 4 + 4 + clockwise.length * 16;
  const total = 100 + 8 + contentBytes;
  const view = new DataView(new ArrayBuffer(total));
  view.setInt32(0, 9994, false);
  view.setInt32(24, total / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, 5, true);
  box.forEach((v, i) => view.setFloat64(36 + i * 8, v, true));
  let at = 100;
  view.setInt32(at, 1, false);
  view.setInt32(at + 4, contentBytes / 2, false);
  at += 8;
  view.setInt32(at, 5, true);
  box.forEach((v, i) => view.setFloat64(at + 4 + i * 8, v, true));
  view.setInt32(at + 36, 1, true); // parts
  view.setInt32(at + 40, clockwise.length, true); // points
  view.setInt32(at + 44, 0, true); // first part starts at point 0
  clockwise.forEach(([x, y], i) => {
    view.setFloat64(at + 48 + i * 16, x!, true);
    view.setFloat64(at + 56 + i * 16, y!, true);
  });
  return new Uint8Array(view.buffer);
}

/** A dBase III table with one character field NAME and one record. */
export function dbf(name = "Camp 1"): Uint8Array {
  const fieldLength = 20;
  const headerLength = 32 + 32 + 1;
  const recordLength = 1 + fieldLength;
  const bytes = new Uint8Array(headerLength + recordLength + 1);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  bytes[1] = 125;
  bytes[2] = 1;
  bytes[3] = 15;
  view.setUint32(4, 1, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  bytes.set(enc.encode("NAME"), 32);
  bytes[32 + 11] = "C".charCodeAt(0);
  bytes[32 + 16] = fieldLength;
  bytes[64] = 0x0d;
  bytes[65] = 0x20; // not deleted
  bytes.set(enc.encode(name.padEnd(fieldLength, " ").slice(0, fieldLength)), 66);
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}

export function shapefileZip(
  ring: number[][] = farmRing(),
  options: { prj?: string | null; dbf?: boolean; base?: string } = {},
): Uint8Array {
  const base = options.base ?? "farm";
  const files: Zippable = { [`${base}.shp`]: shp(ring) };
  if (options.dbf !== false) files[`${base}.dbf`] = dbf();
  const prj = options.prj === undefined ? WGS84_PRJ : options.prj;
  if (prj !== null) files[`${base}.prj`] = enc.encode(prj);
  return zipSync(files);
}

/** Hartebeesthoek94 / Lo29, the South African survey grid (EPSG:2053), as ESRI WKT. */
export const LO29_PRJ =
  'PROJCS["Hartebeesthoek94_Lo29",GEOGCS["GCS_Hartebeesthoek_1994",DATUM["D_Hartebeesthoek_1994",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",29.0],PARAMETER["Scale_Factor",1.0],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

/**
 * A zip bomb: one entry that claims (truthfully) to unzip to 40 MB of zeros from a few tens of
 * kilobytes. It must be refused from its directory alone.
 */
export function zipBomb(): Uint8Array {
  return zipSync({ "farm.shp": new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
}

/** A zip with more entries than allowed. */
export function zipWithManyEntries(count = 25): Uint8Array {
  const files: Zippable = {};
  for (let i = 0; i < count; i++) files[`part-${i}.txt`] = enc.encode(`part ${i}`);
  return zipSync(files);
}

function signedArea(ring: number[][]) {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  }
  return sum / 2;
}
