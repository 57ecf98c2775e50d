// /admin/journey/analysis (issue 15 'Admin'; decision 0078) on a small hand-made dataset: its
// loader's stocking rates (LSU and eLSU per hectare per field per month) and nutrient inputs
// (N, P and K kg/ha per field) equal the values worked out by hand from spec §5, and a
// programme correction changes the figures. read:admin; an unknown organisation is a 404.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { pdOverrides } from "~/db/schema";
import * as page from "~/routes/admin.journey.analysis";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../support/model-fixtures";
import {
  insertFertiliserInput,
  insertGrazingEvent,
  insertLivestockNumber,
  insertPracticeFields,
  insertPracticeHerd,
} from "../support/practice-admin-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "admin-analysis-test" };
const cookies = { reader: "", nobody: "" };
let orgId = "";
const ids = { fieldA: "", fieldB: "", event1: "", fertiliserA: "" };

async function load(search: string, who: "reader" | "nobody" = "reader") {
  try {
    return (await page.loader({
      request: new Request(`${BASE}/admin/journey/analysis?${search}`, {
        headers: { Cookie: cookies[who] },
      }),
      params: {},
      context: ctx,
    } as never)) as Awaited<ReturnType<typeof page.loader>>;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function analysisOf(search: string) {
  const data = await load(search);
  if (data instanceof Response) throw new Error(`refused: ${data.status}`);
  return data.analysis!;
}

const row = <T extends { fieldId: string }>(rows: T[], fieldId: string) =>
  rows.find((r) => r.fieldId === fieldId)!;

beforeAll(async () => {
  orgId = (await insertTestOrganisation("Analysis farm")).id;
  const [a, b] = await insertPracticeFields(orgId, [
    { name: "A camp", areaHectares: 10 },
    { name: "B camp", areaHectares: 30 },
  ]);
  ids.fieldA = a!.id;
  ids.fieldB = b!.id;
  // Large-frame beef: factor 1.557 (spec §9).
  const herd = await insertPracticeHerd(orgId, { type: "beef", frameSize: "large" });
  await insertLivestockNumber(orgId, herd.id, { year: 2026, month: 7, mature: 10, juvenile: 4 });
  await insertLivestockNumber(orgId, herd.id, { year: 2026, month: 8, mature: 20, juvenile: 0 });
  ids.event1 = (
    await insertGrazingEvent(orgId, {
      season: 26,
      herdId: herd.id,
      fieldIds: [ids.fieldA],
      startDate: "2026-08-01",
      endDate: "2026-08-10",
      hoursOnField: 12,
    })
  ).id;
  await insertGrazingEvent(orgId, {
    season: 26,
    herdId: herd.id,
    fieldIds: [ids.fieldA, ids.fieldB],
    startDate: "2026-08-31",
    endDate: "2026-09-01",
    hoursOnField: 24,
  });
  ids.fertiliserA = (
    await insertFertiliserInput(orgId, {
      fieldId: ids.fieldA,
      season: 26,
      npkType: "npk",
      applicationRate: 200,
      nutrientPercent: 50,
      nitrogen: 2,
      phosphorus: 1,
      potassium: 1,
    })
  ).id;
  await insertFertiliserInput(orgId, {
    fieldId: ids.fieldB,
    season: 26,
    npkType: "nutrient",
    applicationRate: 300,
    nitrogen: 46,
    phosphorus: 0,
    potassium: 0,
  });
  cookies.reader = await signInCookie("ana|reader", "reader@veld.example", ["read:admin"]);
  cookies.nobody = await signInCookie("ana|nobody", "nobody@veld.example", []);
});

describe("/admin/journey/analysis", () => {
  it("lists the organisations with practice data and asks for one", async () => {
    const data = await load("");
    if (data instanceof Response) throw new Error("refused");
    expect(data.organisations.map((o) => o.id)).toContain(orgId);
    expect(data.analysis).toBeNull();
  });

  it("works out LSU/ha per field per month as by hand", async () => {
    const analysis = await analysisOf(`companyId=${orgId}&season=26`);
    expect(analysis.mode).toBe("LSU");
    expect(analysis.months[1]).toEqual({ short: "Aug 2026", long: "August 2026" });
    // August, A: (10 + 4/2) × 10 days × 12/24 ÷ 10 ha = 6, plus the 31st on A and B:
    // 12 × 1 × 24/24 ÷ 40 ha = 0.3 → 6.3. B: 0.3.
    // September 1st on A and B: 20 × 1 × 1 ÷ 40 = 0.5 each.
    expect(row(analysis.stocking, ids.fieldA).values).toEqual([
      0, 6.3, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(row(analysis.stocking, ids.fieldB).values.slice(0, 3)).toEqual([0, 0.3, 0.5]);
    expect(analysis.notes).toEqual([]);
  });

  it("works out eLSU/ha with the herd's factor (large beef 1.557)", async () => {
    const analysis = await analysisOf(`companyId=${orgId}&season=26&mode=eLSU`);
    // A, August: 6.3 × 1.557 = 9.8091 → 9.81; B: 0.3 × 1.557 = 0.4671 → 0.47; Sep: 0.7785 → 0.78.
    expect(row(analysis.stocking, ids.fieldA).values.slice(0, 3)).toEqual([0, 9.81, 0.78]);
    expect(row(analysis.stocking, ids.fieldB).values.slice(0, 3)).toEqual([0, 0.47, 0.78]);
  });

  it("works out N, P and K kg/ha per field as by hand", async () => {
    const analysis = await analysisOf(`companyId=${orgId}&season=26`);
    // A (npk 2:1:1, read as shares 0.5, 0.25, 0.25: decision 0074): factor 200 × 50/100 × 1 =
    // 100 → N 50, P 25, K 25.
    expect(row(analysis.nutrients, ids.fieldA)).toMatchObject({
      nitrogen: 50,
      phosphorus: 25,
      potassium: 25,
    });
    // B (nutrient): factor 300/100 = 3 → N 46 × 3 = 138.
    expect(row(analysis.nutrients, ids.fieldB)).toMatchObject({
      nitrogen: 138,
      phosphorus: 0,
      potassium: 0,
    });
    expect(analysis.corrections).toBe(0);
  });

  it("counts the programme's corrections instead of the farmer's values", async () => {
    await db()
      .insert(pdOverrides)
      .values([
        {
          organisationId: orgId,
          recordType: "grazing",
          recordId: ids.event1,
          valueName: "hoursOnField",
          value: 6,
          reason: "Kraaled at night",
        },
        {
          organisationId: orgId,
          recordType: "fertiliser",
          recordId: ids.fertiliserA,
          valueName: "nitrogen",
          value: 3,
          reason: "The bag says 3:1:1",
        },
      ]);
    const analysis = await analysisOf(`companyId=${orgId}&season=26`);
    // A, August: 12 × 10 × 6/24 ÷ 10 = 3, plus 0.3 → 3.3.
    expect(row(analysis.stocking, ids.fieldA).values.slice(0, 3)).toEqual([0, 3.3, 0.5]);
    // A, corrected to 3:1:1 (shares 0.6, 0.2, 0.2): factor 200 × 0.5 × 1 = 100 → N 60, P 20, K 20.
    expect(row(analysis.nutrients, ids.fieldA)).toMatchObject({
      nitrogen: 60,
      phosphorus: 20,
      potassium: 20,
    });
    expect(analysis.corrections).toBe(2);
  });

  it("needs read:admin; an unknown or malformed organisation is a 404", async () => {
    expect(((await load("", "nobody")) as Response).status).toBe(403);
    expect(((await load(`companyId=${UNKNOWN_ID}`)) as Response).status).toBe(404);
    expect(((await load(`companyId=${NOT_A_UUID}`)) as Response).status).toBe(404);
    const odd = await load(`companyId=${orgId}&season=abc&mode=nonsense`);
    if (odd instanceof Response) throw new Error("refused");
    expect(odd.season).toBe(26);
    expect(odd.mode).toBe("LSU");
  });
});
