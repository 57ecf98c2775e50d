// The map projection of a zipped shapefile (its .prj), read with proj4 (decision 0043), with the
// South African forms proj4 does not read by itself made readable first (decision 0061):
//
// - The Lo grids of EPSG (Hartebeesthoek94 / Lo15–Lo33, EPSG:2046–2055; Cape / Lo15–Lo33,
//   EPSG:22275–22293) are Transverse Mercator (South Orientated), EPSG method 9808: westings and
//   southings, W = FE − E and S = FN − N. proj4 does not know the method; with the scale factor
//   negated, its Transverse Mercator gives exactly W and S (the EPSG guidance note 7-2 example is
//   the test). Their AXIS entries go too, so proj4 does not turn the axes a second time.
// - ArcGIS already writes them that way (Transverse_Mercator with Scale_Factor −1, e.g.
//   ESRI:102480–102489 Hartebeesthoek94_Lo15–Lo33 and ESRI:102470–102479 Cape_Lo15–Lo33).
// - ArcGIS's Cape datum carries no shift to WGS 84, which proj4 would silently leave out (25 to
//   100 m on the ground in South Africa): EPSG's Cape to WGS 84 (1), −136, −108, −292 m, is added.
// - ArcGIS's Transverse_Mercator_Complex is Transverse Mercator to proj4.
import type { Position } from "geojson";
import proj4, { type Converter } from "proj4";
import { BoundaryFileError } from "./errors";

/** What the refusal says Veld reads; docs/decisions/0061 lists the same, and the tests try each. */
export const UNREADABLE_PROJECTION_MESSAGE =
  "Veld could not read the map projection in the shapefile's .prj file. Veld reads WGS 84 longitude/latitude (EPSG:4326), the South African Lo grids Hartebeesthoek94 / Lo15 to Lo33 (EPSG:2046 to 2055) and Cape / Lo15 to Lo33 (EPSG:22275 to 22293), also as ArcGIS writes them, and WGS 84 / UTM zones 33S to 36S (EPSG:32733 to 32736). Export the shapefile again in one of these and upload it.";

/** EPSG transformation 'Cape to WGS 84 (1)', as GDAL and EPSG's own WKT carry it. */
const CAPE_TO_WGS84 = "TOWGS84[-136,-108,-292,0,0,0,0]";

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
/** A WKT node with up to two levels of nodes inside it (WKT2's AXIS has ORDER and LENGTHUNIT). */
const NODE_BODY = String.raw`(?:[^\[\]]|\[(?:[^\[\]]|\[[^\[\]]*\])*\])*`;

const negate = (text: string) => String(-Number(text));

/** The .prj text as proj4 can read it (see the comment at the top); unchanged otherwise. */
export function normaliseWkt(prj: string): string {
  let wkt = prj.replace(/^\uFEFF/, "").trim();
  // WKT1 (OGC and ESRI): PROJECTION["Transverse_Mercator_South_Orientated"].
  const southWkt1 = /PROJECTION\[\s*"Transverse[_ ]Mercator[_ ]\(?South[_ ]Orientated\)?"\s*\]/i;
  if (southWkt1.test(wkt)) {
    wkt = wkt.replace(southWkt1, 'PROJECTION["Transverse_Mercator"]');
    const scale = new RegExp(String.raw`(PARAMETER\[\s*"scale_factor"\s*,\s*)(${NUMBER})`, "i");
    wkt = scale.test(wkt)
      ? wkt.replace(scale, (_, head: string, value: string) => `${head}${negate(value)}`)
      : wkt.replace(
          /PROJECTION\["Transverse_Mercator"\]/,
          'PROJECTION["Transverse_Mercator"],PARAMETER["scale_factor",-1]',
        );
    wkt = wkt.replace(new RegExp(String.raw`,\s*AXIS\[${NODE_BODY}\]`, "g"), "");
  }
  // WKT2: METHOD["Transverse Mercator (South Orientated)", ID["EPSG",9808]].
  const southWkt2 =
    /METHOD\[\s*"Transverse Mercator \(South Orientated\)"(\s*,\s*ID\[\s*"EPSG"\s*,\s*9808\s*\])?/i;
  if (southWkt2.test(wkt)) {
    wkt = wkt.replace(southWkt2, (_, id?: string) =>
      id ? 'METHOD["Transverse Mercator",ID["EPSG",9807]' : 'METHOD["Transverse Mercator"',
    );
    const scale = new RegExp(
      String.raw`(PARAMETER\[\s*"Scale factor at natural origin"\s*,\s*)(${NUMBER})`,
      "i",
    );
    wkt = wkt.replace(scale, (_, head: string, value: string) => `${head}${negate(value)}`);
    wkt = wkt.replace(new RegExp(String.raw`,\s*AXIS\[${NODE_BODY}\]`, "g"), "");
  }
  wkt = wkt.replace(
    /PROJECTION\[\s*"Transverse_Mercator_Complex"\s*\]/i,
    'PROJECTION["Transverse_Mercator"]',
  );
  // The Cape datum without its shift to WGS 84 (ArcGIS's D_Cape): add EPSG's.
  if (!/TOWGS84/i.test(wkt)) {
    const capeSpheroid = new RegExp(
      String.raw`(DATUM\[\s*"(?:D_)?Cape"\s*,\s*SPHEROID\[${NODE_BODY}\])`,
      "i",
    );
    wkt = wkt.replace(capeSpheroid, `$1,${CAPE_TO_WGS84}`);
  }
  return wkt;
}

/**
 * A function from the .prj's coordinates to WGS 84 longitude/latitude. Throws BoundaryFileError
 * with the list of what Veld reads when proj4 cannot read the projection.
 */
export function readProjection(prj: string): (position: Position) => Position {
  let converter: Converter;
  try {
    converter = proj4(normaliseWkt(prj));
  } catch {
    throw new BoundaryFileError(UNREADABLE_PROJECTION_MESSAGE);
  }
  return (position) => converter.inverse([position[0]!, position[1]!]) as Position;
}
