// Farm boundary files (spec §3 'Land area measurement'; issue 6 'Contracting details'): KML,
// KMZ, GeoJSON and zipped shapefiles (.shp + .dbf + .prj) become one GeoJSON Polygon or
// MultiPolygon in WGS84 longitude/latitude with its area. The format is told by the bytes, not
// the file name. Every refusal is a BoundaryFileError with a sentence the farmer can act on.
// Nothing here stores anything: the caller stores the file and the boundary only on success.
import { DOMParser } from "@xmldom/xmldom";
import { kml as kmlToGeoJson } from "@tmcw/togeojson";
import type { Feature, FeatureCollection, Geometry, Polygon, Position } from "geojson";
import { combine, parseDbf, parseShp } from "shpjs";
import {
  areaSquareMetres,
  hasArea,
  isBoundaryGeometry,
  roundArea,
  SQUARE_METRES_PER_HECTARE,
  type BoundaryGeometry,
} from "~/services/contracting/boundaries/area";
import { isKml, isPlainText, isShapefile } from "~/services/files/file-types";
import type { BoundaryFileFormat } from "~/shared/boundaries";
import { findCornerOutsideSouthAfrica } from "../rules";
import { BoundaryFileError, NO_POLYGON_MESSAGE, UNSUPPORTED_BOUNDARY_FILE_MESSAGE } from "./errors";
import {
  dissolvePolygons,
  findCrossings,
  findHolesOutside,
  polygonsOf as partsOf,
} from "./geometry";
import { readProjection } from "./projection.server";
import { checkZipLimits, isContentEntry, listZipEntries, unzipChecked } from "./zip.server";

export type BoundaryFormat = BoundaryFileFormat;

export interface ParsedBoundary {
  format: BoundaryFormat;
  /** The union of the file's polygons: each piece of land once (decision 0061). */
  geometry: BoundaryGeometry;
  /** The union's area, to 2 decimals (spec §5). */
  areaHectares: number;
  /** The first feature's name, when the file has one. */
  name: string | null;
  polygonCount: number;
}

/**
 * A feature of the file and, for KML, how many polygons its Placemark holds: togeojson turns a
 * polygon it cannot read into nothing, so the count is how a dropped one is noticed.
 */
interface SourceFeature {
  feature: Feature<Geometry | null>;
  expectedPolygons?: number;
}

/** Where a crossing is shown: 5 decimals of a degree, about a metre on the ground. */
const CROSSING_DECIMALS = 5;
/** Crossings named in a refusal; the rest are counted. */
const CROSSINGS_NAMED = 3;

/**
 * The most points one upload (a farm boundary, a file of fields, a drawn field) may hold: a farm
 * outline from the deeds office has tens to hundreds, a field walked with a GPS a few thousand,
 * a shapefile of a farm's fifty camps some 25 000 (decision 0120). Clipping grows faster than the
 * points, and it runs against what the organisation already has (MAX_ORGANISATION_POINTS).
 */
export const MAX_BOUNDARY_POINTS = 25_000;

/** How many points a boundary holds, counting every ring. */
export function countPoints(polygons: readonly Polygon[]): number {
  return polygons.reduce((n, p) => n + p.coordinates.reduce((m, ring) => m + ring.length, 0), 0);
}

/** The sentence for a file over `maxPoints` points. */
export function tooManyPointsMessage(maxPoints: number): string {
  return `The boundary has more than ${maxPoints.toLocaleString("en-ZA")} points. Simplify it in your mapping program and upload it again.`;
}

export interface ParseOptions {
  /** The most points the file may hold; MAX_BOUNDARY_POINTS unless said. */
  maxPoints?: number;
}

const decoder = new TextDecoder("utf-8");
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const extension = (name: string) => /\.[^./\\]+$/.exec(name)?.[0].toLowerCase() ?? "";

/** A file's features as read, before any is checked. */
interface ReadFile {
  format: BoundaryFormat;
  features: SourceFeature[];
}

const read = (format: BoundaryFormat, features: SourceFeature[]): ReadFile => ({
  format,
  features,
});

/**
 * Reads a boundary file; throws BoundaryFileError for anything wrong with it. CPU-bound (parsing,
 * crossings, union): the server runs it in a worker thread (geometry-work.server.ts).
 */
export function parseBoundaryFile(bytes: Uint8Array, options: ParseOptions = {}): ParsedBoundary {
  const file = readBoundaryFile(bytes);
  return fromFeatures(file.format, file.features, options);
}

/** The features of a KML, KMZ, GeoJSON or zipped shapefile; throws BoundaryFileError. */
function readBoundaryFile(bytes: Uint8Array): ReadFile {
  if (bytes.length === 0)
    throw new BoundaryFileError("The file is empty. Please choose another file.");
  if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC)) return parseZip(bytes);
  if (isKml(bytes)) return read("kml", readKml(bytes));
  if (isShapefile(bytes)) {
    throw new BoundaryFileError(
      "A shapefile needs its .dbf and .prj files beside the .shp: put the .shp, .dbf and .prj in one zip file and upload the zip.",
    );
  }
  if (
    isPlainText(bytes) &&
    /^\s*\{/.test(decoder.decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, ""))
  )
    return read("geojson", readGeoJson(bytes));
  throw new BoundaryFileError(UNSUPPORTED_BOUNDARY_FILE_MESSAGE);
}

// ---- Zip files: KMZ or a zipped shapefile ----

function parseZip(bytes: Uint8Array): ReadFile {
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
    return read("kmz", readKml(files[main]!));
  }
  throw new BoundaryFileError(
    "The zip file has no .kml or .shp file in it. Upload a KMZ, or a zip with the shapefile's .shp, .dbf and .prj files.",
  );
}

function parseShapefileZip(bytes: Uint8Array, names: readonly string[]): ReadFile {
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
  const features: Array<Feature<Geometry | null>> = [];
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
    // the projection is read here (South African Lo grids included, decision 0061) and every
    // point converted to WGS84 from the coordinates shpjs reads as they are in the file.
    const toLongitudeLatitude = readProjection(prj);
    let collection: FeatureCollection;
    try {
      // shpjs reads any typed array (its types ask for Buffer/ArrayBuffer).
      const geometries = parseShp(Buffer.from(shp.buffer, shp.byteOffset, shp.byteLength));
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
    for (const feature of collection.features) {
      features.push({ ...feature, geometry: reproject(feature.geometry, toLongitudeLatitude) });
    }
  }
  return read(
    "shapefile",
    features.map((feature) => ({ feature })),
  );
}

/** Every position of a geometry through `convert` (shapefile coordinates to WGS84). */
function reproject(
  geometry: Geometry | null,
  convert: (position: Position) => Position,
): Geometry | null {
  if (!geometry) return geometry;
  const walk = (value: unknown): unknown =>
    Array.isArray(value) && typeof value[0] === "number"
      ? convert(value as Position)
      : Array.isArray(value)
        ? value.map(walk)
        : value;
  if (geometry.type === "GeometryCollection") {
    return {
      ...geometry,
      geometries: geometry.geometries.map((g) => reproject(g, convert)!),
    };
  }
  return { ...geometry, coordinates: walk(geometry.coordinates) } as Geometry;
}

// ---- KML and GeoJSON ----

function readKml(bytes: Uint8Array): SourceFeature[] {
  const text = decoder.decode(bytes).replace(/^\uFEFF/, "");
  let collection: FeatureCollection;
  let expected: number[];
  try {
    const document = new DOMParser({
      onError: (level) => {
        if (level !== "warning") throw new Error("bad xml");
      },
    }).parseFromString(text, "text/xml");
    collection = kmlToGeoJson(document) as FeatureCollection;
    // togeojson gives one feature per Placemark, in document order, before any GroundOverlay
    // or NetworkLink (image footprints and links, not boundaries, so left out).
    expected = Array.from(
      document.getElementsByTagName("Placemark"),
      (placemark) => placemark.getElementsByTagName("Polygon").length,
    );
  } catch {
    throw new BoundaryFileError(
      "The KML file could not be read: it is not well-formed XML. Export it again and upload it.",
    );
  }
  return expected.map((expectedPolygons, i) => ({
    feature: collection.features[i] ?? { type: "Feature", geometry: null, properties: {} },
    expectedPolygons,
  }));
}

function readGeoJson(bytes: Uint8Array): SourceFeature[] {
  return readGeoJsonFeatures(bytes).map((feature) => ({ feature }));
}

function readGeoJsonFeatures(bytes: Uint8Array): Feature[] {
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

/** Why a feature is refused; polygonsOf names the feature in front of it. */
class FeatureProblem extends Error {}

/** A position as two numbers, altitude dropped (a boundary is 2-D). */
function flat(position: unknown): Position {
  if (!Array.isArray(position)) throw new FeatureProblem("has coordinates that are not numbers");
  return [position[0] as number, position[1] as number];
}

/**
 * A ring as drawn, cleaned the way mapping programs expect: altitudes dropped, the same point
 * twice in a row kept once (KML often repeats one), and closed if it was left open.
 */
function cleanRing(ring: unknown): Position[] {
  if (!Array.isArray(ring)) throw new FeatureProblem("has no coordinates that make a polygon");
  const positions: Position[] = [];
  for (const position of ring.map(flat)) {
    const last = positions.at(-1);
    if (!last || last[0] !== position[0] || last[1] !== position[1]) positions.push(position);
  }
  const first = positions[0];
  const last = positions.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) positions.push(first);
  return positions;
}

function cleanPolygon(rings: unknown): Polygon {
  if (!Array.isArray(rings) || rings.length === 0)
    throw new FeatureProblem("has no coordinates that make a polygon");
  return { type: "Polygon", coordinates: rings.map(cleanRing) };
}

/** The polygons of a geometry one by one; points and lines give none. */
function polygonsIn(geometry: Geometry | null | undefined): Polygon[] {
  if (!geometry || typeof geometry !== "object") return [];
  if (geometry.type === "GeometryCollection")
    return (Array.isArray(geometry.geometries) ? geometry.geometries : []).flatMap(polygonsIn);
  if (geometry.type === "Polygon") return [cleanPolygon(geometry.coordinates)];
  if (geometry.type === "MultiPolygon") {
    if (!Array.isArray(geometry.coordinates) || geometry.coordinates.length === 0)
      throw new FeatureProblem("has no coordinates that make a polygon");
    return geometry.coordinates.map(cleanPolygon);
  }
  return [];
}

/** What is wrong with a polygon's coordinates, said for the farmer, or null. */
function coordinateProblem(polygon: Polygon): string | null {
  const positions = polygon.coordinates.flat();
  if (positions.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y)))
    return "has coordinates that are not numbers";
  if (polygon.coordinates.some((ring) => ring.length < 4))
    return "has a ring with fewer than three corners";
  if (!isBoundaryGeometry(polygon))
    return "is not in longitude/latitude degrees (WGS 84, EPSG:4326); export it again in WGS 84";
  return null;
}

const NAME_KEYS = ["name", "Name", "NAME", "title"];

/** RFC 7946 §1.4: the geometry types; anything else is a typo Veld will not guess at. */
const GEOMETRY_TYPES = new Set<unknown>([
  "Point",
  "MultiPoint",
  "LineString",
  "MultiLineString",
  "Polygon",
  "MultiPolygon",
  "GeometryCollection",
]);

function nameOf(feature: Feature<Geometry | null> | null | undefined): string | null {
  const props = (feature?.properties ?? {}) as Record<string, unknown>;
  const name = NAME_KEYS.map((key) => props[key]).find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  return name?.trim() ?? null;
}

function featureName(features: readonly SourceFeature[]): string | null {
  for (const { feature } of features) {
    const name = nameOf(feature);
    if (name) return name.slice(0, 100);
  }
  return null;
}

/**
 * 'Feature 3 ("North camp")', or 'Feature 3 (id "camp-3")' when it has no name: how a person
 * finds a feature in their mapping program (issue 12: name the feature, never drop it).
 */
function describeFeature(
  feature: Feature<Geometry | null> | null | undefined,
  index: number,
): string {
  const name = nameOf(feature);
  if (name) return `Feature ${index + 1} ("${name.slice(0, 60)}")`;
  const id = feature?.id;
  if ((typeof id === "string" && id.trim() !== "") || typeof id === "number")
    return `Feature ${index + 1} (id "${String(id).trim().slice(0, 60)}")`;
  return `Feature ${index + 1}`;
}

/** 'at latitude -28.24500, longitude 28.30500': where a person looks on their map. */
function describeCrossings(crossings: readonly Position[]): string {
  const at = ([lng, lat]: Position) =>
    `latitude ${lat!.toFixed(CROSSING_DECIMALS)}, longitude ${lng!.toFixed(CROSSING_DECIMALS)}`;
  if (crossings.length === 1) return `crosses itself at ${at(crossings[0]!)}`;
  const named = crossings.slice(0, CROSSINGS_NAMED).map(at);
  return crossings.length > named.length
    ? `crosses itself in ${crossings.length} places, the first ${named.length} at ${named.slice(0, -1).join("; ")}; and ${named.at(-1)}`
    : `crosses itself in ${crossings.length} places: at ${named.slice(0, -1).join("; at ")} and at ${named.at(-1)}`;
}

/**
 * Every polygon of the file. A feature that is meant to be a polygon but cannot be read as one
 * refuses the whole file, naming the feature: dropping it would count a smaller farm. Points
 * and lines are not boundaries and are left out. Then each polygon must be in South Africa
 * (the farm-point rule), must not cross itself (its area would be wrong), and must have an area,
 * checked unrounded (a real 25 m² camp is 0.0025 ha).
 */
function polygonsOf(
  features: readonly SourceFeature[],
  maxPoints = MAX_BOUNDARY_POINTS,
): Polygon[] {
  const read = features.map(({ feature, expectedPolygons }, index) => {
    const refuse = (why: string): never => {
      throw new BoundaryFileError(
        `${describeFeature(feature, index)} in the file ${why}. Fix it in your mapping program and upload the file again.`,
      );
    };
    if (!feature || typeof feature !== "object") return refuse("is not a feature");
    const type = (feature.geometry as { type?: unknown } | null | undefined)?.type;
    if (feature.geometry && !GEOMETRY_TYPES.has(type)) {
      return refuse(`has a geometry of a type Veld does not know (${JSON.stringify(type)})`);
    }
    let polygons: Polygon[];
    try {
      polygons = polygonsIn(feature.geometry);
    } catch (error) {
      return refuse(
        error instanceof FeatureProblem ? error.message : "could not be read as a polygon",
      );
    }
    if (expectedPolygons !== undefined && polygons.length < expectedPolygons) {
      return refuse("has a polygon whose coordinates could not be read");
    }
    if ((type === "Polygon" || type === "MultiPolygon") && polygons.length === 0) {
      return refuse("has no coordinates that make a polygon");
    }
    for (const polygon of polygons) {
      const problem = coordinateProblem(polygon);
      if (problem) refuse(problem);
    }
    return { polygons, refuse };
  });
  // Before the checks that grow with the points (crossings), so a huge file costs nothing.
  if (countPoints(read.flatMap((r) => r.polygons)) > maxPoints) {
    throw new BoundaryFileError(tooManyPointsMessage(maxPoints));
  }
  for (const { polygons, refuse } of read) {
    for (const polygon of polygons) {
      const outside = findCornerOutsideSouthAfrica(polygon);
      if (outside) {
        refuse(
          `lies outside South Africa (its corner at latitude ${outside[1]!.toFixed(CROSSING_DECIMALS)}, longitude ${outside[0]!.toFixed(CROSSING_DECIMALS)}); check that it is this farm's boundary, in longitude/latitude or a South African grid`,
        );
      }
      const crossings = findCrossings(polygon);
      if (crossings.length > 0) refuse(describeCrossings(crossings));
      if (findHolesOutside(polygon).length > 0) refuse("has a hole that lies outside its outline");
      if (!hasArea(areaSquareMetres(polygon))) refuse("has no area");
    }
  }
  return read.flatMap((r) => r.polygons);
}

/**
 * The polygons joined (dissolvePolygons), or null when the clipper fails on them. A clipping that
 * never ends (decision 0071) is stopped by the worker's deadline (decision 0120).
 */
function joined(polygons: readonly Polygon[]): BoundaryGeometry | null {
  try {
    return dissolvePolygons(polygons);
  } catch {
    return null;
  }
}

function fromFeatures(
  format: BoundaryFormat,
  features: readonly SourceFeature[],
  options: ParseOptions,
): ParsedBoundary {
  const polygons = polygonsOf(features, options.maxPoints);
  if (polygons.length === 0) throw new BoundaryFileError(NO_POLYGON_MESSAGE);
  // Spec §3: land is measured once. Overlapping polygons of one file are one piece of land.
  const geometry = joined(polygons);
  // The unrounded area: a real 25 m² polygon is 0.0025 ha, which rounds to 0.00.
  const squareMetres = geometry ? areaSquareMetres(geometry) : 0;
  if (!geometry || !isBoundaryGeometry(geometry) || !hasArea(squareMetres)) {
    throw new BoundaryFileError(
      "The polygons in the file could not be joined into one boundary with an area. Check them in your mapping program and upload the file again.",
    );
  }
  return {
    format,
    geometry,
    areaHectares: roundArea(squareMetres / SQUARE_METRES_PER_HECTARE),
    name: featureName(features),
    polygonCount: partsOf(geometry).length,
  };
}

// ---- From features to fields: one per feature (issue 14, decision 0070) ----

export interface ParsedField {
  /** The feature's name in the file, when it has one. */
  name: string | null;
  /** The feature's polygons joined: each piece of land once. */
  geometry: BoundaryGeometry;
  areaHectares: number;
}

export interface ParsedFieldFile {
  format: BoundaryFormat;
  fields: ParsedField[];
}

/**
 * Reads a file of fields: each feature with a polygon is one field, named as in the file. The
 * file is checked as a boundary file is (every feature readable, in South Africa, not crossing
 * itself, with an area), then each feature's polygons are joined on their own.
 */
export function parseFieldFile(bytes: Uint8Array, options: ParseOptions = {}): ParsedFieldFile {
  const file = readBoundaryFile(bytes);
  // The checks of a boundary file, naming the feature at fault.
  if (polygonsOf(file.features, options.maxPoints).length === 0)
    throw new BoundaryFileError(NO_POLYGON_MESSAGE);
  const fields: ParsedField[] = [];
  for (const [index, { feature }] of file.features.entries()) {
    const polygons = polygonsIn(feature.geometry);
    if (polygons.length === 0) continue;
    const geometry = joined(polygons);
    const squareMetres = geometry ? areaSquareMetres(geometry) : 0;
    if (!geometry || !isBoundaryGeometry(geometry) || !hasArea(squareMetres)) {
      throw new BoundaryFileError(
        `${describeFeature(feature, index)} in the file has polygons that could not be joined into one field with an area. Check it in your mapping program and upload the file again.`,
      );
    }
    fields.push({
      name: nameOf(feature)?.slice(0, 100) ?? null,
      geometry,
      areaHectares: roundArea(squareMetres / SQUARE_METRES_PER_HECTARE),
    });
  }
  return { format: file.format, fields };
}
