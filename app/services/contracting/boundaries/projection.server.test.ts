// The .prj forms Veld reads (decision 0061): every South African Lo grid as EPSG/GDAL and as
// ArcGIS write it, UTM 33S–36S and WGS 84, each checked against proj4 driven by a PROJ string
// written independently of the WKT (south-orientated = the Transverse Mercator's easting and
// northing negated, EPSG method 9808), and against the EPSG guidance note 7-2 example.
import proj4 from "proj4";
import { describe, expect, it } from "vitest";
import {
  loEpsgCode,
  loPrj,
  LO_ZONES,
  utmSouthPrj,
  type LoDatum,
  type PrjFlavour,
} from "../../../../tests/support/boundary-fixtures";
import { BoundaryFileError } from "./errors";
import { normaliseWkt, readProjection, UNREADABLE_PROJECTION_MESSAGE } from "./projection.server";

const ELLIPSOID: Record<LoDatum, string> = {
  hartebeesthoek94: "+ellps=WGS84 +towgs84=0,0,0,0,0,0,0",
  cape: "+a=6378249.145 +rf=293.4663077 +towgs84=-136,-108,-292,0,0,0,0",
};

/** Westing and southing of a WGS 84 point in a Lo grid, the EPSG 9808 way. */
function westingSouthing(zone: number, datum: LoDatum, lng: number, lat: number) {
  const tm = proj4(`+proj=tmerc +lat_0=0 +lon_0=${zone} +k=1 +x_0=0 +y_0=0 ${ELLIPSOID[datum]}`);
  const [easting, northing] = tm.forward([lng, lat]);
  return [-easting!, -northing!];
}

/** A point in South Africa inside each zone (Lo15's strip is offshore; 16.4° E is land). */
const pointIn = (meridian: number) => [Math.max(meridian, 16.2) + 0.2, -29.1] as const;

const grids = LO_ZONES.flatMap((zone) =>
  (["hartebeesthoek94", "cape"] as LoDatum[]).flatMap((datum) =>
    (["epsg", "esri"] as PrjFlavour[]).map((flavour) => ({ zone, datum, flavour })),
  ),
);

describe("readProjection: the South African Lo grids", () => {
  it("the EPSG guidance note 7-2 example, Hartebeesthoek94 / Lo29 (EPSG:2053)", () => {
    // Westing 71 984.49 m, southing 2 847 342.74 m is 25°43'55.302" S, 28°16'57.479" E.
    const expected = [(0.493625066 * 180) / Math.PI, (-0.449108618 * 180) / Math.PI];
    for (const flavour of ["epsg", "esri"] as const) {
      const [lng, lat] = readProjection(loPrj(29, "hartebeesthoek94", flavour))([
        71984.49, 2847342.74,
      ]);
      expect(lng).toBeCloseTo(expected[0]!, 6);
      expect(lat).toBeCloseTo(expected[1]!, 6);
    }
  });

  it.each(grids)(
    "Lo$zone on $datum as $flavour writes it (EPSG $zone) becomes longitude/latitude",
    ({ zone, datum, flavour }) => {
      const [lng, lat] = pointIn(zone);
      const [lngBack, latBack] = readProjection(loPrj(zone, datum, flavour))(
        westingSouthing(zone, datum, lng, lat),
      );
      expect(lngBack).toBeCloseTo(lng, 7);
      expect(latBack).toBeCloseTo(lat, 7);
    },
  );

  it("names the EPSG codes the refusal names: 2046–2055 and 22275–22293", () => {
    expect(LO_ZONES.map((z) => loEpsgCode(z, "hartebeesthoek94"))).toEqual([
      2046, 2047, 2048, 2049, 2050, 2051, 2052, 2053, 2054, 2055,
    ]);
    expect(LO_ZONES.map((z) => loEpsgCode(z, "cape"))).toEqual([
      22275, 22277, 22279, 22281, 22283, 22285, 22287, 22289, 22291, 22293,
    ]);
  });

  it("ArcGIS's Cape datum gets EPSG's shift to WGS 84: without it the farm moves 50 m", () => {
    const ws = westingSouthing(29, "cape", 28.5, -29.1);
    const esri = readProjection(loPrj(29, "cape", "esri"))(ws);
    const epsg = readProjection(loPrj(29, "cape", "epsg"))(ws);
    expect(esri[0]).toBeCloseTo(epsg[0]!, 9);
    expect(esri[1]).toBeCloseTo(epsg[1]!, 9);
    const unshifted = proj4(loPrj(29, "cape", "esri")).inverse(ws);
    const metres = Math.hypot(
      (unshifted[0]! - esri[0]!) * 111_195 * Math.cos((29.1 * Math.PI) / 180),
      (unshifted[1]! - esri[1]!) * 111_195,
    );
    expect(metres).toBeGreaterThan(40);
  });

  it("reads the WKT2 form of a south-orientated grid too", () => {
    const wkt2 = `PROJCRS["Hartebeesthoek94 / Lo29",BASEGEOGCRS["Hartebeesthoek94",DATUM["Hartebeesthoek94",ELLIPSOID["WGS 84",6378137,298.257223563,LENGTHUNIT["metre",1]]],PRIMEM["Greenwich",0,ANGLEUNIT["degree",0.0174532925199433]],ID["EPSG",4148]],CONVERSION["South African Survey Grid zone 29",METHOD["Transverse Mercator (South Orientated)",ID["EPSG",9808]],PARAMETER["Latitude of natural origin",0,ANGLEUNIT["degree",0.0174532925199433],ID["EPSG",8801]],PARAMETER["Longitude of natural origin",29,ANGLEUNIT["degree",0.0174532925199433],ID["EPSG",8802]],PARAMETER["Scale factor at natural origin",1,SCALEUNIT["unity",1],ID["EPSG",8805]],PARAMETER["False easting",0,LENGTHUNIT["metre",1],ID["EPSG",8806]],PARAMETER["False northing",0,LENGTHUNIT["metre",1],ID["EPSG",8807]]],CS[Cartesian,2],AXIS["westing (Y)",west,ORDER[1],LENGTHUNIT["metre",1]],AXIS["southing (X)",south,ORDER[2],LENGTHUNIT["metre",1]],ID["EPSG",2053]]`;
    const [lng, lat] = readProjection(wkt2)(westingSouthing(29, "hartebeesthoek94", 28.5, -29.1));
    expect(lng).toBeCloseTo(28.5, 7);
    expect(lat).toBeCloseTo(-29.1, 7);
  });
});

describe("readProjection: the other systems the refusal names", () => {
  it.each([33, 34, 35, 36].flatMap((zone) => (["epsg", "esri"] as const).map((f) => [zone, f])))(
    "WGS 84 / UTM zone %iS as %s writes it",
    (zone, flavour) => {
      const lng = (zone as number) * 6 - 183 + 0.4;
      const utm = proj4(`+proj=utm +zone=${zone} +south +datum=WGS84 +units=m`);
      const [lngBack, latBack] = readProjection(utmSouthPrj(zone as number, flavour as PrjFlavour))(
        utm.forward([lng, -29.1]),
      );
      expect(lngBack).toBeCloseTo(lng, 7);
      expect(latBack).toBeCloseTo(-29.1, 7);
    },
  );

  it("WGS 84 longitude/latitude stays as it is", () => {
    const wgs84 =
      'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';
    const [lng, lat] = readProjection(wgs84)([28.3, -28.25]);
    expect(lng).toBeCloseTo(28.3, 9);
    expect(lat).toBeCloseTo(-28.25, 9);
  });

  it("leaves a WKT it need not change as it is", () => {
    for (const wkt of [
      utmSouthPrj(35),
      utmSouthPrj(35, "esri"),
      loPrj(29, "hartebeesthoek94", "esri"),
    ])
      expect(normaliseWkt(wkt)).toBe(wkt);
  });
});

describe("readProjection: what it cannot read is refused, saying what it reads", () => {
  it.each([
    ["words", "NOT A PROJECTION"],
    ["nothing", ""],
    ["a local grid", 'LOCAL_CS["Farm grid"]'],
    ["half a WKT", 'PROJCS["Hartebeesthoek94 / Lo29",GEOGCS['],
  ])("%s", (_label, prj) => {
    expect(() => readProjection(prj)).toThrow(BoundaryFileError);
    expect(() => readProjection(prj)).toThrow(UNREADABLE_PROJECTION_MESSAGE);
  });

  it("the refusal names every system it reads, as the decision record does", () => {
    for (const named of [
      "EPSG:4326",
      "Hartebeesthoek94 / Lo15 to Lo33 (EPSG:2046 to 2055)",
      "Cape / Lo15 to Lo33 (EPSG:22275 to 22293)",
      "as ArcGIS writes them",
      "UTM zones 33S to 36S (EPSG:32733 to 32736)",
    ])
      expect(UNREADABLE_PROJECTION_MESSAGE).toContain(named);
  });
});
