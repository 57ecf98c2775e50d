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

/** A lon/lat rectangle of `widthMetres` × `heightMetres`, south-west corner at (lng, lat). */
export function rectangleRing(
  lng: number,
  lat: number,
  widthMetres: number,
  heightMetres: number,
): number[][] {
  const dLat = degreesFor(heightMetres);
  const dLng = degreesFor(widthMetres) / Math.cos(((lat + dLat / 2) * Math.PI) / 180);
  return [
    [lng, lat],
    [lng + dLng, lat],
    [lng + dLng, lat + dLat],
    [lng, lat + dLat],
    [lng, lat],
  ];
}

/**
 * A camp near Bethlehem, Free State, of about `hectares` ha: twice as tall as it is wide, so
 * that camps the tests set 0.01° of longitude apart (about 980 m) stay apart up to 190 ha.
 * Boundaries of one organisation that overlap are refused (decision 0061); a 100 ha square
 * (1000 m wide) next to a camp at +0.01° would overlap it by 1.45 ha.
 */
export function farmRing(hectares = 100, lng = 28.3, lat = -28.25) {
  const width = Math.sqrt((hectares * 10_000) / 2);
  return rectangleRing(lng, lat, width, 2 * width);
}

/**
 * A wavy ring of `n` points round (lng, lat), about 0.05° across, simple (star-shaped) and closed:
 * an outline as long as a detailed survey's, for what grows with the points (clipping). `waves`
 * and `depth` shape it: two rings round one centre with different waves cross each other about
 * twice per wave of the finer one, which is what makes joining them slow.
 */
export function wavyRing(
  n: number,
  lng = 28.3,
  lat = -28.25,
  waves = 37,
  depth = 0.05,
): number[][] {
  const ring = Array.from({ length: n }, (_, i) => {
    const t = (2 * Math.PI * i) / n;
    const r = 0.05 * (1 + depth * Math.sin(waves * t));
    return [lng + r * Math.cos(t), lat + r * Math.sin(t)];
  });
  return [...ring, ring[0]!];
}

/** The exact area in m² of a longitude/latitude rectangle on the spec's 6371 km sphere (§9). */
export function rectangleSquareMetres(west: number, south: number, east: number, north: number) {
  const R = 6_371_000;
  const rad = Math.PI / 180;
  return (
    R * R * Math.abs(east - west) * rad * Math.abs(Math.sin(north * rad) - Math.sin(south * rad))
  );
}

/** A lon/lat rectangle ring from its edges, counter-clockwise. */
export function boxRing(west: number, south: number, east: number, north: number): number[][] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** A GeoJSON FeatureCollection of the given features (geometry as given, even when broken). */
export function geoJsonFeatures(
  features: Array<{ name?: string; id?: string | number; geometry: unknown }>,
): Uint8Array {
  return enc.encode(
    JSON.stringify({
      type: "FeatureCollection",
      features: features.map(({ name, id, geometry }) => ({
        type: "Feature",
        ...(id === undefined ? {} : { id }),
        properties: name === undefined ? {} : { name },
        geometry,
      })),
    }),
  );
}

/** A KML document of placemarks whose inner KML (the geometry) is given as it is. */
export function kmlPlacemarks(placemarks: Array<{ name?: string; id?: string; inner: string }>) {
  const body = placemarks
    .map(
      ({ name, id, inner }) =>
        `<Placemark${id ? ` id="${id}"` : ""}>${name ? `<name>${name}</name>` : ""}${inner}</Placemark>`,
    )
    .join("\n");
  return enc.encode(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>
`);
}

/** A KML <Polygon> with one outer ring, from positions or from coordinates text as written. */
export function kmlPolygon(ring: number[][] | string): string {
  const text = typeof ring === "string" ? ring : ring.map(([x, y]) => `${x},${y},0`).join(" ");
  return `<Polygon><outerBoundaryIs><LinearRing><coordinates>${text}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
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

/**
 * A north-orientated Transverse Mercator on the Lo29 meridian (x east, y north), named like
 * ArcGIS's grid. The South African grids as they are written are in loPrj() below.
 */
export const LO29_PRJ =
  'PROJCS["Hartebeesthoek94_Lo29",GEOGCS["GCS_Hartebeesthoek_1994",DATUM["D_Hartebeesthoek_1994",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",29.0],PARAMETER["Scale_Factor",1.0],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

/** The Lo zones of the South African survey grid: the odd central meridians 15° to 33° east. */
export const LO_ZONES = [15, 17, 19, 21, 23, 25, 27, 29, 31, 33] as const;

export type LoDatum = "hartebeesthoek94" | "cape";
export type PrjFlavour = "epsg" | "esri";

/**
 * The .prj of a South African Lo grid, written as the two families of programs write it:
 * - 'epsg': OGC WKT1 as GDAL and EPSG give it (EPSG:2046–2055 Hartebeesthoek94 / Lo15–Lo33,
 *   EPSG:22275–22293 Cape / Lo15–Lo33): Transverse_Mercator_South_Orientated, westing/southing.
 * - 'esri': ArcGIS's WKT (ESRI:102480–102489, ESRI:102470–102479): Transverse_Mercator with
 *   Scale_Factor −1, and for Cape no TOWGS84.
 */
export function loPrj(
  zone: number,
  datum: LoDatum = "hartebeesthoek94",
  flavour: PrjFlavour = "epsg",
) {
  const index = LO_ZONES.indexOf(zone as (typeof LO_ZONES)[number]);
  if (index < 0) throw new Error(`Lo${zone} is not a South African Lo zone`);
  if (flavour === "esri") {
    const geogcs =
      datum === "cape"
        ? 'GEOGCS["GCS_Cape",DATUM["D_Cape",SPHEROID["Clarke_1880_Arc",6378249.145,293.4663077]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]'
        : 'GEOGCS["GCS_Hartebeesthoek_1994",DATUM["D_Hartebeesthoek_1994",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';
    const name = datum === "cape" ? `Cape_Lo${zone}` : `Hartebeesthoek94_Lo${zone}`;
    return `PROJCS["${name}",${geogcs},PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",${zone}.0],PARAMETER["Scale_Factor",-1.0],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]`;
  }
  const code = datum === "cape" ? 22275 + 2 * index : 2046 + index;
  const geogcs =
    datum === "cape"
      ? 'GEOGCS["Cape",DATUM["Cape",SPHEROID["Clarke 1880 (Arc)",6378249.145,293.4663077,AUTHORITY["EPSG","7013"]],TOWGS84[-136,-108,-292,0,0,0,0],AUTHORITY["EPSG","6222"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4222"]]'
      : 'GEOGCS["Hartebeesthoek94",DATUM["Hartebeesthoek94",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],TOWGS84[0,0,0,0,0,0,0],AUTHORITY["EPSG","6148"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4148"]]';
  const name = datum === "cape" ? `Cape / Lo${zone}` : `Hartebeesthoek94 / Lo${zone}`;
  return `PROJCS["${name}",${geogcs},PROJECTION["Transverse_Mercator_South_Orientated"],PARAMETER["latitude_of_origin",0],PARAMETER["central_meridian",${zone}],PARAMETER["scale_factor",1],PARAMETER["false_easting",0],PARAMETER["false_northing",0],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AXIS["Y",WEST],AXIS["X",SOUTH],AUTHORITY["EPSG","${code}"]]`;
}

/** The EPSG code of a Lo grid: 2046–2055 (Hartebeesthoek94), 22275–22293 odd (Cape). */
export function loEpsgCode(zone: number, datum: LoDatum) {
  const index = LO_ZONES.indexOf(zone as (typeof LO_ZONES)[number]);
  return datum === "cape" ? 22275 + 2 * index : 2046 + index;
}

/** WGS 84 / UTM zone `zone`S (EPSG:32700 + zone), as GDAL or as ArcGIS writes it. */
export function utmSouthPrj(zone: number, flavour: PrjFlavour = "epsg") {
  const meridian = zone * 6 - 183;
  if (flavour === "esri") {
    return `PROJCS["WGS_1984_UTM_Zone_${zone}S",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",10000000.0],PARAMETER["Central_Meridian",${meridian}.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]`;
  }
  return `PROJCS["WGS 84 / UTM zone ${zone}S",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4326"]],PROJECTION["Transverse_Mercator"],PARAMETER["latitude_of_origin",0],PARAMETER["central_meridian",${meridian}],PARAMETER["scale_factor",0.9996],PARAMETER["false_easting",500000],PARAMETER["false_northing",10000000],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AXIS["Easting",EAST],AXIS["Northing",NORTH],AUTHORITY["EPSG","${32700 + zone}"]]`;
}

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
