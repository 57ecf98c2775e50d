// The journey to a contract (issue 6), called with real Requests on a fresh database: locking,
// the expression of interest, eligibility/viability drafts and submissions, the admin decisions
// that open the next steps (with the owners' e-mail in the outbox), roles and organisation
// scoping, on the pages and through /api/v2.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  journeyForms,
  memberships,
  organisationDetails,
  organisations,
  users,
} from "~/db/schema";
import * as adminCompanies from "~/routes/api.v2.admin.companies";
import * as adminEligibility from "~/routes/api.v2.admin.eligibility.$id";
import * as adminViability from "~/routes/api.v2.admin.viability.$id";
import * as onboarding from "~/routes/admin.journey.onboarding";
import * as dashboard from "~/routes/admin.journey.dashboard";
import * as apiEligibility from "~/routes/api.v2.company.$companyId.eligibility";
import * as apiInterest from "~/routes/api.v2.company.$companyId.expressInterest";
import * as eligibilityPage from "~/routes/profile.journey.eligibility";
import * as journeyLayout from "~/routes/profile.journey";
import * as journeyStart from "~/routes/profile.journey_start/route";
import * as viabilityPage from "~/routes/profile.journey.viability";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { signInCookie } from "../support/sessions";

trustTestTokens();

type Fn = (args: {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; requestId: string };
}) => unknown;

const ids = {} as Record<"farm" | "other" | "owner" | "signatory" | "outsider" | "admin", string>;
const cookies = {} as Record<"owner" | "signatory" | "outsider" | "admin" | "viewer", string>;

async function call(
  fn: Fn,
  url: string,
  init: {
    cookie?: string;
    form?: Record<string, string | string[]>;
    params?: Record<string, string>;
  } = {},
): Promise<{ status: number; location: string | null; body: unknown }> {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body: URLSearchParams | undefined;
  if (init.form) {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(init.form)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
    }
  }
  const request = new Request(`http://localhost:3000${url}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body,
  });
  let result: unknown;
  try {
    result = await fn({
      request,
      params: init.params ?? {},
      context: { cspNonce: "", requestId: "test" },
    });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // plain text
    }
    return { status: result.status, location: result.headers.get("Location"), body: parsed };
  }
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit } | null;
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
  }
  return { status: 200, location: null, body: result };
}

const FULL_ELIGIBILITY = {
  landUse: "mixed",
  nativeConversion: "no",
  landTenure: "own",
  landControlForTerm: "yes",
  willingToChange: "yes",
  practicesConsidered: ["coverCrops", "adaptiveGrazing"],
  otherCarbonProject: "no",
};

const FULL_VIABILITY = {
  totalHectares: "800",
  croplandHectares: "300",
  grazingHectares: "450",
  keepsLivestock: "yes",
  cattle: "120",
  tillage: "minimum",
  records: "some",
  historyYears: "3-4",
  irrigated: "no",
};

beforeAll(async () => {
  const [farm, other] = await db()
    .insert(organisations)
    .values([{ name: "Nkosi Family Farm" }, { name: "Môreson" }])
    .returning();
  ids.farm = farm!.id;
  ids.other = other!.id;
  const people = await db()
    .insert(users)
    .values([
      { subject: "auth|owner", email: "owner@example.co.za", name: "Thandi" },
      { subject: "auth|signatory", email: "signatory@example.co.za" },
      { subject: "auth|outsider", email: "outsider@example.co.za" },
      { subject: "auth|admin", email: "admin@example.co.za" },
    ])
    .returning();
  [ids.owner, ids.signatory, ids.outsider, ids.admin] = people.map((p) => p.id) as [
    string,
    string,
    string,
    string,
  ];
  await db()
    .insert(memberships)
    .values([
      { userId: ids.owner, organisationId: ids.farm, role: "OWNER" },
      { userId: ids.signatory, organisationId: ids.farm, role: "SIGNATORY" },
      { userId: ids.outsider, organisationId: ids.other, role: "OWNER" },
    ]);
  cookies.owner = await signInCookie("auth|owner", "owner@example.co.za");
  cookies.signatory = await signInCookie("auth|signatory", "signatory@example.co.za");
  cookies.outsider = await signInCookie("auth|outsider", "outsider@example.co.za");
  cookies.admin = await signInCookie("auth|admin", "admin@example.co.za", [
    "read:admin",
    "write:admin",
  ]);
  cookies.viewer = await signInCookie("auth|viewer", "viewer@example.co.za", ["read:admin"]);
});

describe("the journey from interest to the contracting details", () => {
  it("locks eligibility until the organisation has expressed interest", async () => {
    const layout = await call(journeyLayout.loader as Fn, "/profile/journey/eligibility", {
      cookie: cookies.owner,
    });
    const journey = (
      layout.body as { journey: { access: Record<string, { open: boolean; reason?: string }> } }
    ).journey;
    expect(journey.access.eligibility).toMatchObject({ open: false });
    expect(journey.access.eligibility!.reason).toMatch(/Start your journey/);
    const post = await call(eligibilityPage.action as Fn, "/profile/journey/eligibility", {
      cookie: cookies.owner,
      form: { ...FULL_ELIGIBILITY, intent: "save" },
    });
    expect(post.status).toBe(409);
  });

  it("refuses an expression of interest without a programme, keeping what was typed", async () => {
    const result = await call(journeyStart.action as Fn, "/profile/journey_start", {
      cookie: cookies.owner,
      form: {
        intent: "express-interest",
        programme: "",
        hectares: "120",
        description: "Maize and cattle",
      },
    });
    expect(result.status).toBe(422);
    expect(JSON.stringify(result.body)).toContain("Maize and cattle");
    expect(result.body).toMatchObject({ formId: "express-interest" });
  });

  it("a SIGNATORY may not express interest (decision 0036)", async () => {
    const result = await call(journeyStart.action as Fn, "/profile/journey_start", {
      cookie: cookies.signatory,
      form: { programme: "soilCarbonMixed", hectares: "120", regenStarted: "on" },
    });
    expect(result.status).toBe(403);
  });

  it("stores the expression of interest and opens the eligibility check", async () => {
    const result = await call(journeyStart.action as Fn, "/profile/journey_start", {
      cookie: cookies.owner,
      form: {
        programme: "soilCarbonMixed",
        hectares: "1,250.5",
        description: "Maize and cattle",
        regenStarted: "on",
      },
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/profile/journey_start");
    const page = await call(journeyStart.loader as Fn, "/profile/journey_start", {
      cookie: cookies.owner,
    });
    const data = page.body as {
      interests: { hectares: number; regenStarted: boolean; requestedBy: string }[];
    };
    expect(data.interests).toHaveLength(1);
    expect(data.interests[0]).toMatchObject({
      hectares: 1250.5,
      regenStarted: true,
      requestedBy: ids.owner,
    });
    expect((await loadJourneyProgress(ids.farm)).expressedInterest).toBe(true);
  });

  it("saves an incomplete draft, and refuses to submit it with the missing answers marked", async () => {
    const draft = await call(eligibilityPage.action as Fn, "/profile/journey/eligibility", {
      cookie: cookies.owner,
      form: { landUse: "mixed", intent: "save" },
    });
    expect(draft.status).toBe(302);
    const [row] = await db()
      .select()
      .from(journeyForms)
      .where(eq(journeyForms.organisationId, ids.farm));
    expect(row).toMatchObject({ status: "draft", kind: "eligibility" });
    expect((row!.answers as Record<string, unknown>).landUse).toBe("mixed");

    const refused = await call(eligibilityPage.action as Fn, "/profile/journey/eligibility", {
      cookie: cookies.owner,
      form: { landUse: "mixed", intent: "submit" },
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("nativeConversion");
    // Answered under the form's own id, not the pressed button's intent, so the form shows it.
    expect(refused.body).toMatchObject({ formId: "journey-eligibility" });
  });

  it("a SIGNATORY may look but not change the answers", async () => {
    const page = await call(eligibilityPage.loader as Fn, "/profile/journey/eligibility", {
      cookie: cookies.signatory,
    });
    expect((page.body as { editable: boolean }).editable).toBe(false);
    const post = await call(eligibilityPage.action as Fn, "/profile/journey/eligibility", {
      cookie: cookies.signatory,
      form: { ...FULL_ELIGIBILITY, intent: "save" },
    });
    expect(post.status).toBe(403);
  });

  it("submits the answers; they are read-only and viability stays locked until an admin decides", async () => {
    const submitted = await call(eligibilityPage.action as Fn, "/profile/journey/eligibility", {
      cookie: cookies.owner,
      form: { ...FULL_ELIGIBILITY, intent: "submit" },
    });
    expect(submitted.status).toBe(302);
    const page = await call(eligibilityPage.loader as Fn, "/profile/journey/eligibility", {
      cookie: cookies.owner,
    });
    expect(page.body).toMatchObject({ status: "submitted", editable: false, decision: null });
    const again = await call(eligibilityPage.action as Fn, "/profile/journey/eligibility", {
      cookie: cookies.owner,
      form: { ...FULL_ELIGIBILITY, intent: "save" },
    });
    expect(again.status).toBe(409);
    const viability = await call(viabilityPage.action as Fn, "/profile/journey/viability", {
      cookie: cookies.owner,
      form: { ...FULL_VIABILITY, intent: "save" },
    });
    expect(viability.status).toBe(409);
  });

  it("shows the organisation in the onboarding queue; only write:admin may decide", async () => {
    const queue = await call(onboarding.loader as Fn, "/admin/journey/onboarding", {
      cookie: cookies.viewer,
    });
    expect(queue.body).toMatchObject({ canDecide: false });
    expect((queue.body as { eligibility: { id: string }[] }).eligibility.map((r) => r.id)).toEqual([
      ids.farm,
    ]);
    const refused = await call(onboarding.action as Fn, "/admin/journey/onboarding", {
      cookie: cookies.viewer,
      form: { intent: "eligibility", organisationId: ids.farm, value: "true" },
    });
    expect(refused.status).toBe(403);
    const farmer = await call(onboarding.loader as Fn, "/admin/journey/onboarding", {
      cookie: cookies.owner,
    });
    expect(farmer.status).toBe(403);
  });

  it("an admin's approval opens viability, is audited and e-mails the owners", async () => {
    const result = await call(onboarding.action as Fn, "/admin/journey/onboarding", {
      cookie: cookies.admin,
      form: { intent: "eligibility", organisationId: ids.farm, value: "true" },
    });
    expect(result.status).toBe(302);
    const [details] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, ids.farm));
    expect(details).toMatchObject({ eligibility: true, eligibilityUpdatedBy: ids.admin });
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "owner@example.co.za"));
    expect(mail.map((m) => m.subject)).toContain("Your farm is eligible for the programme");
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "organisation.eligibility"), eq(auditLog.entityId, ids.farm)),
        ),
    ).toHaveLength(1);
    const saved = await call(viabilityPage.action as Fn, "/profile/journey/viability", {
      cookie: cookies.owner,
      form: { ...FULL_VIABILITY, intent: "submit" },
    });
    expect(saved.status).toBe(302);
  });

  it("an unknown intent or organisation is refused with a message, not a crash", async () => {
    const bad = await call(onboarding.action as Fn, "/admin/journey/onboarding", {
      cookie: cookies.admin,
      form: { intent: "launch", organisationId: ids.farm, value: "true" },
    });
    expect(bad.status).toBe(400);
    const missing = await call(onboarding.action as Fn, "/admin/journey/onboarding", {
      cookie: cookies.admin,
      form: {
        intent: "viability",
        organisationId: "00000000-0000-4000-8000-00000000dead",
        value: "true",
      },
    });
    expect(missing.status).toBe(404);
  });

  it("approving viability opens the contracting details; the dashboard counts it there", async () => {
    await call(onboarding.action as Fn, "/admin/journey/onboarding", {
      cookie: cookies.admin,
      form: { intent: "viability", organisationId: ids.farm, value: "true" },
    });
    const layout = await call(journeyLayout.loader as Fn, "/profile/journey/details", {
      cookie: cookies.owner,
    });
    const journey = (layout.body as { journey: { access: Record<string, { open: boolean }> } })
      .journey;
    expect(journey.access.details!.open).toBe(true);
    expect(journey.access.contract!.open).toBe(false);
    const board = await call(
      dashboard.loader as Fn,
      "/admin/journey/dashboard?step=CONTRACTING_DETAILS",
      {
        cookie: cookies.viewer,
      },
    );
    const data = board.body as { selected: { companies: { id: string }[] } };
    expect(data.selected.companies.map((c) => c.id)).toContain(ids.farm);
  });

  it("staff looking through /admin/userView see the pages read-only", async () => {
    const url = `/admin/userView/journey/eligibility?userId=${ids.owner}`;
    const page = await call(eligibilityPage.loader as Fn, url, { cookie: cookies.viewer });
    expect(page.body).toMatchObject({ editable: false, isUserView: true, status: "submitted" });
    const post = await call(eligibilityPage.action as Fn, url, {
      cookie: cookies.admin,
      form: { ...FULL_ELIGIBILITY, intent: "save" },
    });
    expect(post.status).toBe(403);
  });
});

describe("a declined organisation", () => {
  it("stays on eligibility with the not-eligible message", async () => {
    await db()
      .insert(organisationDetails)
      .values({ organisationId: ids.other, eligibility: false });
    const layout = await call(journeyLayout.loader as Fn, "/profile/journey/viability", {
      cookie: cookies.outsider,
    });
    const journey = (
      layout.body as {
        journey: {
          status: { kind: string; message: string };
          access: Record<string, { open: boolean; reason?: string }>;
        };
      }
    ).journey;
    expect(journey.status.kind).toBe("declined");
    expect(journey.access.viability!.reason).toMatch(/does not meet the programme's eligibility/);
  });
});

describe("/api/v2", () => {
  const api = async (
    fn: Fn,
    url: string,
    token: string | null,
    init: { method?: string; body?: unknown; params: Record<string, string> },
  ) => {
    let response: Response;
    try {
      response = (await fn({
        request: apiRequest(url, token, init),
        params: init.params,
        context: { cspNonce: "", requestId: "test" },
      })) as Response;
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as Record<string, unknown>,
    };
  };

  it("GET eligibility: the caller's organisation, and 404 for another organisation's id", async () => {
    const token = await mintAccessToken("auth|owner");
    const own = await api(
      apiEligibility.loader as Fn,
      `/api/v2/company/${ids.farm}/eligibility`,
      token,
      {
        params: { companyId: ids.farm },
      },
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      ok: true,
      data: { companyId: ids.farm, status: "submitted", eligibility: true },
    });
    const other = await api(
      apiEligibility.loader as Fn,
      `/api/v2/company/${ids.other}/eligibility`,
      token,
      {
        params: { companyId: ids.other },
      },
    );
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ ok: false, message: "Organisation not found" });
    const anonymous = await api(
      apiEligibility.loader as Fn,
      `/api/v2/company/${ids.farm}/eligibility`,
      null,
      {
        params: { companyId: ids.farm },
      },
    );
    expect(anonymous.status).toBe(401);
  });

  it("expressInterest: POST adds one for the caller's organisation, GET lists them", async () => {
    const token = await mintAccessToken("auth|outsider");
    const url = `/api/v2/company/${ids.other}/expressInterest`;
    const bad = await api(apiInterest.action as Fn, url, token, {
      method: "POST",
      body: { programme: "moonshot", hectares: 10 },
      params: { companyId: ids.other },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ ok: false, errors: { programme: expect.any(String) } });
    const created = await api(apiInterest.action as Fn, url, token, {
      method: "POST",
      body: { programme: "soilCarbonGrazing", hectares: 300, regenStarted: false },
      params: { companyId: ids.other },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ok: true,
      data: { companyId: ids.other, hectares: 300, programme: "soilCarbonGrazing" },
    });
    const listed = await api(apiInterest.loader as Fn, url, token, {
      params: { companyId: ids.other },
    });
    expect(listed.body.data).toHaveLength(1);
    const notMine = await api(
      apiInterest.loader as Fn,
      `/api/v2/company/${ids.farm}/expressInterest`,
      token,
      {
        params: { companyId: ids.farm },
      },
    );
    expect(notMine.status).toBe(404);
  });

  it("POST eligibility: saves a draft and submits, through the same questions", async () => {
    await db().delete(organisationDetails).where(eq(organisationDetails.organisationId, ids.other));
    const token = await mintAccessToken("auth|outsider");
    const url = `/api/v2/company/${ids.other}/eligibility`;
    const draft = await api(apiEligibility.action as Fn, url, token, {
      method: "POST",
      body: { answers: { landUse: "grassland" } },
      params: { companyId: ids.other },
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      ok: true,
      data: { status: "draft", answers: { landUse: "grassland" } },
    });
    const incomplete = await api(apiEligibility.action as Fn, url, token, {
      method: "PUT",
      body: { answers: { landUse: "grassland" }, intent: "submit" },
      params: { companyId: ids.other },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toMatchObject({ ok: false, errors: expect.any(Object) });
    const submitted = await api(apiEligibility.action as Fn, url, token, {
      method: "PUT",
      body: { answers: { ...FULL_ELIGIBILITY, landUse: "grassland" }, intent: "submit" },
      params: { companyId: ids.other },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ ok: true, data: { status: "submitted" } });
  });

  it("admin calls: eligibility { value, updatedBy } needs write:admin; companies lists steps", async () => {
    const url = `/api/v2/admin/eligibility/${ids.other}`;
    const reader = await mintAccessToken("auth|viewer", { permissions: ["read:admin"] });
    const refused = await api(adminEligibility.action as Fn, url, reader, {
      method: "POST",
      body: { value: true },
      params: { id: ids.other },
    });
    expect(refused.status).toBe(403);
    const admin = await mintAccessToken("auth|admin", {
      permissions: ["read:admin", "write:admin"],
    });
    const bad = await api(adminEligibility.action as Fn, url, admin, {
      method: "POST",
      body: { value: "yes" },
      params: { id: ids.other },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      ok: false,
      message: "value must be true or false.",
      errors: { value: "value must be true or false." },
    });
    const decided = await api(adminEligibility.action as Fn, url, admin, {
      method: "POST",
      body: { value: true, updatedBy: ids.admin },
      params: { id: ids.other },
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      ok: true,
      data: { companyId: ids.other, eligibility: true, updatedBy: ids.admin },
    });
    const viability = await api(
      adminViability.action as Fn,
      `/api/v2/admin/viability/${ids.other}`,
      admin,
      {
        method: "POST",
        body: { value: false },
        params: { id: ids.other },
      },
    );
    // A decline needs the reason the farmer reads (decision 0066).
    expect(viability.status).toBe(422);
    expect(viability.body).toMatchObject({ ok: false, errors: { reason: expect.any(String) } });
    const declined = await api(
      adminViability.action as Fn,
      `/api/v2/admin/viability/${ids.other}`,
      admin,
      {
        method: "POST",
        body: { value: false, reason: "Too few hectares under management for a project." },
        params: { id: ids.other },
      },
    );
    expect(declined.body).toMatchObject({
      ok: true,
      data: { viability: false, reason: "Too few hectares under management for a project." },
    });
    const unknown = await api(adminViability.action as Fn, "/api/v2/admin/viability/x", admin, {
      method: "POST",
      body: { value: false, reason: "Not viable." },
      params: { id: "not-an-id" },
    });
    expect(unknown.status).toBe(404);
    const companies = await api(adminCompanies.loader as Fn, "/api/v2/admin/companies", reader, {
      params: {},
    });
    expect(companies.status).toBe(200);
    const list = companies.body.data as { id: string; step: string; status: string }[];
    expect(list.find((c) => c.id === ids.farm)).toMatchObject({ step: "CONTRACTING_DETAILS" });
    expect(list.find((c) => c.id === ids.other)).toMatchObject({
      step: "VIABILITY",
      status: "declined",
    });
    const farmerToken = await mintAccessToken("auth|owner");
    const farmer = await api(adminCompanies.loader as Fn, "/api/v2/admin/companies", farmerToken, {
      params: {},
    });
    expect(farmer.status).toBe(403);
  });
});
