// The earnings-potential checker (issue 17; decision 0091): the public page's GET form and its
// result from the query (latest constants, stamped), errors beside fields with every value kept,
// a new constants version changing the result; /profile/checker pre-filled from the
// organisation (pinned versions, nothing pinned by the checker); /admin/checker's guard and
// ?companyId; /api/v2/checker with bearer tokens. Real Requests on a real database.
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { EarningsForm } from "~/components/calculations/earnings-form";
import { EarningsResultView } from "~/components/calculations/earnings-result";
import { db } from "~/db/client.server";
import { cropJourneys } from "~/db/schema";
import { findLatestConstantVersion, findOrganisationPins } from "~/models/constants.server";
import * as adminChecker from "~/routes/admin.checker";
import * as checkerApi from "~/routes/api.v2.checker";
import * as profileChecker from "~/routes/profile.checker";
import * as publicChecker from "~/routes/_public.earnings-potential";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { saveConstantVersion } from "~/services/constants/constants.server";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { NOT_A_UUID, UNKNOWN_ID } from "../support/model-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";
const QUERY =
  "croplandHa=100&grazingHa=&province=NC&climate=&soil=hac&tillage=full&input=medium&practices=noTillage&grazing=moderatelyDegraded";

/**
 * QUERY's high end with version 2 (decision 0154), warm temperate dry high-activity clay:
 * SOC_REF 24 × F_LU 0.76 × (no-till 1.04 − full tillage 1) / D 20 × 44/12 × 100 ha t CO2e a year.
 */
const CHECKER_HIGH = ((24 * 0.76 * (1.04 - 1)) / 20) * (44 / 12) * 100;

const get = (url: string, cookie?: string) =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

const cookies = {} as Record<"admin" | "member" | "owner", string>;
const tokens = {} as Record<"member", string>;
let organisationId = "";

beforeAll(async () => {
  cookies.admin = await signInCookie("earnings|admin", "admin@earnings.example", ["read:admin"]);
  const season = currentSeason();
  const org = await insertPlanningOrganisation(
    "Earnings Boerdery",
    season,
    [
      { farm: "Main", name: "Lands", areaHectares: 120 },
      { farm: "Main", name: "Veld", areaHectares: 300 },
      { farm: "Main", name: "New", areaHectares: 15 },
    ],
    { province: "FS" },
  );
  organisationId = org.organisationId;
  await db()
    .insert(cropJourneys)
    .values([
      {
        fieldId: org.fieldIds.Lands!,
        season,
        organisationId,
        landUse: "cropland",
        tillage: "reduced",
      },
      { fieldId: org.fieldIds.Veld!, season, organisationId, landUse: "grazing" },
    ]);
  const owner = await insertSignedInMember(organisationId, "OWNER");
  cookies.owner = owner.cookie;
  tokens.member = await mintAccessToken(owner.subject);
});

async function page(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("/earnings-potential", () => {
  it("without a query shows the empty form and no result", async () => {
    const { status, body } = await page(
      await callRoute(publicChecker.loader, get(`${BASE}/earnings-potential`)),
    );
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    expect(body.values.croplandHa).toBe("");
    expect(publicChecker.handle).toBeDefined();
  });

  it("a valid query gives tonnes, rand and the stamp of the latest constants", async () => {
    const { status, body } = await page(
      await callRoute(publicChecker.loader, get(`${BASE}/earnings-potential?${QUERY}`)),
    );
    expect(status).toBe(200);
    const soil = (await findLatestConstantVersion("soilCarbon"))!.version;
    const credits = (await findLatestConstantVersion("credits"))!.version;
    expect(body.result.versions).toEqual({ soilCarbon: soil, credits });
    // Version 2 (the IPCC 2019 release, decision 0154), 65 % credited, R210 each.
    expect(body.result.total.high).toBeCloseTo(CHECKER_HIGH, 2);
    expect(body.result.rand.high).toBeGreaterThan(0);
    expect(body.query).toContain("practices=noTillage");
    const html = renderToString(
      createElement(EarningsResultView, {
        result: body.result,
        shareUrl: `/earnings-potential?${body.query}`,
      }),
    );
    expect(html).toContain(`Constants: soil carbon version ${soil}, credits version ${credits}`);
    expect(html).toContain("This is an estimate, not an offer.");
    expect(html).toContain("Every assumption in this estimate");
    expect(html).toContain("t CO2e");
  });

  it("an invalid query keeps every value with an error beside each field (400)", async () => {
    const { status, body } = await page(
      await callRoute(
        publicChecker.loader,
        get(
          `${BASE}/earnings-potential?croplandHa=lots&grazingHa=5&province=ZZ&practices=noTillage`,
        ),
      ),
    );
    expect(status).toBe(400);
    expect(body.result).toBeNull();
    expect(body.errors.croplandHa).toMatch(/hectares/);
    expect(body.errors.province).toBe("Choose your province.");
    expect(body.values).toMatchObject({ croplandHa: "lots", grazingHa: "5", province: "ZZ" });
    expect(body.values.practices).toEqual(["noTillage"]);
    const html = renderToString(
      createElement(EarningsForm, { action: "/earnings-potential", ...body }),
    );
    expect(html).toContain('method="get"');
    expect(html).toContain("Choose your province.");
    expect(html).toContain('value="lots"');
  });

  it.each([
    "croplandHa=%00&province=NC",
    "croplandHa=1&province=NC&practices=%ED%A0%80",
    "croplandHa=99999999999999999999&province=NC",
    "croplandHa=1&province=NC&tillage=full&tillage=%00",
  ])("hostile input %s is a 400 with a sentence", async (query) => {
    const response = await callRoute(
      publicChecker.loader,
      get(`${BASE}/earnings-potential?${query}`),
    );
    expect(response.status).toBe(400);
  });

  it("a new constants version changes the result and the stamp", async () => {
    const before = (
      await page(await callRoute(publicChecker.loader, get(`${BASE}/earnings-potential?${QUERY}`)))
    ).body;
    const latest = (await findLatestConstantVersion("credits"))!;
    const saved = await saveConstantVersion(
      { userId: null, label: "test", requestId: null },
      "credits",
      {
        ...latest.values,
        carbonPriceZarPerTco2e: (latest.values.carbonPriceZarPerTco2e as number) * 2,
      },
      "Double the price for the checker test.",
    );
    const after = (
      await page(await callRoute(publicChecker.loader, get(`${BASE}/earnings-potential?${QUERY}`)))
    ).body;
    expect(after.result.versions.credits).toBe(saved.row.version);
    expect(after.result.versions.credits).toBe(before.result.versions.credits + 1);
    expect(after.result.rand.high).toBeCloseTo(before.result.rand.high * 2, 4);
  });
});

describe("/profile/checker", () => {
  it("sends a visitor to sign in", async () => {
    const response = await callRoute(profileChecker.loader, get(`${BASE}/profile/checker`));
    expect(response.status).toBe(302);
  });

  it("is pre-filled from the organisation's fields, details and crop journeys, and pins nothing", async () => {
    const { status, body } = await page(
      await callRoute(profileChecker.loader, get(`${BASE}/profile/checker`, cookies.owner)),
    );
    expect(status).toBe(200);
    expect(body.values).toMatchObject({
      croplandHa: "120",
      grazingHa: "300",
      province: "FS",
      tillage: "reduced",
    });
    expect(body.notes.join(" ")).toContain("1 field (15 ha) has no land use recorded yet");
    expect(body.result).toBeNull();
    expect(await findOrganisationPins(organisationId)).toEqual({});
  });

  it("lets the query override the pre-fill, and estimates", async () => {
    const { status, body } = await page(
      await callRoute(
        profileChecker.loader,
        get(`${BASE}/profile/checker?grazingHa=50&grazingPractices=adaptiveGrazing`, cookies.owner),
      ),
    );
    expect(status).toBe(200);
    expect(body.values.croplandHa).toBe("120");
    expect(body.values.grazingHa).toBe("50");
    expect(body.result.grazing.high).toBeGreaterThan(0);
    expect(await findOrganisationPins(organisationId)).toEqual({});
  });
});

describe("/admin/checker", () => {
  it("is refused without read:admin", async () => {
    const response = await callRoute(
      adminChecker.loader,
      get(`${BASE}/admin/checker`, cookies.owner),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(NO_PERMISSION_MESSAGE);
  });

  it("takes any inputs", async () => {
    const { status, body } = await page(
      await callRoute(adminChecker.loader, get(`${BASE}/admin/checker?${QUERY}`, cookies.admin)),
    );
    expect(status).toBe(200);
    expect(body.result.total.high).toBeGreaterThan(0);
  });

  it("pre-fills from ?companyId; a malformed id is a 400, an unknown one a 404", async () => {
    const { body } = await page(
      await callRoute(
        adminChecker.loader,
        get(`${BASE}/admin/checker?companyId=${organisationId}`, cookies.admin),
      ),
    );
    expect(body.values.province).toBe("FS");
    expect(body.hidden).toEqual({ companyId: organisationId });
    const bad = await callRoute(
      adminChecker.loader,
      get(`${BASE}/admin/checker?companyId=${NOT_A_UUID}`, cookies.admin),
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/UUID/);
    const unknown = await callRoute(
      adminChecker.loader,
      get(`${BASE}/admin/checker?companyId=${UNKNOWN_ID}`, cookies.admin),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("/api/v2/checker", () => {
  const URL = `${BASE}/api/v2/checker`;
  const call = (request: Request) =>
    callRoute(request.method === "GET" ? checkerApi.loader : checkerApi.action, request);

  it("needs a token", async () => {
    expect((await call(apiRequest(`${URL}?${QUERY}`, null))).status).toBe(401);
  });

  it("GET with the form's query answers the estimate in the envelope, stamped", async () => {
    const response = await call(apiRequest(`${URL}?${QUERY}`, tokens.member));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.ok).toBe(true);
    expect(body.data.estimate.tonnesCo2ePerYear.total.high).toBeCloseTo(CHECKER_HIGH, 2);
    expect(body.data.constants.soilCarbon).toBeGreaterThan(0);
    expect(body.data.assumptions.length).toBeGreaterThan(5);
  });

  it("POST with JSON answers the same; a value at fault is a 422 beside its field", async () => {
    const ok = await call(
      apiRequest(URL, tokens.member, {
        method: "POST",
        body: { croplandHa: 100, province: "NC", soil: "hac", practices: ["noTillage"] },
      }),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.estimate.tonnesCo2ePerYear.total.high).toBeCloseTo(
      CHECKER_HIGH,
      2,
    );
    const refused = await call(
      apiRequest(URL, tokens.member, {
        method: "POST",
        body: { croplandHa: [1], province: ["NC"], colour: "blue" },
      }),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toContain("colour");
    const fieldErrors = await call(
      apiRequest(URL, tokens.member, {
        method: "POST",
        body: { croplandHa: [1], province: ["NC"] },
      }),
    );
    expect(fieldErrors.status).toBe(422);
    expect(Object.keys((await fieldErrors.json()).errors).sort()).toEqual([
      "croplandHa",
      "province",
    ]);
  });

  it("GET without inputs or with a bad one is a 400", async () => {
    expect((await call(apiRequest(URL, tokens.member))).status).toBe(400);
    const bad = await call(apiRequest(`${URL}?croplandHa=-1&province=NC`, tokens.member));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.croplandHa).toMatch(/hectares/);
  });
});
