// Constants that count (issue 32; decision 0146): every figure reads the constants version in
// force, so an admin who publishes a new version at /admin/editConsts (and, for an organisation
// already calculated, moves it at /admin/journey/calcSetup) sees each affected figure move: for
// each set the editor offers, a real post publishes a changed value and the figure it feeds is
// read again through its page or API. Real Requests on a real (PGlite) database.
import { beforeAll, describe, expect, it } from "vitest";
import { findLatestConstantVersion } from "~/models/constants.server";
import * as publicChecker from "~/routes/_public.earnings-potential";
import * as editConsts from "~/routes/admin.editConsts/route";
import * as calcSetup from "~/routes/admin.journey.calcSetup/route";
import * as herdsApi from "~/routes/api.v2.company.$companyId.herds";
import * as herdsPage from "~/routes/profile.journey.practice_data.herds/route";
import * as profileCalc from "~/routes/profile.calc";
import { creditPriceOf } from "~/services/calculations/dashboard.server";
import { constantsInForce } from "~/services/constants/in-force.server";
import { currentSeason } from "~/services/fields/seasons";
import { loadGrazingSeason } from "~/services/practice/grazing.server";
import type { ConstantType } from "~/shared/constants";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import {
  BASE,
  insertCalculationOrganisation,
  insertNoTillSeason,
  signInAdmin,
} from "../support/calculation-fixture";
import { insertFertiliserInput, insertPracticeHerd } from "../support/practice-admin-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const SEASON = currentSeason();
const QUERY =
  "croplandHa=100&grazingHa=&province=NC&climate=&soil=hac&tillage=full&input=medium&practices=noTillage&grazing=moderatelyDegraded";
const state = { organisationId: "", member: "", memberToken: "", writer: "" };

const get = (url: string, cookie?: string) =>
  new Request(`${BASE}${url}`, { headers: cookie ? { Cookie: cookie } : {} });

async function json<T>(answer: unknown): Promise<T> {
  const value = answer instanceof Response ? await answer.json() : answer;
  return JSON.parse(JSON.stringify(value)) as T;
}

function post(url: string, cookie: string, values: Record<string, string>) {
  return new Request(`${BASE}${url}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

/**
 * Publishes the latest version of `type` with `changes` through /admin/editConsts, then moves the
 * organisation to it through /admin/journey/calcSetup (it is pinned once calculated).
 */
async function publish(type: ConstantType, changes: Record<string, number>) {
  const latest = (await findLatestConstantVersion(type))!;
  const values = { ...latest.values, ...changes };
  const saved = await callRoute(
    editConsts.action,
    post(`/admin/editConsts?type=${type}`, state.writer, {
      intent: "save-constants",
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? "" : `${v}`])),
      note: `Issue 32 test: ${Object.keys(changes).join(", ")} changed.`,
    }),
  );
  expect(saved.status).toBe(302);
  const moved = await callRoute(
    calcSetup.action,
    post(`/admin/journey/calcSetup?dialog=move&companyId=${state.organisationId}`, state.writer, {
      intent: "move",
      companyId: state.organisationId,
      reason: "The published version applies.",
    }),
  );
  // 302 once moved; 409 when the organisation was not yet pinned to that set.
  expect([302, 409]).toContain(moved.status);
  expect((await constantsInForce(state.organisationId)).versions[type]).toBe(latest.version + 1);
}

async function calculation() {
  const data = await json<{
    page: { calculation: { versions: Record<string, number>; totals: Record<string, number> } };
  }>(await callRoute(profileCalc.loader, get("/profile/calc", state.member)));
  return data.page.calculation;
}

async function checker() {
  const data = await json<{
    result: { total: { high: number }; rand: { high: number } };
  }>(await callRoute(publicChecker.loader, get(`/earnings-potential?${QUERY}`)));
  return data.result;
}

beforeAll(async () => {
  // Free State: warm temperate dry; one 100 ha field, no-till this season, 42 kg N/ha in the
  // baseline season.
  const { organisationId, fieldIds, members } = await insertCalculationOrganisation(
    "In Force Farm",
    SEASON,
    [{ farm: "Home", name: "Top Camp", areaHectares: 100 }],
    { details: { province: "FS" } },
  );
  state.organisationId = organisationId;
  state.member = members.OWNER!.cookie;
  state.memberToken = members.OWNER!.token;
  await insertNoTillSeason(organisationId, fieldIds["Top Camp"]!, SEASON);
  await insertFertiliserInput(organisationId, {
    fieldId: fieldIds["Top Camp"]!,
    season: SEASON - 1,
    // 150 kg/ha of LAN (28 % N): 42 kg N/ha (spec §5's fertiliser factor, decision 0074).
    npkType: "nutrient",
    applicationRate: 150,
    nitrogen: 28,
    phosphorus: 0,
    potassium: 0,
  });
  await insertPracticeHerd(organisationId, { name: "Bonsmara", type: "beef", frameSize: "medium" });
  // The first calculation pins every set: later versions count only once the admin moves it.
  await calculation();
  state.writer = (await signInAdmin("inforce", "writer", ["read:admin", "write:consts"])).cookie;
});

describe("each set the editor offers moves the figures it feeds", () => {
  it("livestock: the herd's frame-size label (page and API) and its eLSU factor", async () => {
    type Herds = { herds: { frameSizeLabel: string | null }[] };
    const before = await json<Herds>(
      await callRoute(herdsPage.loader, get("/profile/journey/practice_data/herds", state.member)),
    );
    expect(before.herds[0]!.frameSizeLabel).toBe("Medium (400–699 kg)");
    const grazing = () =>
      loadGrazingSeason(state.organisationId, SEASON, { first: SEASON }, "eLSU");
    expect((await grazing()).factors[0]!.factor).toBe(1);

    await publish("livestock", { beefMedium: 1.2, beefDairyMediumFromKg: 420 });

    const after = await json<Herds & { frameSizeOptions: { label: string }[] }>(
      await callRoute(herdsPage.loader, get("/profile/journey/practice_data/herds", state.member)),
    );
    expect(after.herds[0]!.frameSizeLabel).toBe("Medium (420–699 kg)");
    expect(after.frameSizeOptions.map((o) => o.label)).toContain("Small (250–419 kg)");
    const api = await callRoute(
      herdsApi.loader,
      apiRequest(`/api/v2/company/${state.organisationId}/herds`, state.memberToken),
      { companyId: state.organisationId },
    );
    const body = (await api.json()) as { data: { frameSizeLabel: string }[] };
    expect(body.data[0]!.frameSizeLabel).toBe("Medium (420–699 kg)");
    expect((await grazing()).factors[0]!.factor).toBe(1.2);
  });

  it("soil carbon: the calculator and the public checker", async () => {
    const calcBefore = await calculation();
    const checkerBefore = await checker();
    await publish("soilCarbon", {
      cropFMgNoTill_warmTemperateDry: 1.1,
      cropFMgNoTill_warmTemperateMoist: 1.15,
      cropFMgNoTill_tropicalDry: 1.1,
    });
    const calcAfter = await calculation();
    expect(calcAfter.versions.soilCarbon).toBe(calcBefore.versions.soilCarbon! + 1);
    expect(calcAfter.totals.socChangeTco2e).toBeGreaterThan(calcBefore.totals.socChangeTco2e!);
    expect((await checker()).total.high).toBeGreaterThan(checkerBefore.total.high);
  });

  it("emissions: the calculator's emissions", async () => {
    const before = await calculation();
    // 42 kg N/ha in the baseline, none now: fewer emissions (a negative change).
    expect(before.totals.emissionsTco2e).toBeLessThan(0);
    // Version 2 has EF1 by climate (decision 0154): the field's climate reads its own.
    await publish("emissions", {
      n2oEf1Synthetic_wetClimate: 0.02,
      n2oEf1Synthetic_dryClimate: 0.02,
    });
    const after = await calculation();
    expect(after.versions.emissions).toBe(before.versions.emissions! + 1);
    expect(after.totals.emissionsTco2e).toBeLessThan(before.totals.emissionsTco2e!);
  });

  it("credits: the calculator's rand, the dashboard's price and the public checker", async () => {
    const before = await calculation();
    const checkerBefore = await checker();
    await publish("credits", { carbonPriceZarPerTco2e: 450 });
    const after = await calculation();
    expect(after.totals.earningsZar).toBeCloseTo(before.totals.earningsZar! * 1.5, 6);
    expect((await creditPriceOf(state.organisationId))?.carbonPriceZarPerTco2e).toBe(450);
    expect((await checker()).rand.high).toBeCloseTo(checkerBefore.rand.high * 1.5, 6);
  });
});
