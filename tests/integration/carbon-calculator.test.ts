// The carbon calculator (issue 17; decision 0093) with real Requests on a real database: an
// organisation with fields and crop journeys; /profile/calc shows per-field values and the
// constants stamp; a new constants version leaves its numbers alone until the organisation is
// moved to it (pinned, decision 0090); changing practice data changes the result; /admin/calc's
// guard and ?companyId= (400, 404); and the two API routes.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cropJourneys } from "~/db/schema";
import { findLatestConstantVersion } from "~/models/constants.server";
import * as adminCalc from "~/routes/admin.calc";
import * as adminApi from "~/routes/api.v2.admin.calculations.$companyId";
import * as memberApi from "~/routes/api.v2.calculations";
import * as profileCalc from "~/routes/profile.calc";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { NO_SUCH_ORGANISATION } from "~/services/calculations/carbon-view.server";
import {
  moveOrganisationToLatest,
  saveConstantVersion,
} from "~/services/constants/constants.server";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import {
  BASE,
  getRequest as get,
  insertCalculationOrganisation,
  insertNoTillSeason,
  renderPage as render,
  signInAdmin,
} from "../support/calculation-fixture";
import { UNKNOWN_ID } from "../support/model-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const SEASON = currentSeason();
/** The field's soil-carbon change with version 2 (decision 0154), worked out in the test below. */
const SOC_CHANGE = ((10 * 0.76 * (1.04 - 1)) / 20) * (44 / 12) * 100;
const ACTOR = { userId: null, label: "carbon test", requestId: null };

const state = {
  organisationId: "",
  fieldId: "",
  member: "",
  admin: "",
  memberToken: "",
  adminToken: "",
};

async function data(fn: (args: never) => unknown, url: string, cookie: string) {
  const answer = await callRoute(fn, get(url, cookie));
  const value = answer instanceof Response ? await answer.json() : answer;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown> & {
    page: { calculation: Calculation };
  };
}

interface Calculation {
  versions: Record<string, number>;
  totals: { socChangeTco2e: number; netTco2e: number; estimatedCredits: number };
  fields: { name: string; seasons: { steps: { key: string; value: number }[] }[] }[];
  missing: string[];
}

async function setTillage(season: number, tillage: "conventional" | "none") {
  await db()
    .update(cropJourneys)
    .set({ tillage })
    .where(and(eq(cropJourneys.fieldId, state.fieldId), eq(cropJourneys.season, season)));
}

beforeAll(async () => {
  // Free State: warm temperate dry. One 100 ha field, conventional in the last baseline season,
  // no-till in the programme's first season (the current one: no plan submitted).
  const { organisationId, fieldIds, members } = await insertCalculationOrganisation(
    "Carbon Calc Farm",
    SEASON,
    [{ farm: "Home", name: "Top Camp", areaHectares: 100 }],
    { details: { province: "FS" } },
  );
  state.organisationId = organisationId;
  state.fieldId = fieldIds["Top Camp"]!;
  await insertNoTillSeason(organisationId, state.fieldId, SEASON);
  state.member = members.OWNER!.cookie;
  state.memberToken = members.OWNER!.token;
  const admin = await signInAdmin("carbon", "admin", ["read:admin"]);
  state.admin = admin.cookie;
  state.adminToken = admin.token;
});

describe("/profile/calc", () => {
  it("shows the season's totals, each field's intermediate values and the constants stamp", async () => {
    const loaded = await data(profileCalc.loader, "/profile/calc", state.member);
    const calc = loaded.page.calculation;
    // Version 2 (the IPCC 2019 release, decision 0154): SOC_0 = SOC_REF 10 × F_LU 0.76 = 7.6,
    // SOC_t = 7.6 × no-till 1.04: (7.6 × 0.04 / 20) × 44/12 × 100 ha.
    expect(calc.versions).toMatchObject({ soilCarbon: 2, emissions: 2, credits: 1 });
    expect(calc.totals.socChangeTco2e).toBeCloseTo(SOC_CHANGE, 4);
    // No emissions change: credits = the change × (1 − uncertainty 0.15 − buffer 0.15 − leakage 0.05).
    expect(calc.totals.estimatedCredits).toBeCloseTo(SOC_CHANGE * (1 - 0.15 - 0.15 - 0.05), 5);
    expect(calc.missing.join(" ")).toContain("Add soil samples for Top Camp");
    const html = render(profileCalc, "/profile/calc", "/profile/calc", loaded);
    expect(html).toContain(
      "Calculated with constants: soil carbon version 2, emissions version 2, credits version 1",
    );
    expect(html).toContain("Top Camp");
    expect(html).toContain("F_MG no-till");
    expect(html).toContain(`${SOC_CHANGE.toFixed(2)} t CO2e`);
    expect(html).toContain('href="/profile/calc/samples"');
  });

  it("keeps its pinned constants when a new version is saved, and moves only when told", async () => {
    const latest = (await findLatestConstantVersion("soilCarbon"))!;
    const saved = await saveConstantVersion(
      ACTOR,
      "soilCarbon",
      { ...latest.values, cropFMgNoTill_warmTemperateDry: 1.1 },
      "A corrected no-till factor, for the test.",
    );
    expect(saved.row.version).toBe(latest.version + 1);
    const pinned = (await data(profileCalc.loader, "/profile/calc", state.member)).page.calculation;
    expect(pinned.versions.soilCarbon).toBe(latest.version);
    expect(pinned.totals.socChangeTco2e).toBeCloseTo(SOC_CHANGE, 4);

    await moveOrganisationToLatest(ACTOR, state.organisationId, "The corrected factor applies.");
    const moved = await data(profileCalc.loader, "/profile/calc", state.member);
    expect(moved.page.calculation.versions.soilCarbon).toBe(saved.row.version);
    // SOC_t = 7.6 × 1.1: (7.6 × 0.1 / 20) × 44/12 × 100 ha.
    expect(moved.page.calculation.totals.socChangeTco2e).toBeCloseTo(
      ((7.6 * (1.1 - 1)) / 20) * (44 / 12) * 100,
      3,
    );
    const html = render(profileCalc, "/profile/calc", "/profile/calc", moved);
    expect(html).toContain(`soil carbon version ${saved.row.version}`);
  });

  it("follows the practice data: conventional tillage again means no change", async () => {
    await setTillage(SEASON, "conventional");
    try {
      const calc = (await data(profileCalc.loader, "/profile/calc", state.member)).page.calculation;
      expect(calc.totals.socChangeTco2e).toBeCloseTo(0, 9);
      expect(calc.totals.estimatedCredits).toBe(0);
    } finally {
      await setTillage(SEASON, "none");
    }
  });

  it("sends a visitor to sign in", async () => {
    expect((await callRoute(profileCalc.loader, get("/profile/calc"))).status).toBe(302);
  });
});

describe("/admin/calc", () => {
  it("is refused to a member without read:admin", async () => {
    const refused = await callRoute(adminCalc.loader, get("/admin/calc", state.member));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(NO_PERMISSION_MESSAGE);
  });

  it("lists organisations to choose from, and shows the chosen one's calculation", async () => {
    const list = await data(adminCalc.loader, "/admin/calc", state.admin);
    expect(list.kind).toBe("choose");
    expect(JSON.stringify(list.organisations)).toContain("Carbon Calc Farm");
    const url = `/admin/calc?companyId=${state.organisationId}`;
    const loaded = await data(adminCalc.loader, url, state.admin);
    expect(loaded.kind).toBe("calculation");
    const html = render(adminCalc, "/admin/calc", url, loaded);
    expect(html).toContain("Carbon credit calculator: Carbon Calc Farm");
    expect(html).toContain('href="/admin/journey/calcSetup"');
    expect(html).toContain("Top Camp");
  });

  it.each([
    ["not-a-uuid", 400, "The address's 'companyId' parameter must be an id (a UUID)."],
    ["%00", 400, "The address's 'companyId' parameter must be an id (a UUID)."],
    [UNKNOWN_ID, 404, NO_SUCH_ORGANISATION],
  ])("?companyId=%s answers %i", async (id, status, message) => {
    const response = await callRoute(
      adminCalc.loader,
      get(`/admin/calc?companyId=${id}`, state.admin),
    );
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(message);
  });
});

describe("/api/v2/calculations", () => {
  it("answers the member's organisation's calculation", async () => {
    const response = await callRoute(
      memberApi.loader,
      apiRequest(`${BASE}/api/v2/calculations`, state.memberToken),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; data: Calculation };
    expect(body.ok).toBe(true);
    expect(body.data.fields[0]!.name).toBe("Top Camp");
    expect(body.data.versions.credits).toBe(1);
  });

  it("is a 404 for an organisation the caller is not a member of", async () => {
    const response = await callRoute(
      memberApi.loader,
      apiRequest(`${BASE}/api/v2/calculations?companyId=${UNKNOWN_ID}`, state.memberToken),
    );
    expect(response.status).toBe(404);
  });

  it("gives read:admin any organisation's, and refuses a member", async () => {
    const call = (token: string, companyId: string) =>
      callRoute(
        adminApi.loader,
        apiRequest(`${BASE}/api/v2/admin/calculations/${companyId}`, token),
        { companyId },
      );
    const ok = await call(state.adminToken, state.organisationId);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: Calculation }).data.fields).toHaveLength(1);
    expect((await call(state.memberToken, state.organisationId)).status).toBe(403);
    expect((await call(state.adminToken, UNKNOWN_ID)).status).toBe(404);
    expect((await call(state.adminToken, "not-a-uuid")).status).toBe(404);
  });
});
