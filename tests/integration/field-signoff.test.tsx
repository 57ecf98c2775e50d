// The admin's signoff of fields (issue 14 'Admin /admin/journey/fieldRecords', 'Auto signoff';
// decision 0072), through the real route modules on PGlite: each criterion signed off on the page
// and through /api/v2, signoffPass stored and shown, a read:admin-only viewer refused every post,
// the audit trail with who, when and why, bulk signoff, the wetland auto signoff on a small layer,
// boundaryAssign, and title deeds deciding ownership.
import { createRemixStub } from "@remix-run/testing";
import { and, asc, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  farmBoundaries,
  farms,
  fieldRecords,
  organisations,
  users,
  wetlandLayers,
} from "~/db/schema";
import * as fieldsModel from "~/models/fields.server";
import * as page from "~/routes/admin.journey.fieldRecords/route";
import * as apiSignoff from "~/routes/api.v2.admin.$id.field.$fieldId.signoff.$criteria";
import * as apiBulk from "~/routes/api.v2.admin.company.$id.signoff.$type.$mode";
import * as apiWetland from "~/routes/api.v2.admin.autoSignoff.wetland";
import * as apiAssign from "~/routes/api.v2.admin.autoSignoff.boundaryAssign";
import * as apiOwnership from "~/routes/api.v2.admin.ownership.upload";
import { areaHectares } from "~/services/contracting/boundaries/area";
import { boundingBox } from "~/services/contracting/boundaries/geometry";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { boxRing, geoJsonFeatures } from "../support/boundary-fixtures";
import { pdf } from "../support/file-fixtures";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";
const PATH = "/admin/journey/fieldRecords";
const ctx = { cspNonce: "", requestId: "test-signoff" };
const cookies = { admin: "", viewer: "" };
const tokens = { admin: "", reader: "" };
let orgA: string;
let orgB: string;
let adminId: string;
const boundary = { west: "", east: "" };
const field = {} as Record<"north" | "east" | "wet" | "dry" | "outside" | "theirs", string>;

const polygon = (ring: number[][]) => ({ type: "Polygon" as const, coordinates: [ring] });

/** Calls a route function: a thrown Response, or data() with a status, is the answer. */
async function call(fn: (args: never) => unknown, request: Request, params = {}) {
  try {
    const answer = await fn({ request, params, context: ctx } as never);
    const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
    if (wrapped?.type === "DataWithResponseInit") {
      return new Response(JSON.stringify(wrapped.data), { status: wrapped.init?.status ?? 200 });
    }
    return answer as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type Pairs = Array<[string, string | File]>;

/**
 * Posts a form of the page: its intent and what it is about in the body (decision 0128), to the
 * page's URL with its page state (`search`: the filter, the field shown).
 */
function postPage(
  who: "admin" | "viewer",
  intent: string,
  body: Pairs | Record<string, string>,
  search = "",
) {
  const form = new FormData();
  form.append("intent", intent);
  for (const [key, value] of Array.isArray(body) ? body : Object.entries(body))
    form.append(key, value);
  return call(
    page.action,
    new Request(`${BASE}${PATH}${search ? `?${search}` : ""}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookies[who] },
    }),
  );
}

/** The page as the server sends it (what a browser without JavaScript works with). */
async function renderPage(who: "admin" | "viewer", search = "") {
  const data = await loadPage(who, search);
  const Stub = createRemixStub([
    { id: "page", path: PATH, Component: page.default, loader: () => data },
  ]);
  // React warns that layout effects do not run on the server: that is the point here.
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub
        initialEntries={[`${PATH}${search ? `?${search}` : ""}`]}
        hydrationData={{ loaderData: { page: data } }}
      />,
    );
  } finally {
    quiet.mockRestore();
  }
}

async function loadPage(who: "admin" | "viewer", search = "") {
  const answer = await call(
    page.loader,
    new Request(`${BASE}${PATH}${search ? `?${search}` : ""}`, {
      headers: { Cookie: cookies[who] },
    }),
  );
  return answer as unknown as Awaited<ReturnType<typeof page.loader>>;
}

const recordOf = async (fieldId: string) =>
  (await db().select().from(fieldRecords).where(eq(fieldRecords.fieldId, fieldId)))
    .sort((a, b) => b.season - a.season)
    .at(0)!;

const signoffAudits = async (fieldId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "field.signoff"), eq(auditLog.entityId, fieldId)))
    .orderBy(asc(auditLog.id));

function apiSignoffRequest(
  token: string,
  organisationId: string,
  fieldId: string,
  criterion: string,
  body: unknown,
) {
  return call(
    apiSignoff.action,
    apiRequest(`/api/v2/admin/${organisationId}/field/${fieldId}/signoff/${criterion}`, token, {
      method: "POST",
      body,
    }),
    { id: organisationId, fieldId, criteria: criterion },
  );
}

async function insertField(organisationId: string, farmId: string, name: string, ring: number[][]) {
  const geometry = polygon(ring);
  const box = boundingBox(geometry);
  const row = await fieldsModel.insertField({
    organisationId,
    farmId,
    name,
    source: "geojson",
    geometry,
    areaHectares: areaHectares(geometry),
    boxWest: box.west,
    boxSouth: box.south,
    boxEast: box.east,
    boxNorth: box.north,
  });
  await fieldsModel.writeFieldRecord(organisationId, row.id, currentSeason(), {
    status: "UPLOADED",
  });
  return row.id;
}

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Aardvark Boerdery" }, { name: "Zebra Farms" }])
    .returning();
  orgA = a!.id;
  orgB = b!.id;
  const people = await db()
    .insert(users)
    .values([
      { subject: "s|admin", email: "signer@veld.example" },
      { subject: "s|viewer", email: "viewer@veld.example" },
    ])
    .returning();
  for (const person of people) await insertTestProfile(person.id);
  adminId = people[0]!.id;
  cookies.admin = await signInCookie("s|admin", "signer@veld.example", [
    "read:admin",
    "write:signoff",
  ]);
  cookies.viewer = await signInCookie("s|viewer", "viewer@veld.example", ["read:admin"]);
  tokens.admin = await mintAccessToken("s|admin", {
    permissions: ["read:admin", "write:signoff"],
    email: "signer@veld.example",
  });
  tokens.reader = await mintAccessToken("s|viewer", {
    permissions: ["read:admin"],
    email: "viewer@veld.example",
  });
  const [farmA, farmB] = await db()
    .insert(farms)
    .values([
      { organisationId: orgA, name: "Mooiplaas", erfNumbers: [] },
      { organisationId: orgB, name: "Vlakte", erfNumbers: [] },
    ])
    .returning();
  const west = boxRing(28.3, -28.26, 28.32, -28.22);
  const east = boxRing(28.32, -28.26, 28.34, -28.22);
  const [w, e] = await db()
    .insert(farmBoundaries)
    .values([
      {
        farmId: farmA!.id,
        organisationId: orgA,
        name: "West",
        source: "geojson",
        geometry: polygon(west),
        areaHectares: areaHectares(polygon(west)),
      },
      {
        farmId: farmA!.id,
        organisationId: orgA,
        name: "East",
        source: "geojson",
        geometry: polygon(east),
        areaHectares: areaHectares(polygon(east)),
      },
    ])
    .returning();
  boundary.west = w!.id;
  boundary.east = e!.id;
  field.north = await insertField(
    orgA,
    farmA!.id,
    "North camp",
    boxRing(28.3, -28.23, 28.31, -28.22),
  );
  field.east = await insertField(
    orgA,
    farmA!.id,
    "East camp",
    boxRing(28.33, -28.25, 28.335, -28.24),
  );
  field.wet = await insertField(
    orgA,
    farmA!.id,
    "Vlei camp",
    boxRing(28.305, -28.25, 28.315, -28.24),
  );
  field.dry = await insertField(
    orgA,
    farmA!.id,
    "Dry camp",
    boxRing(28.301, -28.26, 28.305, -28.255),
  );
  field.outside = await insertField(
    orgA,
    farmA!.id,
    "Road camp",
    boxRing(28.4, -28.26, 28.41, -28.25),
  );
  field.theirs = await insertField(orgB, farmB!.id, "Theirs", boxRing(28.5, -28.26, 28.51, -28.25));
});

describe("the page", () => {
  it("lists every field with its five criteria 'Not Done' and no forms for a read:admin viewer", async () => {
    const data = await loadPage("viewer");
    expect(data.canSignoff).toBe(false);
    expect(data.rows).toHaveLength(6);
    const north = data.rows.find((r) => r.id === field.north)!;
    expect(north.criteria.map((c) => c.result)).toEqual(Array(5).fill("Not Done"));
    expect(north.signoffPass).toBe("Not Done");
    const detail = (await loadPage("viewer", `fieldId=${field.north}`)).detail!;
    expect(detail.name).toBe("North camp");
    expect(detail.criteria.map((c) => c.label)).toEqual([
      "Boundary",
      "Wetland",
      "Ownership",
      "Land conversion",
      "Native ecosystem",
    ]);
  });

  it("shows the read:admin viewer no form to post, and the signoff admin one per criterion", async () => {
    const search = `companyIds=${orgA}&fieldId=${field.north}`;
    const viewer = await renderPage("viewer", search);
    expect(viewer).toContain("North camp");
    expect(viewer).toContain("Not Done");
    expect(viewer).not.toMatch(/method="post"/i);
    const admin = await renderPage("admin", search);
    // Five criteria, the bulk signoff, a title deed per boundary, the wetland upload, boundaryAssign.
    expect(admin.match(/method="post"/gi)?.length).toBe(5 + 1 + 2 + 1 + 1);
    // Each form says what it does and what it is about in its body, and posts to the page's URL.
    expect(admin).toContain('id="signoff:wetland"');
    expect(admin).toContain('name="intent" value="signoff"');
    expect(admin).toContain(`name="fieldId" value="${field.north}"`);
    expect(admin).toContain('name="criterion" value="wetland"');
    expect(admin).toContain(`id="title-deed:${boundary.west}"`);
    expect(admin).toContain(`name="boundaryId" value="${boundary.west}"`);
    for (const intent of ["bulk", "wetland-upload", "boundary-assign"])
      expect(admin).toContain(`name="intent" value="${intent}"`);
  });

  it("filters by organisation, page size and signoff", async () => {
    expect((await loadPage("admin", `companyIds=${orgB}`)).rows.map((r) => r.name)).toEqual([
      "Theirs",
    ]);
    const paged = await loadPage("admin", "size=10&companyIds=not-a-uuid");
    expect(paged.info.size).toBe(10);
    expect(paged.rows).toHaveLength(6);
    expect((await loadPage("admin", "signoff=passed")).rows).toHaveLength(0);
    expect((await loadPage("admin", `companyIds=${orgA}`)).organisation?.boundaries).toHaveLength(
      2,
    );
  });

  it("refuses every post of a read:admin-only viewer with a 403 and changes nothing", async () => {
    for (const [intent, about] of [
      ["signoff", { fieldId: field.north, criterion: "boundary" }],
      ["bulk", { companyId: orgA }],
      ["wetland-upload", {}],
      ["wetland-run", {}],
      ["boundary-assign", {}],
      ["title-deed", { companyId: orgA, boundaryId: boundary.west }],
    ] as const) {
      const response = await postPage("viewer", intent, {
        ...about,
        value: "passed",
        reason: "Looks fine",
      });
      expect(response.status, intent).toBe(403);
    }
    expect((await recordOf(field.north)).boundarySignoff).toBeNull();
  });

  it("signs off each criterion with its data and reason: 'Passed' once all five pass", async () => {
    const posts: Array<[string, Pairs]> = [
      [
        "boundary",
        [
          ["value", "passed"],
          ["reason", "Matches the aerial photo"],
        ],
      ],
      [
        "wetland",
        [
          ["value", "passed"],
          ["wetlandReason", ""],
          ["reason", "No vlei on site"],
        ],
      ],
      [
        "ownership",
        [
          ["value", "passed"],
          ["farmBoundaryIds", boundary.west],
          ["reason", "Deed seen"],
        ],
      ],
      [
        "landConversion",
        [
          ["value", "notDone"],
          ["landConversionSeason", "2015"],
          ["degradationCategory", ""],
          ["naraValue", ""],
          ["conservationIndex", ""],
          ["reason", "Cultivated since 2015"],
        ],
      ],
      [
        "nativeEcosystem",
        [
          ["value", "notDone"],
          ["nativeEcosystemType", "GRASSLAND"],
          ["dominantLandUse", "GRAZING"],
          ["reason", "Grazed grassland"],
        ],
      ],
    ];
    for (const [criterion, body] of posts) {
      const response = await postPage(
        "admin",
        "signoff",
        [["fieldId", field.north], ["criterion", criterion], ...body],
        `companyIds=${orgA}&fieldId=${field.north}`,
      );
      expect(response.status, criterion).toBe(302);
      // Back to the page as it was, the field's view open.
      expect(response.headers.get("Location")).toBe(
        `${PATH}?companyIds=${orgA}&fieldId=${field.north}`,
      );
    }
    const record = await recordOf(field.north);
    expect(record).toMatchObject({
      boundarySignoff: true,
      wetlandSignoff: true,
      ownershipSignoff: true,
      farmBoundaryIds: [boundary.west],
      landConversionSignoff: null,
      landConversionSeason: 2015,
      nativeEcosystemType: "GRASSLAND",
      dominantLandUse: "GRAZING",
      // Land conversion before 2018 and grazed grassland pass by their rules (spec §4).
      signoffPass: true,
    });
    const row = (await loadPage("viewer")).rows.find((r) => r.id === field.north)!;
    expect(row.criteria.map((c) => c.result)).toEqual(Array(5).fill("Passed"));
    expect(row.signoffPass).toBe("Passed");
    expect((await loadPage("viewer", "signoff=passed")).rows.map((r) => r.id)).toEqual([
      field.north,
    ]);
  });

  it("records who, when and why for each decision, in the record and the audit log", async () => {
    const entries = await signoffAudits(field.north);
    expect(entries).toHaveLength(5);
    const ownership = entries.find(
      (e) => (e.changes as { criterion: string }).criterion === "ownership",
    )!;
    expect(ownership.actorLabel).toBe("signer@veld.example");
    expect(ownership.actorUserId).toBe(adminId);
    expect(ownership.changes).toMatchObject({
      criterion: "ownership",
      from: null,
      to: true,
      reason: "Deed seen",
      data: { farmBoundaryIds: [boundary.west] },
    });
    const detail = (await loadPage("viewer", `fieldId=${field.north}`)).detail!;
    const shown = detail.criteria.find((c) => c.criterion === "ownership")!.decision!;
    expect(shown).toMatchObject({ byLabel: "signer@veld.example", reason: "Deed seen" });
    expect(shown.at).toMatch(/2026|20\d\d/);
  });

  it("shows 'Failed' once any criterion fails", async () => {
    const response = await postPage("admin", "signoff", {
      fieldId: field.north,
      criterion: "boundary",
      value: "failed",
      reason: "Boundary cuts through the neighbour's camp",
    });
    expect(response.status).toBe(302);
    expect((await recordOf(field.north)).signoffPass).toBe(false);
    const row = (await loadPage("viewer")).rows.find((r) => r.id === field.north)!;
    expect(row.criteria[0]!.result).toBe("Failed");
    expect(row.signoffPass).toBe("Failed");
  });

  it("refuses a decision without a reason or with another organisation's boundary, keeping the values", async () => {
    const noReason = await postPage("admin", "signoff", {
      fieldId: field.east,
      criterion: "boundary",
      value: "passed",
      reason: "",
    });
    expect(noReason.status).toBe(422);
    const body = (await noReason.json()) as {
      formId: string;
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    // Back to the boundary's form of the five, and no other.
    expect(body.formId).toBe("signoff:boundary");
    expect(body.fieldErrors.reason).toBeTruthy();
    expect(body.repopulateFields.value).toBe("passed");
    const notTheirs = await postPage("admin", "signoff", [
      ["fieldId", field.east],
      ["criterion", "ownership"],
      ["value", "passed"],
      ["farmBoundaryIds", "00000000-0000-4000-8000-000000000000"],
      ["reason", "x"],
    ]);
    expect(notTheirs.status).toBe(422);
    // A field or criterion that does not exist is a 404; an id that is not one, a 400 naming it.
    for (const about of [
      { fieldId: "00000000-0000-4000-8000-000000000000", criterion: "boundary" },
      { fieldId: field.east, criterion: "colour" },
    ]) {
      expect(
        (await postPage("admin", "signoff", { ...about, value: "passed", reason: "x" })).status,
      ).toBe(404);
    }
    const malformed = await postPage("admin", "signoff", {
      fieldId: "not-a-uuid",
      criterion: "boundary",
      value: "passed",
      reason: "x",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'fieldId'");
    expect((await recordOf(field.east)).boundarySignoff).toBeNull();
  });
});

describe("the API", () => {
  it("signs off each criterion of a field: 200 with the record and signoffPass", async () => {
    const bodies: Array<[string, Record<string, unknown>]> = [
      ["boundary", { value: true, reason: "API check" }],
      ["wetland", { value: false, wetlandReason: "artificial", reason: "A farm dam" }],
      ["ownership", { value: true, farmBoundaryIds: [boundary.east], reason: "Deed" }],
      ["landConversion", { value: true, reason: "Old lands" }],
      ["nativeEcosystem", { value: null, nativeEcosystemType: "CULTIVATED", reason: "Maize" }],
    ];
    let last: { data: { signoffPass: boolean | null; criteria: Record<string, unknown> } } | null =
      null;
    for (const [criterion, body] of bodies) {
      const response = await apiSignoffRequest(tokens.admin, orgA, field.east, criterion, body);
      expect(response.status, criterion).toBe(200);
      last = (await response.json()) as typeof last;
    }
    expect(last!.data.signoffPass).toBe(true);
    expect(last!.data.criteria).toEqual({
      boundary: true,
      wetland: true,
      ownership: true,
      landConversion: true,
      nativeEcosystem: true,
    });
    const [entry] = (await signoffAudits(field.east)).filter(
      (e) => (e.changes as { criterion: string }).criterion === "wetland",
    );
    expect(entry).toMatchObject({ actorLabel: "signer@veld.example", requestId: "test-signoff" });
    expect(entry!.changes).toMatchObject({ reason: "A farm dam", to: false, signoffPass: null });
  });

  it("refuses what it cannot do: scope, ids, criterion, body", async () => {
    const ok = { value: true, reason: "x" };
    expect((await apiSignoffRequest(tokens.reader, orgA, field.east, "boundary", ok)).status).toBe(
      403,
    );
    // Another organisation's field under this organisation's id.
    expect((await apiSignoffRequest(tokens.admin, orgA, field.theirs, "boundary", ok)).status).toBe(
      404,
    );
    expect((await apiSignoffRequest(tokens.admin, orgA, "nope", "boundary", ok)).status).toBe(404);
    expect((await apiSignoffRequest(tokens.admin, orgA, field.east, "colour", ok)).status).toBe(
      404,
    );
    const unknown = await apiSignoffRequest(tokens.admin, orgA, field.east, "boundary", {
      ...ok,
      wetlandReason: "artificial",
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      errors: { wetlandReason: "This field is not known." },
    });
    const noReason = await apiSignoffRequest(tokens.admin, orgA, field.east, "boundary", {
      value: true,
      reason: " ",
    });
    expect(noReason.status).toBe(422);
    expect(await noReason.json()).toMatchObject({ errors: { reason: expect.any(String) } });
    const badValue = await apiSignoffRequest(tokens.admin, orgA, field.east, "boundary", {
      value: "yes",
      reason: "x",
    });
    expect(badValue.status).toBe(422);
  });
});

describe("bulk signoff", () => {
  it("fails one criterion for every field of the organisation on the page, one audit entry each", async () => {
    const response = await postPage(
      "admin",
      "bulk",
      { companyId: orgA, criterion: "boundary", mode: "fail", reason: "Boundaries to be redrawn" },
      `companyIds=${orgA}`,
    );
    expect(response.status).toBe(302);
    for (const id of [field.north, field.east, field.wet, field.dry, field.outside]) {
      expect((await recordOf(id)).boundarySignoff, id).toBe(false);
      expect((await recordOf(id)).signoffPass, id).toBe(false);
      const bulk = (await signoffAudits(id)).filter((e) => (e.changes as { bulk?: boolean }).bulk);
      expect(bulk).toHaveLength(1);
    }
    expect((await recordOf(field.theirs)).boundarySignoff).toBeNull();
  });

  it("clears it again through PUT /admin/company/{id}/signoff/{type}/{mode}", async () => {
    const put = (
      type: string,
      mode: string,
      token = tokens.admin,
      body: unknown = { reason: "Redrawn" },
    ) =>
      call(
        apiBulk.action,
        apiRequest(`/api/v2/admin/company/${orgA}/signoff/${type}/${mode}`, token, {
          method: "PUT",
          body,
        }),
        { id: orgA, type, mode },
      );
    expect((await put("boundary", "clear", tokens.reader)).status).toBe(403);
    expect((await put("boundary", "maybe")).status).toBe(404);
    expect((await put("colour", "pass")).status).toBe(404);
    expect((await put("boundary", "pass", tokens.admin, {})).status).toBe(422);
    const response = await put("boundary", "clear");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { value: null; fields: unknown[] } };
    expect(body.data.value).toBeNull();
    expect(body.data.fields).toHaveLength(5);
    expect((await recordOf(field.north)).boundarySignoff).toBeNull();
  });
});

describe("auto signoff: wetland", () => {
  // A vlei across the east part of 'Vlei camp', and one far away.
  const vlei = boxRing(28.31, -28.26, 28.32, -28.235);
  const far = boxRing(29.0, -29.0, 29.01, -28.99);

  it("uploads a wetland layer from the page", async () => {
    const bytes = geoJsonFeatures([
      { name: "Vlei", geometry: polygon(vlei) },
      { name: "Pan", geometry: polygon(far) },
    ]);
    const refused = await postPage("admin", "wetland-upload", [
      ["name", "Test wetlands"],
      ["file.files", new File([pdf() as BlobPart], "wetlands.pdf")],
    ]);
    expect(refused.status).toBe(422);
    const response = await postPage("admin", "wetland-upload", [
      ["name", "Test wetlands"],
      ["file.files", new File([bytes as BlobPart], "wetlands.geojson")],
    ]);
    expect(response.status).toBe(302);
    const [layer] = await db().select().from(wetlandLayers);
    expect(layer).toMatchObject({ name: "Test wetlands", polygonCount: 2 });
  });

  it("passes the fields apart from every wetland and flags the one crossing it with its hectares", async () => {
    const response = await postPage("admin", "wetland-run", { companyId: orgA });
    expect(response.status).toBe(302);
    const wet = await recordOf(field.wet);
    expect(wet.wetlandSignoff).toBeNull();
    // Half of the 0.01° wide camp lies east of 28.31.
    expect(wet.wetlandHectares).toBeGreaterThan(40);
    expect(wet.wetlandHectares).toBeLessThan(60);
    for (const id of [field.dry, field.outside]) {
      const record = await recordOf(id);
      expect(record.wetlandSignoff, id).toBe(true);
      expect(record.wetlandHectares, id).toBe(0);
      const decision = (
        record.signoffDecisions as Record<string, { automatic?: boolean; reason: string }>
      ).wetland!;
      expect(decision.automatic).toBe(true);
      expect(decision.reason).toMatch(/^Automatic: the field lies outside every wetland/);
    }
    // A person's decisions stand: North camp passed, East camp failed with a reason.
    expect((await recordOf(field.north)).wetlandSignoff).toBe(true);
    expect((await recordOf(field.east)).wetlandSignoff).toBe(false);
    // Only this organisation's fields were looked at.
    expect((await recordOf(field.theirs)).wetlandSignoff).toBeNull();
  });

  it("runs through GET /admin/autoSignoff/wetland and answers what it did", async () => {
    const get = (search: string, token = tokens.admin) =>
      call(apiWetland.loader, apiRequest(`/api/v2/admin/autoSignoff/wetland${search}`, token));
    expect((await get("", tokens.reader)).status).toBe(403);
    expect((await get("?companyId=nope")).status).toBe(400);
    expect((await get("?layerId=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const response = await get("");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { checked: number; flagged: Array<{ fieldId: string; hectares: number }> };
    };
    expect(body.data.checked).toBe(6);
    expect(body.data.flagged.map((f) => f.fieldId)).toEqual([field.wet]);
    expect((await recordOf(field.theirs)).wetlandSignoff).toBe(true);
  });
});

describe("auto signoff: boundaryAssign and title deeds", () => {
  it("gives each field the farm boundaries covering most of it; a field on none stays undecided", async () => {
    const response = await postPage("admin", "boundary-assign", { companyId: orgA });
    expect(response.status).toBe(302);
    expect((await recordOf(field.dry)).farmBoundaryIds).toEqual([boundary.west]);
    expect((await recordOf(field.wet)).farmBoundaryIds).toEqual([boundary.west]);
    const outside = await recordOf(field.outside);
    expect(outside.farmBoundaryIds ?? []).toEqual([]);
    expect(outside.ownershipSignoff).toBeNull();
    // A person's ownership decision stands (East camp: the east boundary, by the API).
    expect((await recordOf(field.east)).farmBoundaryIds).toEqual([boundary.east]);
  });

  it("runs through GET /admin/autoSignoff/boundaryAssign", async () => {
    const response = await call(
      apiAssign.loader,
      apiRequest(`/api/v2/admin/autoSignoff/boundaryAssign?companyId=${orgA}`, tokens.admin),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, number> };
    expect(body.data).toMatchObject({ checked: 5, unassigned: 1, assigned: 0, unchanged: 2 });
  });

  it("passes ownership of every field whose boundaries all have a title deed", async () => {
    const deed = (file: File) =>
      postPage("admin", "title-deed", [
        ["companyId", orgA],
        ["boundaryId", boundary.west],
        ["file.files", file],
      ]);
    const refused = await deed(new File(["not a pdf"], "deed.txt"));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { formId: string }).formId).toBe(
      `title-deed:${boundary.west}`,
    );
    // Over the title deed's own 20 MB (the post is read with the wetland layer's 50 MB): refused
    // beside the file field of this boundary's form, with the upload reader's sentence.
    const large = await deed(
      new File([new Uint8Array(20 * 1024 * 1024 + 1)], "deed.pdf", { type: "application/pdf" }),
    );
    expect(large.status).toBe(422);
    expect(await large.json()).toMatchObject({
      formId: `title-deed:${boundary.west}`,
      fieldErrors: {
        file: "The file is too large. Please upload a file of at most 20 MB.",
      },
    });
    const response = await deed(new File([pdf() as BlobPart], "deed.pdf"));
    expect(response.status).toBe(302);
    for (const id of [field.dry, field.wet]) {
      const record = await recordOf(id);
      expect(record.ownershipSignoff, id).toBe(true);
      expect(
        (record.signoffDecisions as Record<string, { automatic?: boolean }>).ownership?.automatic,
      ).toBe(true);
    }
    expect((await recordOf(field.outside)).ownershipSignoff).toBeNull();
    const ownership = (await signoffAudits(field.dry)).filter(
      (e) => (e.changes as { criterion: string }).criterion === "ownership",
    );
    // boundaryAssign's entry (the boundaries), then the title deed's (the decision).
    expect(ownership.map((e) => e.changes)).toEqual([
      expect.objectContaining({ to: null, data: { farmBoundaryIds: [boundary.west] } }),
      expect.objectContaining({ from: null, to: true, automatic: true }),
    ]);
  });

  it("takes a title deed through POST /admin/ownership/upload", async () => {
    const upload = (body: Pairs, token = tokens.admin) => {
      const form = new FormData();
      for (const [key, value] of body) form.append(key, value);
      return call(
        apiOwnership.action,
        new Request(`${BASE}/api/v2/admin/ownership/upload`, {
          method: "POST",
          body: form,
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
    };
    const deed = () => new File([pdf() as BlobPart], "east.pdf", { type: "application/pdf" });
    expect(
      (
        await upload(
          [
            ["companyId", orgA],
            ["boundaryId", boundary.east],
            ["file", deed()],
          ],
          tokens.reader,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await upload([
          ["companyId", orgA],
          ["file", deed()],
        ])
      ).status,
    ).toBe(422);
    expect(
      (
        await upload([
          ["companyId", orgB],
          ["boundaryId", boundary.east],
          ["file", deed()],
        ])
      ).status,
    ).toBe(404);
    const response = await upload([
      ["companyId", orgA],
      ["boundaryId", boundary.east],
      ["file", deed()],
    ]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { fieldsPassed: string[] } };
    // East camp's ownership was decided by a person (true already): nothing more to pass.
    expect(body.data.fieldsPassed).toEqual([]);
    const page = await loadPage("admin", `companyIds=${orgA}`);
    expect(page.organisation!.boundaries.every((b) => b.deeds.length === 1)).toBe(true);
  });
});
