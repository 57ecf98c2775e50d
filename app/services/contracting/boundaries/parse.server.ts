// Farm boundary files (spec §3 'Land area measurement'; issue 6 'Contracting details'): KML,
// KMZ, GeoJSON and zipped shapefiles (.shp + .dbf + .prj) become one GeoJSON Polygon or
// MultiPolygon in WGS84 longitude/latitude with its area. The format is told by the bytes, not
// the file name. Every refusal is a BoundaryFileError with a sentence the farmer can act on.
// Nothing here stores anything: the caller stores the file and the boundary only on success.
import { DOMParser } from "@xmldom/xmldom";
import { kml as kmlToGeoJson } from "@tmcw/togeojson";
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";
import proj4 from "proj4";
import { combine, parseDbf, parseShp } from "shpjs";
import {
  areaHectares,
  areaSquareMetres,
  closeRings,
  isBoundaryGeometry,
  mergePolygons,
  type BoundaryGeometry,
} from "~/services/contracting/boundaries/area";
import { isKml, isPlainText, isShapefile } from "~/services/files/file-types";
import type { BoundaryFileFormat } from "~/shared/boundaries";
import { isInSouthAfrica } from "../rules";
import { BoundaryFileError, NO_POLYGON_MESSAGE, UNSUPPORTED_BOUNDARY_FILE_MESSAGE } from "./errors";
import { checkZipLimits, isContentEntry, listZipEntries, unzipChecked } from "./zip.server";

export type BoundaryFormat = BoundaryFileFormat;

export interface ParsedBoundary {
  format: BoundaryFormat;
  geometry: BoundaryGeometry;
  areaHectares: number;
  /** The first feature's name, when the file has one. */
  name: string | null;
  polygonCount: number;
}

/** A boundary with more points than this is refused (a farm outline needs far fewer). */
export const MAX_BOUNDARY_POINTS = 100_000;

const decoder = new TextDecoder("utf-8");
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const extension = (name: string) => /\.[^./\\]+$/.exec(name)?.[0].toLowerCase() ?? "";

/** Reads a boundary file; throws BoundaryFileError for anything wrong with it. */
export function parseBoundaryFile(bytes: Uint8Array): ParsedBoundary {
  if (bytes.length === 0)
    throw new BoundaryFileError("The file is empty. Please choose another file.");
  if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC)) return parseZip(bytes);
  if (isKml(bytes)) return fromFeatures("kml", readKml(bytes));
  if (isShapefile(bytes)) {
    throw new BoundaryFileError(
      "A shapefile needs its .dbf and .prj files beside the .shp: put the .shp, .dbf and .prj in one zip file and upload the zip.",
    );
  }
  if (
    isPlainText(bytes) &&
    /^\s*\{/.test(decoder.decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, ""))
  )
    return fromFeatures("geojson", readGeoJson(bytes));
  throw new BoundaryFileError(UNSUPPORTED_BOUNDARY_FILE_MESSAGE);
}

// ---- Zip files: KMZ or a zipped shapefile ----

function parseZip(bytes: Uint8Array): ParsedBoundary {
  // The limits first: nothing about a zip bomb is worth reading further.
  const entries = listZipEntries(bytes);
  checkZipLimits(entries);
  const names = entries.map((entry) => entry.name).filter(isContentEntry);
  if (names.some((name) => extension(name) === ".shp")) return parseShapefileZip(bytes, names);
  const kmls = names.filter((name) => extension(name) === ".kml");
  if (kmls.length > 0) {
    // A KMZ's main document is doc.kml at the root, else the first .kml (KML 2.2 §C.2).
    const main = kmls.find((name) => name.toLowerCase() === "doc.kml") ?? kmls[0]!;
    const { files } = unzipChecked(bytes, (name) => name === main);
    return fromFeatures("kmz", readKml(files[main]!));
  }
  throw new BoundaryFileError(
    "The zip file has no .kml or .shp file in it. Upload a KMZ, or a zip with the shapefile's .shp, .dbf and .prj files.",
  );
}

function parseShapefileZip(bytes: Uint8Array, names: readonly string[]): ParsedBoundary {
  const layers = names
    .filter((name) => extension(name) === ".shp")
    .map((name) => name.slice(0, -4));
  const partOf = (base: string, ext: string) =>
    names.find((name) => name.toLowerCase() === `${base}${ext}`.toLowerCase());
  for (const base of layers) {
    const shortName = base.split("/").pop();
    if (!partOf(base, ".dbf")) {
      throw new BoundaryFileError(
        `The zip file has ${shortName}.shp but no ${shortName}.dbf. Zip the .shp, .dbf and .prj files together and upload again.`,
      );
    }
    if (!partOf(base, ".prj")) {
      throw new BoundaryFileError(
        `The zip file has ${shortName}.shp but no ${shortName}.prj, so Veld cannot tell where its coordinates are on the map. Zip the .shp, .dbf and .prj files together and upload again.`,
      );
    }
  }
  const wanted = new Set(
    layers.flatMap((base) => [".shp", ".dbf", ".prj", ".cpg"].map((ext) => partOf(base, ext))),
  );
  const { files } = unzipChecked(bytes, (name) => wanted.has(name));
  const features: Feature[] = [];
  for (const base of layers) {
    const shp = files[partOf(base, ".shp")!]!;
    const dbf = files[partOf(base, ".dbf")!]!;
    const prj = decoder.decode(files[partOf(base, ".prj")!]!).trim();
    const cpgName = partOf(base, ".cpg");
    const cpg = cpgName ? files[cpgName] : undefined;
    if (!isShapefile(shp)) {
      throw new BoundaryFileError(
        `${base.split("/").pop()}.shp is not a valid shapefile. Export it again from your mapping program.`,
      );
    }
    // shpjs would quietly skip a projection it cannot read and leave the coordinates projected:
    // check it first. proj4 reads the .prj's WKT; shpjs then converts every point to WGS84.
    try {
      proj4(prj);
    } catch {
      throw new BoundaryFileError(
        "Veld could not read the map projection in the .prj file. Export the shapefile again in WGS 84 (EPSG:4326) and upload it.",
      );
    }
    let collection: FeatureCollection;
    try {
      // shpjs reads any typed array (its types ask for Buffer/ArrayBuffer).
      const geometries = parseShp(Buffer.from(shp.buffer, shp.byteOffset, shp.byteLength), prj);
      const properties = parseDbf(
        Buffer.from(dbf.buffer, dbf.byteOffset, dbf.byteLength),
        cpg ? Buffer.from(cpg.buffer, cpg.byteOffset, cpg.byteLength) : (undefined as never),
      );
      collection = combine([geometries, properties]);
    } catch {
      throw new BoundaryFileError(
        "The shapefile could not be read. Export it again from your mapping program and upload the zip.",
      );
    }
    features.push(...collection.features);
  }
  return fromFeatures("shapefile", features);
}

// ---- KML and GeoJSON ----

function readKml(bytes: Uint8Array): Feature[] {
  const text = decoder.decode(bytes).replace(/^\uFEFF/, "");
  let collection: FeatureCollection;
  try {
    const document = new DOMParser({
      onError: (level) => {
        if (level !== "warning") throw new Error("bad xml");
      },
    }).parseFromString(text, "text/xml");
    collection = kmlToGeoJson(document) as FeatureCollection;
  } catch {
    throw new BoundaryFileError(
      "The KML file could not be read: it is not well-formed XML. Export it again and upload it.",
    );
  }
  return collection.features;
}

function readGeoJson(bytes: Uint8Array): Feature[] {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, ""));
  } catch {
    throw new BoundaryFileError("The GeoJSON file could not be read: it is not valid JSON.");
  }
  if (!value || typeof value !== "object")
    throw new BoundaryFileError(UNSUPPORTED_BOUNDARY_FILE_MESSAGE);
  const object = value as { type?: unknown; crs?: unknown; features?: unknown; geometry?: unknown };
  checkGeoJsonCrs(object.crs);
  if (object.type === "FeatureCollection") {
    if (!Array.isArray(object.features))
      throw new BoundaryFileError(UNSUPPORTED_BOUNDARY_FILE_MESSAGE);
    return object.features as Feature[];
  }
  if (object.type === "Feature") return [object as Feature];
  if (
    (typeof object.type === "string" && "coordinates" in object) ||
    object.type === "GeometryCollection"
  )
    return [{ type: "Feature", geometry: object as Geometry, properties: {} }];
  throw new BoundaryFileError(UNSUPPORTED_BOUNDARY_FILE_MESSAGE);
}

/** RFC 7946 GeoJSON is WGS84; the old `crs` member may name another system, which we refuse. */
function checkGeoJsonCrs(crs: unknown) {
  if (crs === undefined || crs === null) return;
  const name = String((crs as { properties?: { name?: unknown } }).properties?.name ?? "");
  if (/CRS84$|EPSG:+4326$/i.test(name)) return;
  throw new BoundaryFileError(
    `The GeoJSON file uses the coordinate system ${name || "(unnamed)"}. Export it in WGS 84 longitude/latitude (EPSG:4326) and upload it again.`,
  );
}

// ---- From features to one boundary ----

/** Drops altitudes: a boundary is 2-D. */
function flatten(geometry: BoundaryGeometry): BoundaryGeometry {
  const ring = (positions: Position[]) => positions.map((p) => [p[0]!, p[1]!]);
  return geometry.type === "Polygon"
    ? { type: "Polygon", coordinates: geometry.coordinates.map(ring) }
    : { type: "MultiPolygon", coordinates: geometry.coordinates.map((p) => p.map(ring)) };
}

function polygonsIn(geometry: Geometry | null | undefined): BoundaryGeometry[] {
  if (!geometry || typeof geometry !== "object") return [];
  if (geometry.type === "GeometryCollection")
    return (geometry.geometries ?? []).flatMap(polygonsIn);
  if (geometry.type === "Polygon" || geometry.type === "MultiPolygon") {
    if (!Array.isArray(geometry.coordinates)) return [];
    return [closeRings(flatten(geometry))];
  }
  return [];
}

function countPoints(geometry: BoundaryGeometry) {
  const rings = geometry.type === "Polygon" ? geometry.coordinates : geometry.coordinates.flat();
  return rings.reduce((n, ring) => n + ring.length, 0);
}

function featureName(features: readonly Feature[]): string | null {
  for (const feature of features) {
    const props = (feature.properties ?? {}) as Record<string, unknown>;
    for (const key of ["name", "Name", "NAME", "title"]) {
      const value = props[key];
      if (typeof value === "string" && value.trim() !== "") return value.trim().slice(0, 100);
    }
  }
  return null;
}

/** 'Feature 3 ("North camp")': how a person finds a feature in their mapping program. */
function describeFeature(feature: Feature | null | undefined, index: number): string {
  const props = (feature?.properties ?? {}) as Record<string, unknown>;
  const name = ["name", "Name", "NAME", "title"]
    .map((key) => props[key])
    .find((value): value is string => typeof value === "string" && value.trim() !== "");
  return name ? `Feature ${index + 1} ("${name.trim().slice(0, 60)}")` : `Feature ${index + 1}`;
}

/**
 * Every polygon of the file. A feature that is meant to be a polygon but cannot be read as one
 * refuses the whole file, naming the feature: dropping it would count a smaller farm. Points
 * and lines are not boundaries and are left out.
 */
function polygonsOf(features: readonly Feature[]): BoundaryGeometry[] {
  return features.flatMap((feature, index) => {
    const refuse = (why: string): never => {
      throw new BoundaryFileError(
        `${describeFeature(feature, index)} in the file ${why}. Fix it in your mapping program and upload the file again.`,
      );
    };
    const type = (feature?.geometry as { type?: unknown } | null | undefined)?.type;
    const isPolygonal =
      type === "Polygon" || type === "MultiPolygon" || type === "GeometryCollection";
    let polygons: BoundaryGeometry[];
    try {
      polygons = polygonsIn(feature?.geometry);
    } catch {
      return refuse("could not be read as a polygon");
    }
    if (isPolygonal && polygons.length === 0 && type !== "GeometryCollection") {
      return refuse("has no coordinates that make a polygon");
    }
    for (const polygon of polygons) {
      if (!isBoundaryGeometry(polygon)) {
        refuse(
          "is not in longitude/latitude degrees (WGS 84, EPSG:4326), or one of its rings is not closed",
        );
      }
      // One rule for points and boundaries: both must be in South Africa (rules.ts).
      const rings = polygon.type === "Polygon" ? polygon.coordinates : polygon.coordinates.flat();
      if (!rings.every((ring) => ring.every(([lng, lat]) => isInSouthAfrica(lat!, lng!)))) {
        refuse("lies outside South Africa; check that it is this farm's boundary");
      }
    }
    return polygons;
  });
}

function fromFeatures(format: BoundaryFormat, features: readonly Feature[]): ParsedBoundary {
  const polygons = polygonsOf(features);
  if (polygons.length === 0) throw new BoundaryFileError(NO_POLYGON_MESSAGE);
  const geometry = mergePolygons(polygons)!;
  if (!isBoundaryGeometry(geometry)) {
    throw new BoundaryFileError(
      "The boundary's coordinates are not longitude/latitude in degrees, or a polygon is not closed. Export it in WGS 84 (EPSG:4326) and upload it again.",
    );
  }
  if (countPoints(geometry) > MAX_BOUNDARY_POINTS) {
    throw new BoundaryFileError(
      `The boundary has more than ${MAX_BOUNDARY_POINTS.toLocaleString("en-ZA")} points. Simplify it in your mapping program and upload it again.`,
    );
  }
  // The unrounded area: a real 25 m² polygon is 0.0025 ha, which rounds to 0.00.
  const hectares = areaHectares(geometry);
  if (!(areaSquareMetres(geometry) > 0)) {
    throw new BoundaryFileError(
      "The polygon in the file has no area. Check the boundary and upload it again.",
    );
  }
  return {
    format,
    geometry,
    areaHectares: hectares,
    name: featureName(features),
    polygonCount: geometry.type === "Polygon" ? 1 : geometry.coordinates.length,
  };
}
