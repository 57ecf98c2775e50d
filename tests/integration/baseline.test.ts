// People and baseline (issue 18 'People'; decision 0101): /admin/baseline's list (search, filters
// by journey step, organisation, role and baseline values, pages), its CSV export (headers,
// content, a formula defused), a person's page and the baseline form (read:admin reads, write:admin
// saves, audited from → to with the reason; a refused save keeps the values), GET
// /api/v2/admin/users and GET, PUT /api/v2/admin/users/{userId}/baseline, the onboarding queue's
// assigned admin and "assigned to me", and /admin/userView's search by organisation and audit.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  expressInterests,
  journeyForms,
  organisationDetails,
  userBaselines,
  users,
} from "~/db/schema";
import * as baselinePage from "~/routes/admin.baseline";
import * as personPage from "~/routes/admin.baseline_.$userId";
import * as exportCsv from "~/routes/admin.baseline_.export";
import * as onboarding from "~/routes/admin.journey.onboarding";
import * as userViewLayout from "~/routes/admin.userView";
import * as userViewPicker from "~/routes/admin.userView._index";
import * as usersApi from "~/routes/api.v2.admin.users";
import * as baselineApi from "~/routes/api.v2.admin.users.$userId.baseline";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { BASELINE_MESSAGES } from "~/services/people/forms";
import { PEOPLE_CSV_HEADER } from "~/services/people/rules";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const ORIGIN = "http://localhost:3000";
const PAGE = `${ORIGIN}/admin/baseline`;
const personUrl = (id: string) => `${PAGE}/${id}`;

const cookies = {} as Record<"reader" | "writer" | "farmer", string>;
const tokens = {} as Record<"reader" | "writer" | "farmer", string>;
const people = {} as Record<"alpha" | "beta", { userId: string; email: string }>;
const orgs = {} as Record<"alpha" | "beta", string>;
let writerId = "";

function get(url: string, cookie?: string) {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(url: string, cookie: string, values: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

type ListPage = Awaited<ReturnType<typeof baselinePage.loader>>;

async function list(query: string, cookie = cookies.reader): Promise<ListPage> {
  const answer = await callRoute(baselinePage.loader, get(`${PAGE}?${query}`, cookie));
  if (answer instanceof Response) throw new Error(`${answer.status} ${await answer.text()}`);
  return answer as ListPage;
}

/** The e-mails of this file's people a query lists (q=baselinetest keeps other files' out). */
async function emailsOf(query: string) {
  const page = await list(`q=baselinetest&${query}`);
  return page.rows.map((row) => row.email);
}

const SAVE = {
  farmingSinceYear: "1998",
  enterpriseType: "livestock",
  hectaresAtJoining: "420.5",
  landTenure: "communal",
  regenerativeExperience: "some",
  notes: "Resting camps since 2019.",
  reason: "From the onboarding call",
};

beforeAll(async () => {
  cookies.reader = await signInCookie("baseline|reader", "reader@baseline.example", ["read:admin"]);
  // The writer has a Veld profile, so an organisation can be assigned to them.
  const [writer] = await db()
    .insert(users)
    .values({ subject: "baseline|writer", email: "writer@baseline.example", name: "Wanda" })
    .returning();
  writerId = writer!.id;
  cookies.writer = await signInCookie("baseline|writer", "writer@baseline.example", [
    "read:admin",
    "write:admin",
  ]);
  // Alpha: a bare organisation (step 'Express interest'). Beta: eligibility submitted and
  // waiting for a decision (step 'Eligibility', in the onboarding queue).
  orgs.alpha = (await insertTestOrganisation("Baselinetest Alpha Farm")).id;
  orgs.beta = (await insertTestOrganisation("Baselinetest Beta Farm")).id;
  await db()
    .insert(expressInterests)
    .values({ organisationId: orgs.beta, programme: "soilCarbon", hectares: "300" });
  await db().insert(journeyForms).values({
    organisationId: orgs.beta,
    kind: "eligibility",
    status: "submitted",
    submittedAt: new Date(),
  });
  const alpha = await insertSignedInMember(orgs.alpha, "OWNER");
  const beta = await insertSignedInMember(orgs.beta, "STAFF");
  await db()
    .update(users)
    .set({ name: "Alpha", surname: "Mokoena" })
    .where(eq(users.id, alpha.userId));
  // A name a spreadsheet would run as a formula.
  await db()
    .update(users)
    .set({ name: "=cmd|' /C calc'!A0", surname: "Botha" })
    .where(eq(users.id, beta.userId));
  people.alpha = alpha;
  people.beta = beta;
  cookies.farmer = alpha.cookie;
  tokens.reader = await mintAccessToken("baseline|api-reader", { permissions: ["read:admin"] });
  tokens.writer = await mintAccessToken("baseline|api-writer", {
    permissions: ["read:admin", "write:admin"],
    email: "api-writer@baseline.example",
  });
  tokens.farmer = await mintAccessToken(alpha.subject);
});

describe("/admin/baseline: who may do what", () => {
  it("refuses a farmer the list, a person's page, the CSV and a save", async () => {
    for (const request of [
      get(PAGE, cookies.farmer),
      get(personUrl(people.alpha.userId), cookies.farmer),
    ]) {
      const loader = request.url === PAGE ? baselinePage.loader : personPage.loader;
      const answer = await callRoute(loader, request, { userId: people.alpha.userId });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe(NO_PERMISSION_MESSAGE);
    }
    expect((await callRoute(exportCsv.loader, get(`${PAGE}/export`, cookies.farmer))).status).toBe(
      403,
    );
    const save = await callRoute(
      personPage.action,
      post(personUrl(people.alpha.userId), cookies.farmer, SAVE),
      { userId: people.alpha.userId },
    );
    expect(save.status).toBe(403);
  });

  it("lets read:admin read everything but save nothing", async () => {
    expect((await list("")).canWrite).toBe(false);
    const page = (await callRoute(
      personPage.loader,
      get(personUrl(people.alpha.userId), cookies.reader),
      { userId: people.alpha.userId },
    )) as unknown as Awaited<ReturnType<typeof personPage.loader>>;
    expect(page.canWrite).toBe(false);
    const save = await callRoute(
      personPage.action,
      post(personUrl(people.alpha.userId), cookies.reader, SAVE),
      { userId: people.alpha.userId },
    );
    expect(save.status).toBe(403);
    expect(
      await db().select().from(userBaselines).where(eq(userBaselines.userId, people.alpha.userId)),
    ).toEqual([]);
  });

  it("answers 404 for an unknown person or an id that is not one, and 400 for bad filters", async () => {
    for (const id of [UNKNOWN_ID, NOT_A_UUID]) {
      const page = await callRoute(personPage.loader, get(personUrl(id), cookies.reader), {
        userId: id,
      });
      expect(page.status).toBe(404);
      expect(await page.text()).toBe("There is no person with that user id.");
      const save = await callRoute(personPage.action, post(personUrl(id), cookies.writer, SAVE), {
        userId: id,
      });
      expect(save.status).toBe(404);
    }
    const bad = await callRoute(baselinePage.loader, get(`${PAGE}?userStep=NOPE`, cookies.reader));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(
      "The address's 'userStep' parameter must be a journey step, such as ELIGIBILITY or MAP_FIELDS.",
    );
    const nul = await callRoute(baselinePage.loader, get(`${PAGE}?q=a%00b`, cookies.reader));
    expect(nul.status).toBe(400);
    const json = await callRoute(
      personPage.action,
      new Request(personUrl(people.alpha.userId), {
        method: "POST",
        headers: { Cookie: cookies.writer, "Content-Type": "application/json" },
        body: JSON.stringify(SAVE),
      }),
      { userId: people.alpha.userId },
    );
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });
});

describe("the baseline form", () => {
  it("refuses a year before 1940 with every value kept and the error beside the field", async () => {
    const refused = await callRoute(
      personPage.action,
      post(personUrl(people.alpha.userId), cookies.writer, { ...SAVE, farmingSinceYear: "1800" }),
      { userId: people.alpha.userId },
    );
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.fieldErrors.farmingSinceYear).toBeTruthy();
    expect(body.repopulateFields).toMatchObject({ ...SAVE, farmingSinceYear: "1800" });
    const shortReason = await callRoute(
      personPage.action,
      post(personUrl(people.alpha.userId), cookies.writer, { ...SAVE, reason: "ok" }),
      { userId: people.alpha.userId },
    );
    expect(shortReason.status).toBe(422);
    const refusal = await shortReason.json();
    expect(refusal.fieldErrors.reason).toBe(BASELINE_MESSAGES.reason);
    expect(refusal.repopulateFields).toMatchObject({ ...SAVE, reason: "ok" });
    expect(
      await db().select().from(userBaselines).where(eq(userBaselines.userId, people.alpha.userId)),
    ).toEqual([]);
  });

  it("saves with write:admin, audited from → to with the reason", async () => {
    const saved = await callRoute(
      personPage.action,
      post(personUrl(people.alpha.userId), cookies.writer, SAVE),
      { userId: people.alpha.userId },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/baseline/${people.alpha.userId}`);
    expect(await toastOf(saved)).toMatchObject({
      type: "success",
      text: "The baseline of Alpha Mokoena is saved.",
    });
    const [row] = await db()
      .select()
      .from(userBaselines)
      .where(eq(userBaselines.userId, people.alpha.userId));
    expect(row).toMatchObject({
      farmingSinceYear: 1998,
      enterpriseType: "livestock",
      hectaresAtJoining: 420.5,
      landTenure: "communal",
      regenerativeExperience: "some",
      notes: "Resting camps since 2019.",
      updatedBy: writerId,
    });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, people.alpha.userId), eq(auditLog.action, "baseline.update")),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorLabel).toBe("writer@baseline.example");
    expect(entries[0]!.changes).toEqual({
      reason: "From the onboarding call",
      changes: {
        farmingSinceYear: { from: null, to: 1998 },
        enterpriseType: { from: null, to: "livestock" },
        hectaresAtJoining: { from: null, to: 420.5 },
        landTenure: { from: null, to: "communal" },
        regenerativeExperience: { from: null, to: "some" },
        notes: { from: null, to: "Resting camps since 2019." },
      },
    });
    // A second save audits only what changed.
    const again = await callRoute(
      personPage.action,
      post(personUrl(people.alpha.userId), cookies.writer, {
        ...SAVE,
        landTenure: "owned",
        reason: "Title deed seen",
      }),
      { userId: people.alpha.userId },
    );
    expect(again.status).toBe(302);
    const [, second] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, people.alpha.userId), eq(auditLog.action, "baseline.update")),
      )
      .orderBy(auditLog.createdAt);
    expect(second!.changes).toEqual({
      reason: "Title deed seen",
      changes: { landTenure: { from: "communal", to: "owned" } },
    });
    const page = (await callRoute(
      personPage.loader,
      get(personUrl(people.alpha.userId), cookies.reader),
      { userId: people.alpha.userId },
    )) as unknown as Awaited<ReturnType<typeof personPage.loader>>;
    expect(page.baseline).toMatchObject({ farmingSinceYear: 1998, landTenure: "owned" });
    expect(page.signup).toMatchObject({ hearAboutUs: "A webinar" });
    expect(page.person.organisations).toEqual([
      {
        organisationId: orgs.alpha,
        name: "Baselinetest Alpha Farm",
        stepLabel: "Express interest",
        roleLabel: "Farmer / Land Owner",
      },
    ]);
  });
});

describe("the people list", () => {
  it("filters by journey step, organisation, role and baseline values, and searches", async () => {
    expect(await emailsOf("")).toEqual([people.beta.email, people.alpha.email]);
    expect(await emailsOf("userStep=N_A")).toEqual([people.alpha.email]);
    expect(await emailsOf("userStep=ELIGIBILITY")).toEqual([people.beta.email]);
    expect(await emailsOf(`organisationId=${orgs.beta}`)).toEqual([people.beta.email]);
    expect(await emailsOf("role=OWNER")).toEqual([people.alpha.email]);
    expect(await emailsOf("baseline=missing")).toEqual([people.beta.email]);
    expect(await emailsOf("baseline=recorded")).toEqual([people.alpha.email]);
    expect(await emailsOf("enterpriseType=livestock")).toEqual([people.alpha.email]);
    expect(await emailsOf("landTenure=owned&regenerativeExperience=some")).toEqual([
      people.alpha.email,
    ]);
    expect(await emailsOf("enterpriseType=crops")).toEqual([]);
    const byName = await list("q=alpha%20mokoena");
    expect(byName.rows.map((r) => r.email)).toEqual([people.alpha.email]);
    const byEmail = await list(`q=${encodeURIComponent(people.beta.email.toUpperCase())}`);
    expect(byEmail.rows.map((r) => r.email)).toEqual([people.beta.email]);
  });

  it("shows each person's organisation, step, role, baseline summary and how they heard", async () => {
    const page = await list("q=baselinetest");
    expect(page.rows[1]).toEqual({
      userId: people.alpha.userId,
      name: "Alpha Mokoena",
      email: people.alpha.email,
      organisations: [
        {
          organisationId: orgs.alpha,
          name: "Baselinetest Alpha Farm",
          stepLabel: "Express interest",
          roleLabel: "Farmer / Land Owner",
        },
      ],
      baselineSummary:
        "Livestock; 420.5 ha; Owned (title deed); farming since 1998; regenerative: Trying some practices",
      hearAboutUs: "A webinar",
    });
    expect(page.rows[0]!.baselineSummary).toBe("Not recorded yet");
    expect(page.exportHref).toBe("/admin/baseline/export?q=baselinetest");
    expect(page.pageInfo).toMatchObject({ total: 2, page: 0 });
    const second = await list("q=baselinetest&limit=1&page=1");
    expect(second.rows.map((r) => r.email)).toEqual([people.alpha.email]);
  });

  it("exports the filtered list as CSV, every cell defused", async () => {
    const response = await callRoute(
      exportCsv.loader,
      get(`${PAGE}/export?q=baselinetest&userStep=ELIGIBILITY`, cookies.reader),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="people-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheets read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\n");
    expect(lines[0]).toBe(PEOPLE_CSV_HEADER.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      [
        // Defused: a quote first, so a spreadsheet shows it as text.
        "'=cmd|' /C calc'!A0",
        "Botha",
        people.beta.email,
        "Baselinetest Beta Farm",
        "Eligibility",
        "Farm Manager / Staff / Associate",
        "A webinar",
        "",
        "",
        "",
        "",
        "",
        "",
        people.beta.userId,
      ].join(","),
    );
    const bad = await callRoute(exportCsv.loader, get(`${PAGE}/export?role=BOSS`, cookies.reader));
    expect(bad.status).toBe(400);
  });
});

describe("/api/v2/admin/users and /api/v2/admin/users/{userId}/baseline", () => {
  const usersCall = (token: string, query = "") =>
    usersApi.loader({
      request: apiRequest(`/api/v2/admin/users${query}`, token),
      params: {},
      context: { cspNonce: "", requestId: "t" },
    } as never);
  const baselineCall = (token: string, userId: string, method = "GET", body?: unknown) =>
    (method === "GET" ? baselineApi.loader : baselineApi.action)({
      request: apiRequest(`/api/v2/admin/users/${userId}/baseline`, token, { method, body }),
      params: { userId },
      context: { cspNonce: "", requestId: "t" },
    } as never);

  it("lists people by userStep and baseline with each step and baseline (read:admin)", async () => {
    expect((await usersCall(tokens.farmer)).status).toBe(403);
    const answer = await usersCall(tokens.reader, "?q=baselinetest&userStep=N_A&baseline=recorded");
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.metadata).toEqual({ total: 1, page: 0, limit: 50 });
    expect(body.data.users).toEqual([
      {
        userId: people.alpha.userId,
        email: people.alpha.email,
        name: "Alpha",
        surname: "Mokoena",
        hearAboutUs: "webinar",
        companies: [
          {
            companyId: orgs.alpha,
            name: "Baselinetest Alpha Farm",
            role: "OWNER",
            userStep: "N_A",
          },
        ],
        baseline: {
          farmingSinceYear: 1998,
          enterpriseType: "livestock",
          hectaresAtJoining: 420.5,
          landTenure: "owned",
          regenerativeExperience: "some",
          notes: "Resting camps since 2019.",
          recorded: true,
        },
      },
    ]);
    const bad = await usersCall(tokens.reader, "?baseline=perhaps");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(
      "The address's 'baseline' parameter must be one of: missing, recorded.",
    );
  });

  it("reads and replaces a baseline: read:admin reads, write:admin writes (audited)", async () => {
    const read = await baselineCall(tokens.reader, people.beta.userId);
    expect(read.status).toBe(200);
    expect((await read.json()).data).toMatchObject({ recorded: false, enterpriseType: null });
    const body = { enterpriseType: "crops", hectaresAtJoining: 12, reason: "From the API" };
    expect((await baselineCall(tokens.reader, people.beta.userId, "PUT", body)).status).toBe(403);
    const bad = await baselineCall(tokens.writer, people.beta.userId, "PUT", {
      ...body,
      hectaresAtJoining: -3,
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.hectaresAtJoining).toBe(BASELINE_MESSAGES.hectaresAtJoining);
    const noReason = await baselineCall(tokens.writer, people.beta.userId, "PUT", {
      enterpriseType: "crops",
    });
    expect(noReason.status).toBe(422);
    const put = await baselineCall(tokens.writer, people.beta.userId, "PUT", body);
    expect(put.status).toBe(200);
    expect((await put.json()).data).toMatchObject({
      recorded: true,
      enterpriseType: "crops",
      hectaresAtJoining: 12,
      landTenure: null,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, people.beta.userId), eq(auditLog.action, "baseline.update")),
      );
    expect(entry!.changes).toEqual({
      reason: "From the API",
      changes: {
        enterpriseType: { from: null, to: "crops" },
        hectaresAtJoining: { from: null, to: 12 },
      },
    });
    expect((await baselineCall(tokens.reader, UNKNOWN_ID)).status).toBe(404);
    expect((await baselineCall(tokens.reader, NOT_A_UUID)).status).toBe(404);
    const notJson = await baselineApi.action({
      request: apiRequest(`/api/v2/admin/users/${people.beta.userId}/baseline`, tokens.writer, {
        method: "PUT",
        body: "[1, 2]",
      }),
      params: { userId: people.beta.userId },
      context: { cspNonce: "", requestId: "t" },
    } as never);
    expect(notJson.status).toBe(400);
  });
});

describe("the onboarding queue's assigned admin", () => {
  type Queue = { eligibility: { id: string; assignedAdmin: string | null }[]; onlyMine: boolean };
  const queue = async (query = "") =>
    (await callRoute(
      onboarding.loader,
      get(`${ORIGIN}/admin/journey/onboarding${query}`, cookies.writer),
    )) as unknown as Queue;

  it("says nobody is assigned, then who is; 'assigned to me' keeps only theirs", async () => {
    const before = (await queue()).eligibility.find((row) => row.id === orgs.beta);
    expect(before).toMatchObject({ assignedAdmin: null });
    expect((await queue("?assigned=me")).eligibility).toEqual([]);
    await db()
      .insert(organisationDetails)
      .values({ organisationId: orgs.beta, assignedAdminId: writerId, assignedAt: new Date() })
      .onConflictDoUpdate({
        target: organisationDetails.organisationId,
        set: { assignedAdminId: writerId, assignedAt: new Date() },
      });
    const after = (await queue()).eligibility.find((row) => row.id === orgs.beta);
    expect(after).toMatchObject({ assignedAdmin: "Wanda" });
    const mine = await queue("?assigned=me");
    expect(mine.onlyMine).toBe(true);
    expect(mine.eligibility.map((row) => row.id)).toEqual([orgs.beta]);
    const bad = await callRoute(
      onboarding.loader,
      get(`${ORIGIN}/admin/journey/onboarding?assigned=everyone`, cookies.writer),
    );
    expect(bad.status).toBe(400);
  });
});

describe("/admin/userView", () => {
  it("finds a person by the name of their organisation", async () => {
    const found = (await callRoute(
      userViewPicker.loader,
      get(`${ORIGIN}/admin/userView?q=baselinetest%20beta`, cookies.reader),
    )) as unknown as { people: { id: string; organisations: string[] }[] };
    expect(found.people).toEqual([
      expect.objectContaining({
        id: people.beta.userId,
        organisations: ["Baselinetest Beta Farm"],
      }),
    ]);
  });

  it("names whose pages these are and audits every view", async () => {
    const url = `${ORIGIN}/admin/userView/home?userId=${people.alpha.userId}`;
    const answer = (await callRoute(
      userViewLayout.loader,
      get(url, cookies.reader),
    )) as unknown as {
      person: { label: string; email: string };
    };
    expect(answer.person).toEqual({
      id: people.alpha.userId,
      label: "Alpha Mokoena",
      email: people.alpha.email,
    });
    await callRoute(
      userViewLayout.loader,
      get(`${ORIGIN}/admin/userView/company?userId=${people.alpha.userId}`, cookies.reader),
    );
    const views = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, people.alpha.userId), eq(auditLog.action, "userView.view")))
      .orderBy(auditLog.createdAt);
    expect(views.map((v) => [v.actorLabel, v.changes])).toEqual([
      ["reader@baseline.example", { path: "/admin/userView/home" }],
      ["reader@baseline.example", { path: "/admin/userView/company" }],
    ]);
    const unknown = await callRoute(
      userViewLayout.loader,
      get(`${ORIGIN}/admin/userView/home?userId=${UNKNOWN_ID}`, cookies.reader),
    );
    expect(unknown.status).toBe(404);
  });
});
