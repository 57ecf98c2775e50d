// Boundaries that meet other boundaries, and the classes of bad file of issue 12, through the
// real /profile/journey/details action on PGlite (decision 0061): an overlap within one
// organisation is a 422 naming the other boundary and the hectares, and stores nothing; an
// overlap with another organisation is accepted and flagged with the hectares only; a file that
// crosses itself, hides a broken feature or lies outside South Africa is a 422 that stores
// nothing; a shapefile in a South African Lo grid is read.
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import proj4 from "proj4";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  farmBoundaries,
  farms,
  memberships,
  organisationDetails,
  organisations,
  storedFiles,
  users,
} from "~/db/schema";
import { getEnv } from "~/env.server";
import * as details from "~/routes/profile.journey.details/route";
import { listOverlapFlags } from "~/services/contracting/farms.server";
import {
  boxRing,
  geoJson,
  geoJsonFeatures,
  kmlPlacemarks,
  kmlPolygon,
  loPrj,
  rectangleSquareMetres,
  shapefileZip,
  squareRing,
} from "../support/boundary-fixtures";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
type Who = "nkosi" | "dube";
const cookies = {} as Record<Who, string>;
let orgNkosi: string;
let orgDube: string;
const farmIds = {} as Record<"rietvlei" | "boplaas" | "dubeHome", string>;

async function call(fn: (args: never) => unknown, request: Request) {
  try {
    return (await fn({ request, params: {}, context: ctx } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A post of one of the page's forms: its intent and the farm it is about go in the body. */
function postDetails(who: Who, intent: string, fields: Record<string, string | File>) {
  const form = new FormData();
  form.append("intent", intent);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return call(
    details.action,
    new Request(`${BASE}/profile/journey/details`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookies[who] },
    }),
  );
}

const upload = (who: Who, farmId: string, bytes: Uint8Array, name: string) =>
  postDetails(who, "upload-boundary", {
    farmId,
    "file.files": new File([bytes as BlobPart], name),
  });

/** Stored file rows, boundary rows and files on disk: a refusal must change none of them. */
async function countRows() {
  const uploads = path.join(getEnv().DATA_DIR, "uploads");
  const onDisk = fs.existsSync(uploads)
    ? fs.readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length
    : 0;
  return {
    files: (await db().select().from(storedFiles)).length,
    boundaries: (await db().select().from(farmBoundaries)).length,
    onDisk,
  };
}

/** Posts, expects a 422 carrying `message`, and that nothing was stored. */
async function expectRefused(post: () => Promise<Response>, message: string | RegExp) {
  const before = await countRows();
  const response = await post();
  expect(response.status).toBe(422);
  const body = JSON.stringify(await response.json());
  if (typeof message === "string") expect(body).toContain(JSON.stringify(message).slice(1, -1));
  else expect(body).toMatch(message);
  expect(await countRows()).toEqual(before);
}

// Two 448 ha blocks that overlap by 224 ha (spec §9 sphere: 224 ha exactly).
const SOUTH = -28.3;
const NORTH = -28.28;
const STEP =
  2_240_000 /
  (6_371_000 ** 2 *
    (Math.PI / 180) *
    Math.abs(Math.sin((NORTH * Math.PI) / 180) - Math.sin((SOUTH * Math.PI) / 180)));
const east = boxRing(28.3, SOUTH, 28.3 + 2 * STEP, NORTH);
const west = boxRing(28.3 + STEP, SOUTH, 28.3 + 3 * STEP, NORTH);
const named = (name: string, ring: number[][]) =>
  geoJsonFeatures([{ name, geometry: { type: "Polygon", coordinates: [ring] } }]);

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Nkosi Family Farm" }, { name: "Dube Boerdery" }])
    .returning();
  orgNkosi = a!.id;
  orgDube = b!.id;
  await db()
    .insert(organisationDetails)
    .values([
      { organisationId: orgNkosi, eligibility: true, viability: true },
      { organisationId: orgDube, eligibility: true, viability: true },
    ]);
  const people = await db()
    .insert(users)
    .values([
      { subject: "t|nkosi", email: "thandi@example.co.za" },
      { subject: "t|dube", email: "lindiwe@example.co.za" },
    ])
    .returning();
  for (const person of people) await insertTestProfile(person.id);
  await db()
    .insert(memberships)
    .values([
      { userId: people[0]!.id, organisationId: orgNkosi, role: "OWNER" },
      { userId: people[1]!.id, organisationId: orgDube, role: "OWNER" },
    ]);
  cookies.nkosi = await signInCookie("t|nkosi", "thandi@example.co.za");
  cookies.dube = await signInCookie("t|dube", "lindiwe@example.co.za");
  const rows = await db()
    .insert(farms)
    .values([
      { organisationId: orgNkosi, name: "Rietvlei" },
      { organisationId: orgNkosi, name: "Boplaas" },
      { organisationId: orgDube, name: "Dube home" },
    ])
    .returning();
  farmIds.rietvlei = rows[0]!.id;
  farmIds.boplaas = rows[1]!.id;
  farmIds.dubeHome = rows[2]!.id;
});

describe("within one organisation, an overlap is refused with the hectares", () => {
  it("the first block is added", async () => {
    const response = await upload("nkosi", farmIds.rietvlei, named("East", east), "east.geojson");
    expect(response.status).toBe(302);
  });

  it.each([
    ["on the same farm", () => farmIds.rietvlei],
    ["on another farm of the organisation", () => farmIds.boplaas],
  ])("a block that overlaps it %s: 422 naming it, nothing stored", async (_label, farm) => {
    await expectRefused(
      () => upload("nkosi", farm(), named("West", west), "west.geojson"),
      'This boundary overlaps the boundary "East" of the farm Rietvlei by 224.00 ha, so that land would be counted twice.',
    );
  });

  it("a circle that overlaps it: 422 beside the radius", async () => {
    const before = await countRows();
    const response = await postDetails("nkosi", "circle", {
      farmId: farmIds.boplaas,
      latitude: "-28.29",
      longitude: String(28.3 + STEP),
      radius: "500",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors?: Record<string, string> };
    expect(JSON.stringify(body)).toContain('overlaps the boundary \\"East\\" of the farm Rietvlei');
    expect(JSON.stringify(body)).toContain("radius");
    expect(await countRows()).toEqual(before);
  });

  it("a block sharing only an edge is no overlap: added, and the farm's total is the union", async () => {
    const next = boxRing(28.3 + 2 * STEP, SOUTH, 28.3 + 3 * STEP, NORTH);
    const response = await upload("nkosi", farmIds.rietvlei, named("Next", next), "next.geojson");
    expect(response.status).toBe(302);
    const rows = await db()
      .select()
      .from(farmBoundaries)
      .where(eq(farmBoundaries.farmId, farmIds.rietvlei));
    expect(rows.map((r) => r.areaHectares).sort()).toEqual([224, 448]);
  });
});

describe("across organisations, an overlap is accepted and flagged with the hectares only", () => {
  it("another organisation's overlapping block is added (not blocked by Nkosi's data)", async () => {
    const response = await upload("dube", farmIds.dubeHome, named("Dube camp", west), "d.geojson");
    expect(response.status).toBe(302);
    const [row] = await db()
      .select()
      .from(farmBoundaries)
      .where(eq(farmBoundaries.organisationId, orgDube));
    expect(row!.areaHectares).toBe(448);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "boundary.create"), eq(auditLog.entityId, row!.id)));
    // The block 'Next' shares 224 ha with it, 'East' another 224 ha: all 448 ha are claimed.
    expect(entry!.changes).toMatchObject({ overlapsOtherOrganisationsHectares: 448 });
  });

  it("both organisations see a flag with the hectares, and nothing of the other", async () => {
    const dube = await listOverlapFlags(orgDube);
    expect(dube).toHaveLength(1);
    expect(dube[0]).toMatchObject({
      kind: "OVERLAPS_ANOTHER_ORGANISATION",
      farmId: farmIds.dubeHome,
      hectares: 448,
    });
    expect(dube[0]!.message).toMatch(/^448\.00 ha of this boundary also lies inside a boundary/);
    const nkosi = await listOverlapFlags(orgNkosi);
    expect(nkosi.map((f) => f.hectares).sort()).toEqual([224, 224]);
    const said = JSON.stringify([...dube, ...nkosi]);
    for (const secret of ["Nkosi", "Dube", "Rietvlei", "East", "Next", orgNkosi, orgDube])
      expect(said).not.toContain(secret);
  });

  it("the farmer's details page shows the shared land beside the boundary, and nothing of the other", async () => {
    // The loader answers its data (single fetch), not a Response.
    const data = (await call(
      details.loader as never,
      new Request(`${BASE}/profile/journey/details`, { headers: { Cookie: cookies.dube } }),
    )) as unknown as {
      details: {
        farms: { boundaries: { name: string | null; otherOrganisationOverlap: unknown }[] }[];
      };
    };
    const [boundary] = data.details.farms.flatMap((farm) => farm.boundaries);
    expect(boundary!.otherOrganisationOverlap).toMatchObject({ hectares: 448 });
    const said = JSON.stringify(boundary!.otherOrganisationOverlap);
    for (const secret of ["Nkosi", "Rietvlei", "East", "Next", orgNkosi])
      expect(said).not.toContain(secret);
  });
});

describe("bad files are a 422 with a sentence, and store nothing", () => {
  it.each([
    [
      "a ring that crosses itself",
      named("Bow", [
        [29.3, -28.25],
        [29.31, -28.24],
        [29.31, -28.25],
        [29.3, -28.24],
        [29.3, -28.25],
      ]),
      "bow.geojson",
      'Feature 1 ("Bow") in the file crosses itself at latitude -28.24500, longitude 29.30500.',
    ],
    [
      "a KML with a placemark whose polygon cannot be read",
      kmlPlacemarks([
        { name: "Good", inner: kmlPolygon(boxRing(29.3, -28.25, 29.31, -28.24)) },
        { name: "Broken", inner: kmlPolygon("29.3,-28.25 oops") },
      ]),
      "camps.kml",
      'Feature 2 ("Broken") in the file has a polygon whose coordinates could not be read.',
    ],
    [
      "a boundary far outside South Africa",
      geoJson([squareRing(2.35, 48.85, 500)]),
      "paris.geojson",
      /lies outside South Africa \(its corner at latitude 48\.85000, longitude 2\.35000\)/,
    ],
    [
      "a shapefile whose .prj cannot be read",
      shapefileZip(boxRing(29.3, -28.25, 29.31, -28.24), { prj: 'LOCAL_CS["Farm grid"]' }),
      "grid.zip",
      "Hartebeesthoek94 / Lo15 to Lo33 (EPSG:2046 to 2055)",
    ],
  ])("%s", async (_label, bytes, name, message) => {
    await expectRefused(() => upload("nkosi", farmIds.boplaas, bytes, name), message);
  });

  it("a circle that reaches outside South Africa: 422 beside the radius", async () => {
    const before = await countRows();
    const response = await postDetails("nkosi", "circle", {
      farmId: farmIds.boplaas,
      latitude: "-25",
      longitude: "33.3",
      radius: "50000",
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(
      "Part of this circle lies outside South Africa",
    );
    expect(await countRows()).toEqual(before);
  });
});

describe("good files issue 12 refused or mis-measured", () => {
  it("a shapefile in Hartebeesthoek94 / Lo29 (EPSG:2053) is read and measured", async () => {
    const camp = { west: 29.5, south: -28.6, east: 29.51, north: -28.59 };
    const tm = proj4("+proj=tmerc +lat_0=0 +lon_0=29 +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +units=m");
    const westingSouthing = boxRing(camp.west, camp.south, camp.east, camp.north).map((p) =>
      tm.forward(p).map((v) => -v),
    );
    const response = await upload(
      "nkosi",
      farmIds.boplaas,
      shapefileZip(westingSouthing, { prj: loPrj(29) }),
      "lo29.zip",
    );
    expect(response.status).toBe(302);
    const [row] = await db()
      .select()
      .from(farmBoundaries)
      .where(
        and(eq(farmBoundaries.farmId, farmIds.boplaas), eq(farmBoundaries.source, "shapefile")),
      );
    const exact = rectangleSquareMetres(camp.west, camp.south, camp.east, camp.north) / 10_000;
    expect(Math.abs(row!.areaHectares - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it("a 25 m² camp is added (0.00 ha to 2 decimals), not refused as 'no area'", async () => {
    const response = await upload(
      "nkosi",
      farmIds.boplaas,
      geoJson([squareRing(30.5, -29.5, 5)]),
      "tiny.geojson",
    );
    expect(response.status).toBe(302);
    const rows = await db()
      .select()
      .from(farmBoundaries)
      .where(and(eq(farmBoundaries.farmId, farmIds.boplaas), eq(farmBoundaries.source, "geojson")));
    expect(rows.map((r) => r.areaHectares)).toContain(0);
  });
});
