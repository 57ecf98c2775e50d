// The /admin dashboard and assigning an admin to organisations (issue 18; decision 0095): a
// read:admin viewer sees the programme's counts, each a link to a list that exists; a farmer is
// refused; GET /api/v2/admin/dashboard answers the same numbers; POST /api/v2/admin/users
// assigns one admin to several organisations (write:admin, audited per organisation,
// idempotent), refusing a read:admin-only caller (403), ids that are not ids (400) and unknown
// organisations (404, nothing assigned).
import { createRemixStub } from "@remix-run/testing";
import { and, eq, inArray } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  adminGrants,
  auditLog,
  emailOutbox,
  journeyForms,
  organisationDetails,
  organisations,
} from "~/db/schema";
import * as page from "~/routes/admin._index";
import * as dashboardApi from "~/routes/api.v2.admin.dashboard";
import * as usersApi from "~/routes/api.v2.admin.users";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { routeNodes } from "../support/route-tree";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";
const cookies = {} as Record<"reader" | "farmer", string>;
const tokens = {} as Record<"reader" | "writer" | "farmer", string>;
const org = {} as Record<"waiting" | "second" | "farm", string>;
let adminId = "";
let plainId = "";

type PageData = Awaited<ReturnType<typeof page.loader>>;

const loadPage = (cookie: string) =>
  callRoute(page.loader, new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }));

async function pageData(): Promise<PageData> {
  const answer = (await loadPage(cookies.reader)) as unknown;
  if (answer instanceof Response) throw new Error(`refused: ${answer.status}`);
  return answer as PageData;
}

function render(data: unknown) {
  const Stub = createRemixStub([
    { id: "page", path: "/admin", Component: page.default, loader: () => data as object },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      createElement(Stub, {
        initialEntries: ["/admin"],
        hydrationData: { loaderData: { page: data } },
      }),
    );
  } finally {
    quiet.mockRestore();
  }
}

const assign = (token: string, body: unknown) =>
  callRoute(usersApi.action, apiRequest("/api/v2/admin/users", token, { method: "POST", body }));

async function assignedOf(ids: string[]) {
  const rows = await db()
    .select({ id: organisationDetails.organisationId, a: organisationDetails.assignedAdminId })
    .from(organisationDetails)
    .where(inArray(organisationDetails.organisationId, ids));
  return new Map(rows.map((r) => [r.id, r.a]));
}

const auditRows = (ids: string[]) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "company.assign"), inArray(auditLog.entityId, ids)));

beforeAll(async () => {
  // Waits on the programme: eligibility answers submitted, undecided.
  org.waiting = (await insertTestOrganisation("Dash Waiting Farm")).id;
  await db().insert(journeyForms).values({
    organisationId: org.waiting,
    kind: "eligibility",
    status: "submitted",
    submittedAt: new Date(),
  });
  org.second = (await insertTestOrganisation("Dash Second Farm")).id;
  org.farm = (await insertTestOrganisation("Dash Member Farm")).id;
  const farmer = await insertSignedInMember(org.farm, "OWNER");
  cookies.farmer = farmer.cookie;
  await db().insert(emailOutbox).values({
    idempotencyKey: "dash-failed",
    to: "bounced@farm.example",
    from: "Veld <no-reply@veld.example>",
    subject: "Your eligibility answers",
    text: "Hello",
    status: "failed",
    attempts: 5,
    lastError: "550 Mailbox unavailable",
  });
  const admin = await insertTestUser({ email: "ada@dash.example", name: "Ada" });
  const plain = await insertTestUser({ email: "plain@dash.example", name: "Plain" });
  adminId = admin.id;
  plainId = plain.id;
  await db().insert(adminGrants).values({ userId: admin.id, scope: "read:admin" });
  cookies.reader = await signInCookie("dash|reader", "reader@dash.example", ["read:admin"]);
  tokens.reader = await mintAccessToken("dash|api-reader", { permissions: ["read:admin"] });
  tokens.writer = await mintAccessToken("dash|api-writer", {
    permissions: ["read:admin", "write:admin"],
    email: "api-writer@dash.example",
  });
  tokens.farmer = await mintAccessToken(farmer.subject, { email: farmer.email });
});

describe("/admin", () => {
  it("shows a read:admin viewer the counts, each a link", async () => {
    const data = await pageData();
    const items = new Map(data.cards.flatMap((c) => c.items).map((i) => [i.label, i]));
    expect(items.get("Organisations waiting on the programme")).toMatchObject({
      value: "1",
      href: "/admin/journey/projectManage?waitsOn=programme",
    });
    expect(items.get("E-mails that failed")).toMatchObject({ value: "1", href: "#failed-emails" });
    expect(items.get("Organisations")!.value).toBe(
      String((await db().select().from(organisations)).length),
    );
    const eligibility = data.steps.find((s) => s.step === "ELIGIBILITY")!;
    expect(eligibility.waitingOnProgramme).toBe(1);
    expect(eligibility.href).toBe("/admin/journey/dashboard?step=ELIGIBILITY");
    expect(data.steps.reduce((t, s) => t + s.organisations, 0)).toBe(3);
    expect(data.steps.reduce((t, s) => t + s.people, 0)).toBe(1);
    expect(data.failedEmails.latest[0]).toMatchObject({
      to: "bounced@farm.example",
      subject: "Your eligibility answers",
      error: "550 Mailbox unavailable",
    });
  });

  it("links only to pages that exist", async () => {
    const data = await pageData();
    const pages = new Set(
      routeNodes.filter((n) => Object.keys(n.params).length === 0).map((n) => n.url),
    );
    const hrefs = [
      ...data.cards.flatMap((c) => c.items.map((i) => i.href)),
      ...data.steps.map((s) => s.href),
    ];
    for (const href of hrefs) {
      if (href.startsWith("#")) continue;
      expect(pages, href).toContain(new URL(href, BASE).pathname);
    }
  });

  it("renders the links and the failed e-mails without JavaScript", async () => {
    const html = render(await pageData());
    expect(html).toContain('href="/admin/journey/projectManage?waitsOn=programme"');
    expect(html).toContain('href="/admin/journey/dashboard?step=ELIGIBILITY"');
    expect(html).toContain('href="/admin/jobApplications?tab=incoming"');
    expect(html).toContain('id="failed-emails"');
    expect(html).toContain("bounced@farm.example");
    expect(html).toContain("550 Mailbox unavailable");
  });

  it("refuses a farmer", async () => {
    const answer = await loadPage(cookies.farmer);
    expect(answer.status).toBe(403);
  });
});

describe("GET /api/v2/admin/dashboard", () => {
  it("answers the same numbers with their lists", async () => {
    const answer = await callRoute(
      dashboardApi.loader,
      apiRequest("/api/v2/admin/dashboard", tokens.reader),
    );
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.ok).toBe(true);
    expect(body.data.waitingOnProgramme).toEqual({
      count: 1,
      href: "/admin/journey/projectManage?waitsOn=programme",
    });
    expect(body.data.organisations.count).toBe(3);
    expect(body.data.failedEmails.count).toBe(1);
    expect(body.data.journeySteps[0]).toEqual(
      expect.objectContaining({ step: expect.any(String), organisations: expect.any(Number) }),
    );
    expect(body.data.fields).toEqual(
      expect.objectContaining({ count: 0, hectaresEnrolled: 0, hectaresSignedOff: 0 }),
    );
    expect(body.data.credits).toMatchObject({ tonnesCo2e: 0, href: "/admin/calc/credits" });
  });

  it("refuses a farmer", async () => {
    const answer = await callRoute(
      dashboardApi.loader,
      apiRequest("/api/v2/admin/dashboard", tokens.farmer),
    );
    expect(answer.status).toBe(403);
  });
});

describe("POST /api/v2/admin/users", () => {
  it("refuses a read:admin-only caller and changes nothing", async () => {
    const answer = await assign(tokens.reader, { companyIds: [org.waiting], adminId });
    expect(answer.status).toBe(403);
    expect((await assignedOf([org.waiting])).get(org.waiting) ?? null).toBeNull();
  });

  it("assigns the admin to two organisations, audited, and again changes nothing", async () => {
    const ids = [org.waiting, org.second];
    const answer = await assign(tokens.writer, { companyIds: ids, adminId });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.data.changed).toBe(2);
    expect(body.data.organisations.map((o: { companyId: string }) => o.companyId)).toEqual(ids);
    expect(body.data.organisations[0].assignedAdmin).toMatchObject({ id: adminId });
    const assigned = await assignedOf(ids);
    expect(assigned.get(org.waiting)).toBe(adminId);
    expect(assigned.get(org.second)).toBe(adminId);
    const audits = await auditRows(ids);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorLabel: "api-writer@dash.example",
      entityType: "organisation",
    });

    const again = await assign(tokens.writer, { companyIds: ids, adminId });
    expect(again.status).toBe(200);
    expect((await again.json()).data.changed).toBe(0);
    expect(await auditRows(ids)).toHaveLength(2);
  });

  it("refuses ids that are not ids with a sentence (400)", async () => {
    for (const body of [
      { companyIds: [NOT_A_UUID], adminId },
      { companyIds: org.second, adminId },
      { companyIds: [], adminId },
      { companyIds: [org.second], adminId: NOT_A_UUID },
      { companyIds: [org.second], adminId: ["x"] },
    ]) {
      const answer = await assign(tokens.writer, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await answer.json()).message).toMatch(/must be/);
    }
  });

  it("answers 404 for an unknown organisation and assigns none of them", async () => {
    const fresh = (await insertTestOrganisation("Dash Fresh Farm")).id;
    const answer = await assign(tokens.writer, { companyIds: [fresh, UNKNOWN_ID], adminId });
    expect(answer.status).toBe(404);
    expect((await answer.json()).message).toContain(UNKNOWN_ID);
    expect((await assignedOf([fresh])).get(fresh) ?? null).toBeNull();
  });

  it("refuses someone without an admin grant (422)", async () => {
    const answer = await assign(tokens.writer, { companyIds: [org.farm], adminId: plainId });
    expect(answer.status).toBe(422);
    expect((await assignedOf([org.farm])).get(org.farm) ?? null).toBeNull();
  });
});
