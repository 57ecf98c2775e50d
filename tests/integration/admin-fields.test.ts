// /admin/journey/fields, its CSV export, GET /api/v2/admin/fields and GET
// /api/v2/company/{companyId}/fields (issue 14), called with real Requests on a fresh database:
// read:admin on the page, the export and the admin call; filters by organisation (one or
// several), farm, status, signoff and season; pages; the selection's totals of included hectares
// (spec §4 'Field inclusion'); the CSV's content and its defused formulas; ids that are not
// UUIDs; and a member's call scoped to the organisation (another's is a 404).
import { beforeAll, describe, expect, it } from "vitest";
import * as farmsModel from "~/models/farms.server";
import * as fieldsModel from "~/models/fields.server";
import { loader as pageLoader } from "~/routes/admin.journey.fields/route";
import { loader as exportLoader } from "~/routes/admin.journey.fields_.export";
import { loader as adminApi } from "~/routes/api.v2.admin.fields";
import { loader as memberApi } from "~/routes/api.v2.company.$companyId.fields";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";

/** RFC 4180 text as rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
const context = { cspNonce: "", requestId: "admin-fields-test" };
const season = currentSeason();

let adminCookie = "";
let farmerCookie = "";
let adminToken = "";
let ownerToken = "";
let outsiderToken = "";
const org = { a: "", b: "", z: "" };
const farm = { a1: "", a2: "", b: "", z: "" };

const square = (west: number, south: number, size = 0.01) => ({
  type: "Polygon" as const,
  coordinates: [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ],
  ],
});

let fieldCount = 0;
async function addField(
  organisationId: string,
  farmId: string,
  name: string,
  areaHectares: number,
  record: fieldsModel.RecordChanges & { status?: fieldsModel.FieldRecordRow["status"] } = {},
  extra: { outsideFarmHectares?: number; otherOverlapHectares?: number } = {},
) {
  fieldCount += 1;
  const west = 29 + fieldCount * 0.02;
  const row = await fieldsModel.insertField({
    organisationId,
    farmId,
    name,
    source: "drawn",
    geometry: square(west, -26.5),
    circle: null,
    areaHectares,
    boxWest: west,
    boxSouth: -26.5,
    boxEast: west + 0.01,
    boxNorth: -26.49,
    createdBy: null,
    ...extra,
  });
  await fieldsModel.writeFieldRecord(organisationId, row.id, season, {
    status: "DRAWN",
    ...record,
  });
  return row.id;
}

const farmInput = {
  erfNumbers: [],
  province: "MP" as const,
  nearestTown: null,
  latitude: null,
  longitude: null,
};

const ids = {} as Record<string, string>;

beforeAll(async () => {
  org.a = (await insertTestOrganisation("Boplaas")).id;
  org.b = (await insertTestOrganisation("Môreson")).id;
  org.z = (await insertTestOrganisation("Zeta Boerdery")).id;
  farm.a1 = (await farmsModel.insertFarm(org.a, { ...farmInput, name: "Home farm" })).id;
  farm.a2 = (await farmsModel.insertFarm(org.a, { ...farmInput, name: "River farm" })).id;
  farm.b = (await farmsModel.insertFarm(org.b, { ...farmInput, name: "Vineyard" })).id;
  farm.z = (await farmsModel.insertFarm(org.z, { ...farmInput, name: "Koppie" })).id;

  // Boplaas, spec §4 'Field inclusion': only the first counts.
  ids.a1 = await addField(org.a, farm.a1, "North camp", 100, {}, { outsideFarmHectares: 1.25 });
  ids.a2 = await addField(org.a, farm.a1, "South camp", 50, { status: "NOT_INCLUDED" });
  ids.a3 = await addField(org.a, farm.a2, "Wetland camp", 25, {
    wetlandSignoff: false,
    signoffPass: false,
  });
  ids.a4 = await addField(org.a, farm.a2, "Excluded camp", 10, { inclusion: "excluded" });
  ids.a5 = await addField(org.a, farm.a2, "Gone camp", 5, { status: "DELETED" });
  // Môreson: signed off.
  ids.b1 = await addField(
    org.b,
    farm.b,
    "Top block",
    200,
    {
      boundarySignoff: true,
      wetlandSignoff: true,
      ownershipSignoff: true,
      landConversionSignoff: true,
      nativeEcosystemSignoff: true,
      signoffPass: true,
      nativeEcosystemType: "GRASSLAND",
      dominantLandUse: "GRAZING",
    },
    { otherOverlapHectares: 0.5 },
  );
  // Zeta: twelve small fields, one named like a spreadsheet formula.
  for (let i = 1; i <= 11; i += 1)
    await addField(org.z, farm.z, `Camp ${String(i).padStart(2, "0")}`, 1);
  ids.evil = await addField(org.z, farm.z, '=HYPERLINK("https://evil.example","x")', 1);

  adminCookie = await signInCookie("auth|fields-admin", "admin@fields.example", ["read:admin"]);
  farmerCookie = await signInCookie("auth|fields-farmer", "farmer@fields.example", []);
  adminToken = await mintAccessToken("auth|fields-admin", { permissions: ["read:admin"] });

  const owner = await insertTestUser({ email: "owner@boplaas.example" });
  await insertTestMembership(owner.id, org.a, "OWNER");
  ownerToken = await mintAccessToken((await subjectOf(owner.id))!, {
    email: "owner@boplaas.example",
  });
  const outsider = await insertTestUser({ email: "someone@else.example" });
  outsiderToken = await mintAccessToken((await subjectOf(outsider.id))!, {
    permissions: ["read:admin"],
  });
});

async function subjectOf(userId: string) {
  const { db } = await import("~/db/client.server");
  const { users } = await import("~/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await db()
    .select({ subject: users.subject })
    .from(users)
    .where(eq(users.id, userId));
  return row?.subject;
}

// The loader answers its data; the tests read it loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loaded = any;

async function load(search: string, cookie = adminCookie) {
  const request = new Request(`${BASE}/admin/journey/fields${search}`, {
    headers: { Cookie: cookie },
  });
  try {
    return { status: 200, data: (await pageLoader({ request, params: {}, context })) as Loaded };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null as Loaded };
    throw thrown;
  }
}

const names = (data: Loaded) => data.rows.map((row: { name: string }) => row.name);

describe("/admin/journey/fields", () => {
  it("is for read:admin only", async () => {
    expect((await load("", farmerCookie)).status).toBe(403);
    expect((await load("")).status).toBe(200);
  });

  it("lists every organisation's fields of the season by organisation, farm and name, deleted ones left out", async () => {
    const { data } = await load("?size=50");
    expect(names(data).slice(0, 4)).toEqual([
      "North camp",
      "South camp",
      "Excluded camp",
      "Wetland camp",
    ]);
    expect(names(data)).not.toContain("Gone camp");
    expect(data.rows.map((r: { organisationName: string }) => r.organisationName)).toContain(
      "Môreson",
    );
    expect(data.totals.count).toBe(17);
    expect(data.query.filter.season).toBe(season);
  });

  it("gives the columns: area with 2 decimals, status and signoff labels, included, flags", async () => {
    const { data } = await load(`?companyIds=${org.a}`);
    const north = data.rows.find((r: { name: string }) => r.name === "North camp");
    expect(north).toMatchObject({
      organisationId: org.a,
      organisationName: "Boplaas",
      farmName: "Home farm",
      areaLabel: "100.00 ha",
      statusLabel: "Drawn",
      signoffLabel: "Not Done",
      included: true,
      flags: ["Outside farm: 1.25 ha"],
    });
    const wetland = data.rows.find((r: { name: string }) => r.name === "Wetland camp");
    expect(wetland).toMatchObject({ signoffLabel: "Failed", included: false });
    const { data: b } = await load(`?companyIds=${org.b}`);
    expect(b.rows[0]).toMatchObject({
      signoffLabel: "Passed",
      included: true,
      flags: ["Shared with another organisation: 0.50 ha"],
    });
  });

  it("totals the selection's hectares, all and included (spec §4 'Field inclusion')", async () => {
    // NOT_INCLUDED, a failed signoff and inclusion 'excluded' take a field out; DELETED is not listed.
    const { data } = await load(`?companyIds=${org.a}`);
    expect(data.totals).toEqual({ count: 4, hectares: 185, includedHectares: 100 });
    const { data: all } = await load("");
    expect(all.totals).toEqual({ count: 17, hectares: 397, includedHectares: 312 });
  });

  it("filters by one or several organisations, comma-separated or repeated, and ignores ids that are not", async () => {
    const { data: one } = await load(`?companyIds=${org.b}`);
    expect(names(one)).toEqual(["Top block"]);
    const { data: two } = await load(`?companyIds=${org.a},${org.b}&size=50`);
    expect(two.totals.count).toBe(5);
    const { data: repeated } = await load(`?companyIds=${org.a}&companyIds=${org.b}&size=50`);
    expect(repeated.totals.count).toBe(5);
    expect(repeated.picker.chosen.map((o: { name: string }) => o.name).sort()).toEqual([
      "Boplaas",
      "Môreson",
    ]);
    // The chosen organisations' farms feed the farm filter.
    expect(repeated.farms.map((f: { label: string }) => f.label)).toEqual([
      "Boplaas: Home farm",
      "Boplaas: River farm",
      "Môreson: Vineyard",
    ]);
    const { status, data: bad } = await load(`?companyIds=${NOT_A_UUID},${org.b}`);
    expect(status).toBe(200);
    expect(names(bad)).toEqual(["Top block"]);
  });

  it("filters by farm, status, signoff and season", async () => {
    expect(names((await load(`?farmId=${farm.a2}`)).data)).toEqual([
      "Excluded camp",
      "Wetland camp",
    ]);
    expect(names((await load("?status=NOT_INCLUDED")).data)).toEqual(["South camp"]);
    expect(names((await load("?status=DELETED")).data)).toEqual(["Gone camp"]);
    expect(names((await load("?signoff=failed")).data)).toEqual(["Wetland camp"]);
    expect(names((await load("?signoff=passed")).data)).toEqual(["Top block"]);
    expect((await load("?signoff=notDone")).data.totals.count).toBe(15);
    // Before the records were written, nothing had a record: the fields show as drawn, undecided.
    const earlier = (await load(`?season=${season - 1}&companyIds=${org.b}`)).data;
    expect(earlier.rows[0]).toMatchObject({ signoffLabel: "Not Done", statusLabel: "Drawn" });
    // Unknown values are left out, not refused.
    const odd = await load("?status=%00&signoff=maybe&season=9999&size=7");
    expect(odd.status).toBe(200);
    expect(odd.data.query).toMatchObject({ size: 20, filter: { season } });
  });

  it("pages with the kit's sizes, the index from 0; a page past the end shows the last", async () => {
    const first = (await load(`?companyIds=${org.z}&size=10`)).data;
    expect(first.info).toMatchObject({ page: 0, pageCount: 2, total: 12, from: 1, to: 10 });
    expect(names(first)[0]).toBe('=HYPERLINK("https://evil.example","x")');
    const second = (await load(`?companyIds=${org.z}&size=10&page=1`)).data;
    expect(second.rows).toHaveLength(2);
    const past = (await load(`?companyIds=${org.z}&size=10&page=99`)).data;
    expect(past.info.page).toBe(1);
    expect(names(past)).toEqual(names(second));
  });

  it("offers organisations whose name matches the picker's search", async () => {
    const { data } = await load(`?orgQuery=reson&companyIds=${org.a}`);
    expect(data.picker.chosen.map((o: { id: string }) => o.id)).toEqual([org.a]);
    expect(data.picker.matches.map((o: { name: string }) => o.name)).toEqual(["Môreson"]);
    // The list itself is not narrowed by the search, only by the ticked boxes.
    expect(data.totals.count).toBe(4);
  });

  it("links the export with the same filters", async () => {
    const { data } = await load(`?companyIds=${org.a}&signoff=failed&page=3`);
    const params = new URLSearchParams(data.exportSearch);
    expect(params.get("companyIds")).toBe(org.a);
    expect(params.get("signoff")).toBe("failed");
    expect(params.get("season")).toBe(String(season));
    expect(params.has("page")).toBe(false);
  });
});

describe("/admin/journey/fields/export", () => {
  async function exportCsv(search: string, cookie = adminCookie) {
    const request = new Request(`${BASE}/admin/journey/fields/export${search}`, {
      headers: { Cookie: cookie },
    });
    try {
      return await exportLoader({ request, params: {}, context });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  /** The body as sent, byte-order mark included (Response.text() drops it). */
  async function csvText(response: Response) {
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  }

  it("is for read:admin only", async () => {
    expect((await exportCsv("", farmerCookie)).status).toBe(403);
  });

  it("gives every matching row with its signoff per criterion and overall, inclusion and flags", async () => {
    const response = await exportCsv(`?companyIds=${org.a},${org.b}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="fields-/);
    const text = await csvText(response);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    expect(header).toContain("Overall signoff");
    expect(rows).toHaveLength(5);
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    const top = rows.find((row) => cell(row, "Field") === "Top block")!;
    expect(cell(top, "Organisation")).toBe("Môreson");
    expect(cell(top, "Area (ha)")).toBe("200.00");
    expect(cell(top, "Boundary signoff")).toBe("Passed");
    expect(cell(top, "Overall signoff")).toBe("Passed");
    expect(cell(top, "Included")).toBe("Yes");
    expect(cell(top, "Shared with another organisation (ha)")).toBe("0.50");
    const wetland = rows.find((row) => cell(row, "Field") === "Wetland camp")!;
    expect(cell(wetland, "Wetland signoff")).toBe("Failed");
    expect(cell(wetland, "Ownership signoff")).toBe("Not Done");
    expect(cell(wetland, "Included")).toBe("No");
    const excluded = rows.find((row) => cell(row, "Field") === "Excluded camp")!;
    expect(cell(excluded, "Inclusion")).toBe("excluded");
  });

  it("defuses a cell a spreadsheet would run as a formula", async () => {
    const text = await csvText(await exportCsv(`?companyIds=${org.z}`));
    const rows = parse(text.slice(1)) as string[][];
    expect(rows).toHaveLength(13);
    const evil = rows.find((row) => row.includes(ids.evil!))!;
    expect(evil).toContain('\'=HYPERLINK("https://evil.example","x")');
    expect(evil.some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });
});

describe("GET /api/v2/admin/fields", () => {
  async function get(search: string, token: string | null = adminToken) {
    return adminApi({
      request: apiRequest(`/api/v2/admin/fields${search}`, token),
      params: {},
      context,
    } as never) as Promise<Response>;
  }

  it("needs read:admin", async () => {
    expect((await get("", null)).status).toBe(401);
    expect((await get("", ownerToken)).status).toBe(403);
  });

  it("gives the fields of the organisations named in companyIds, comma-separated or repeated", async () => {
    for (const search of [
      `?companyIds=${org.a},${org.b}`,
      `?companyIds=${org.a}&companyIds=${org.b}`,
    ]) {
      const response = await get(search);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.ok).toBe(true);
      expect(body.data.map((f: { name: string }) => f.name)).toEqual([
        "North camp",
        "South camp",
        "Excluded camp",
        "Wetland camp",
        "Top block",
      ]);
      expect(body.metadata).toEqual({
        totalFields: 5,
        page: 0,
        limit: 20,
        season,
        hectares: 385,
        includedHectares: 300,
      });
    }
  });

  it("gives each field in the spec's admin-view names with its season record", async () => {
    const body = await (await get(`?companyIds=${org.b}`)).json();
    expect(body.data[0]).toEqual({
      id: ids.b1,
      name: "Top block",
      companyId: org.b,
      companyName: "Môreson",
      farmId: farm.b,
      farmName: "Vineyard",
      area: 200,
      recordSeason: season,
      status: "DRAWN",
      inclusion: "included",
      signoffPass: true,
      included: true,
      boundarySignoff: true,
      wetlandSignoff: true,
      wetlandReason: null,
      ownershipSignoff: true,
      farmBoundaryIds: [],
      landConversionSignoff: true,
      landConversionSeason: null,
      degradationCategory: null,
      naraValue: null,
      conservationIndex: null,
      nativeEcosystemSignoff: true,
      nativeEcosystemType: "GRASSLAND",
      dominantLandUse: "GRAZING",
      outsideFarmHectares: 0,
      otherOverlapHectares: 0.5,
    });
  });

  it("refuses companyIds that are not UUIDs with a 400 saying so", async () => {
    for (const search of [
      `?companyIds=${NOT_A_UUID}`,
      `?companyIds=${org.a},nope`,
      `?companyIds=${org.a}&companyIds=1`,
    ]) {
      const response = await get(search);
      expect(response.status, search).toBe(400);
      const body = await response.json();
      expect(body.ok).toBe(false);
      expect(body.message).toBe("The address's 'companyIds' parameter must list ids (UUIDs).");
    }
  });

  it("refuses other bad parameters with a 400", async () => {
    for (const search of [
      "?page=-1",
      "?limit=0",
      "?limit=1001",
      "?status=GONE",
      "?signoff=x",
      "?season=abc",
      "?farmId=1",
    ]) {
      expect((await get(search)).status, search).toBe(400);
    }
  });

  it("pages like job applications: page from 0, limit; 204 when nothing matches", async () => {
    const page1 = await (await get(`?companyIds=${org.z}&limit=5&page=2`)).json();
    expect(page1.data).toHaveLength(2);
    expect(page1.metadata).toMatchObject({ totalFields: 12, page: 2, limit: 5 });
    expect((await get(`?companyIds=${org.z}&limit=5&page=3`)).status).toBe(204);
    expect((await get(`?companyIds=${UNKNOWN_ID}`)).status).toBe(204);
  });

  it("filters by signoff and status", async () => {
    const passed = await (await get("?signoff=passed")).json();
    expect(passed.data.map((f: { id: string }) => f.id)).toEqual([ids.b1]);
    const deleted = await (await get("?status=DELETED")).json();
    expect(deleted.data.map((f: { id: string }) => f.id)).toEqual([ids.a5]);
  });
});

describe("GET /api/v2/company/{companyId}/fields", () => {
  async function get(companyId: string, token: string | null, search = "") {
    return memberApi({
      request: apiRequest(`/api/v2/company/${companyId}/fields${search}`, token),
      params: { companyId },
      context,
    } as never) as Promise<Response>;
  }

  it("gives a member the organisation's fields, deleted ones left out", async () => {
    const response = await get(org.a, ownerToken);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.metadata).toEqual({ season });
    expect(body.data.map((f: { id: string }) => f.id).sort()).toEqual(
      [ids.a1, ids.a2, ids.a3, ids.a4].sort(),
    );
    expect(body.data.find((f: { id: string }) => f.id === ids.a3)).toMatchObject({
      id: ids.a3,
      name: "Wetland camp",
      farmId: farm.a2,
      farmName: "River farm",
      area: 25,
      status: "DRAWN",
      inclusion: "included",
      signoffPass: false,
      included: false,
    });
    expect(body.data.find((f: { id: string }) => f.id === ids.a4)).toMatchObject({
      inclusion: "excluded",
      included: false,
    });
  });

  it("is a 404 for another organisation, an unknown one, or an id that is not a UUID", async () => {
    for (const companyId of [org.b, UNKNOWN_ID, NOT_A_UUID]) {
      const response = await get(companyId, ownerToken);
      expect(response.status, companyId).toBe(404);
      expect((await response.json()).ok).toBe(false);
    }
    // read:admin does not make someone a member.
    expect((await get(org.a, outsiderToken)).status).toBe(404);
  });

  it("refuses a season that is not one", async () => {
    expect((await get(org.a, ownerToken, "?season=x")).status).toBe(400);
  });
});
