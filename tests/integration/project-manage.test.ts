// Project management (issue 16 '/admin/journey/projectManage'; decision 0082): the page and
// GET /api/v2/admin/projectManage list organisations with their journey step, who they wait on
// and for how long, the one waiting longest first, filtered by step, assigned admin ('Nobody'
// too) and who they wait on; assigning an admin (page post and POST …/company/{id}/assign) is
// audited, limited to people holding an admin grant, and refused to anyone without write:admin.
import { createRemixStub } from "@remix-run/testing";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  adminGrants,
  auditLog,
  journeyForms,
  organisationDetails,
  organisations,
  submissions,
} from "~/db/schema";
import * as assignApi from "~/routes/api.v2.admin.company.$id.assign";
import * as page from "~/routes/admin.journey.projectManage/route";
import * as listApi from "~/routes/api.v2.admin.projectManage";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY - 60_000);
const cookies = {} as Record<"writer" | "reader" | "nobody", string>;
const tokens = {} as Record<"writer" | "reader" | "nobody", string>;
const org = {} as Record<"eligibility" | "contractSent" | "submitted" | "fresh", string>;
let adminId = "";
let otherAdminId = "";
let notAdminId = "";
let writerUserId = "";

type PageData = Awaited<ReturnType<typeof page.loader>>;

async function loadPage(search: string, who: keyof typeof cookies = "reader") {
  return callRoute(
    page.loader,
    new Request(`${BASE}/admin/journey/projectManage${search}`, {
      headers: { Cookie: cookies[who] },
    }),
  );
}

async function pageData(search = ""): Promise<PageData> {
  const answer = (await loadPage(search)) as unknown;
  if (answer instanceof Response) throw new Error(`refused: ${answer.status}`);
  return answer as PageData;
}

const mine = <R extends { companyId: string }>(rows: R[]) =>
  rows.filter((r) => Object.values(org).includes(r.companyId));

function postPage(
  values: Record<string, string>,
  who: keyof typeof cookies = "writer",
  search = "",
) {
  return callRoute(
    page.action,
    new Request(`${BASE}/admin/journey/projectManage${search}`, {
      method: "POST",
      headers: { Cookie: cookies[who] },
      body: new URLSearchParams(values),
    }),
  );
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

/** The page as the server renders it (what a browser without JavaScript gets). */
function render(data: unknown, actionData?: unknown, url = "/admin/journey/projectManage") {
  const Stub = createRemixStub([
    {
      id: "page",
      path: "/admin/journey/projectManage",
      Component: page.default,
      loader: () => data as Record<string, unknown>,
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      createElement(Stub, {
        initialEntries: [url],
        hydrationData: {
          loaderData: { page: data },
          ...(actionData ? { actionData: { page: actionData } } : {}),
        },
      }),
    );
  } finally {
    quiet.mockRestore();
  }
}

const assign = (id: string, token: string, body: unknown) =>
  callRoute(
    assignApi.action,
    apiRequest(`/api/v2/admin/company/${id}/assign`, token, { method: "POST", body }),
    { id },
  );

const list = (search: string, token = tokens.reader) =>
  callRoute(listApi.loader, apiRequest(`/api/v2/admin/projectManage${search}`, token));

async function assignedOf(id: string) {
  const [row] = await db()
    .select({ a: organisationDetails.assignedAdminId, at: organisationDetails.assignedAt })
    .from(organisationDetails)
    .where(eq(organisationDetails.organisationId, id));
  return row ?? null;
}

beforeAll(async () => {
  // Waits on the programme: eligibility answers submitted 10 days ago, undecided.
  org.eligibility = (await insertTestOrganisation("PM Eligibility Farm")).id;
  await db()
    .insert(journeyForms)
    .values({
      organisationId: org.eligibility,
      kind: "eligibility",
      status: "submitted",
      submittedAt: daysAgo(10),
    });
  // Waits on the farmer: the contract was sent 5 days ago.
  org.contractSent = (await insertTestOrganisation("PM Contract Farm")).id;
  await db()
    .insert(organisationDetails)
    .values({
      organisationId: org.contractSent,
      eligibility: true,
      viability: true,
      farmsComplete: true,
      contractSent: true,
      contractSentAt: daysAgo(5),
    });
  // A submission waiting for review for 20 days: the programme.
  org.submitted = (await insertTestOrganisation("PM Submitted Farm")).id;
  await db()
    .insert(organisationDetails)
    .values({ organisationId: org.submitted, eligibility: true });
  await db()
    .insert(submissions)
    .values({
      organisationId: org.submitted,
      season: 26,
      status: "SUBMITTED",
      submittedAt: daysAgo(20),
      waitingSince: daysAgo(20),
    });
  // Just signed up: the farmer, since today.
  org.fresh = (await insertTestOrganisation("PM Fresh Farm")).id;

  const admin = await insertTestUser({ email: "ada@pm.example", name: "Ada" });
  const other = await insertTestUser({ email: "bongani@pm.example", name: "Bongani" });
  const plain = await insertTestUser({ email: "plain@pm.example", name: "Plain" });
  adminId = admin.id;
  otherAdminId = other.id;
  notAdminId = plain.id;
  await db()
    .insert(adminGrants)
    .values([
      { userId: admin.id, scope: "read:admin" },
      { userId: admin.id, scope: "write:admin" },
      { userId: other.id, scope: "read:admin" },
    ]);
  const writer = await insertTestUser({ email: "writer@pm.example" });
  writerUserId = writer.id;
  cookies.writer = await signInCookie(writer.subject, writer.email, ["read:admin", "write:admin"]);
  cookies.reader = await signInCookie("pm|reader", "reader@pm.example", ["read:admin"]);
  cookies.nobody = await signInCookie("pm|nobody", "nobody@pm.example", []);
  tokens.writer = await mintAccessToken("pm|api-writer", {
    permissions: ["read:admin", "write:admin"],
    email: "api-writer@pm.example",
  });
  tokens.reader = await mintAccessToken("pm|api-reader", { permissions: ["read:admin"] });
  tokens.nobody = await mintAccessToken("pm|api-nobody");
});

describe("/admin/journey/projectManage", () => {
  it("lists the organisations oldest waiting first, with who they wait on and why", async () => {
    const rows = mine((await pageData()).rows);
    expect(rows.map((r) => r.name)).toEqual([
      "PM Submitted Farm",
      "PM Eligibility Farm",
      "PM Contract Farm",
      "PM Fresh Farm",
    ]);
    expect(rows[0]).toMatchObject({
      waitsOn: "programme",
      action: "Review the submission",
      waitingText: "Waiting 20 days",
    });
    expect(rows[1]).toMatchObject({
      step: "ELIGIBILITY",
      waitsOn: "programme",
      action: "Decide eligibility",
      sinceEvent: "eligibility answers submitted",
      waitingText: "Waiting 10 days",
    });
    expect(rows[2]).toMatchObject({
      step: "CONTRACT_SENT",
      waitsOn: "farmer",
      action: "Farmer: upload their signed contract",
      waitingText: "Waiting 5 days",
    });
    expect(rows[3]).toMatchObject({ step: "N_A", waitsOn: "farmer", assignedAdmin: null });
  });

  it("offers only people holding an admin grant to assign", async () => {
    const { admins } = await pageData();
    const ids = admins.map((a) => a.id);
    expect(ids).toContain(adminId);
    expect(ids).toContain(otherAdminId);
    expect(ids).not.toContain(notAdminId);
    expect(admins.find((a) => a.id === adminId)!.label).toBe("Ada");
  });

  it("filters by who it waits on and by step, with counts per step", async () => {
    const programme = mine((await pageData("?waitsOn=programme")).rows).map((r) => r.name);
    expect(programme).toEqual(["PM Submitted Farm", "PM Eligibility Farm"]);
    const farmer = mine((await pageData("?waitsOn=farmer")).rows).map((r) => r.name);
    expect(farmer).toEqual(["PM Contract Farm", "PM Fresh Farm"]);
    const step = await pageData("?step=CONTRACT_SENT");
    expect(mine(step.rows).map((r) => r.name)).toEqual(["PM Contract Farm"]);
    expect(step.stepCounts.find((s) => s.step === "ELIGIBILITY")?.count).toBeGreaterThanOrEqual(1);
  });

  it("refuses malformed filters with a 400 that says which", async () => {
    for (const q of ["?step=NOPE", "?admin=1%3Bdrop", "?waitsOn=everyone", "?step=%00"]) {
      const response = (await loadPage(q)) as Response;
      expect(response.status).toBe(400);
    }
  });

  it("assigns an admin (audited, with a toast), filters by admin, then unassigns", async () => {
    const response = await postPage(
      { intent: "assign", companyId: org.eligibility, adminId },
      "writer",
      "?waitsOn=programme",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/journey/projectManage?waitsOn=programme");
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      text: "Ada now looks after PM Eligibility Farm.",
    });
    const assigned = await assignedOf(org.eligibility);
    expect(assigned?.a).toBe(adminId);
    expect(assigned?.at).toBeInstanceOf(Date);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.assign"), eq(auditLog.entityId, org.eligibility)));
    expect(entry).toMatchObject({
      actorUserId: writerUserId,
      actorLabel: "writer@pm.example",
      entityType: "organisation",
    });
    expect(entry!.changes).toMatchObject({ assignedAdminId: { from: null, to: adminId } });

    const byAdmin = mine((await pageData(`?admin=${adminId}`)).rows);
    expect(byAdmin.map((r) => r.name)).toEqual(["PM Eligibility Farm"]);
    expect(byAdmin[0]!.assignedAdmin).toEqual({ id: adminId, label: "Ada" });
    const nobody = mine((await pageData("?admin=none")).rows).map((r) => r.name);
    expect(nobody).not.toContain("PM Eligibility Farm");
    expect(nobody).toContain("PM Fresh Farm");

    const unassigned = await postPage({ intent: "unassign", companyId: org.eligibility });
    expect(unassigned.status).toBe(302);
    expect(await assignedOf(org.eligibility)).toMatchObject({ a: null, at: null });
    const undone = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.unassign"), eq(auditLog.entityId, org.eligibility)));
    expect(undone).toHaveLength(1);
  });

  it("creates the details row of an organisation that has none when assigning", async () => {
    expect(await assignedOf(org.fresh)).toBeNull();
    expect(
      (await postPage({ intent: "assign", companyId: org.fresh, adminId: otherAdminId })).status,
    ).toBe(302);
    expect((await assignedOf(org.fresh))?.a).toBe(otherAdminId);
  });

  it("refuses someone without an admin grant beside the row, and hostile posts", async () => {
    const refused = await postPage({
      intent: "assign",
      companyId: org.contractSent,
      adminId: notAdminId,
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as {
      formId: string;
      fieldErrors: Record<string, string>;
    };
    // The one action result, under the row's key.
    expect(body).toMatchObject({
      formId: `assign:${org.contractSent}`,
      fieldErrors: {
        adminId: "Choose someone who holds an admin grant: this person cannot be assigned.",
      },
    });
    expect(
      (await postPage({ intent: "assign", companyId: org.contractSent, adminId: "x" })).status,
    ).toBe(422);
    expect((await postPage({ intent: "assign", companyId: NOT_A_UUID, adminId })).status).toBe(404);
    expect((await postPage({ intent: "assign", companyId: UNKNOWN_ID, adminId })).status).toBe(404);
    expect((await postPage({ intent: "explode", companyId: org.contractSent })).status).toBe(400);
    expect(
      (await postPage({ intent: "assign", companyId: org.contractSent, adminId: "\u0000" })).status,
    ).toBeLessThan(500);
    expect((await assignedOf(org.contractSent))?.a ?? null).toBeNull();
  });

  it("renders each row with its wait, an assign form per row and a refusal beside its row", async () => {
    const data = await pageData("?waitsOn=programme");
    const writable = { ...data, canWrite: true };
    const html = render(writable, {
      formId: `assign:${org.submitted}`,
      fieldErrors: {
        adminId: "Choose someone who holds an admin grant: this person cannot be assigned.",
      },
      repopulateFields: { adminId: notAdminId },
    });
    expect(html).toContain("Organisations, the one waiting longest first");
    expect(html).toContain("Waiting 20 days");
    expect(html).toContain("Decide eligibility");
    expect(html).toContain(`name="companyId" value="${org.eligibility}"`);
    expect(html).toContain(`id="assign-${org.submitted}-error"`);
    expect(html).toContain("this person cannot be assigned.");
    expect(html).toContain("Admin for PM Submitted Farm");
    const readOnly = render(data);
    expect(readOnly).not.toContain('value="assign"');
  });

  it("lets read:admin view but not assign; others are refused", async () => {
    expect(
      (await postPage({ intent: "assign", companyId: org.contractSent, adminId }, "reader")).status,
    ).toBe(403);
    expect(((await loadPage("", "nobody")) as Response).status).toBe(403);
    expect((await pageData()).canWrite).toBe(false);
  });
});

describe("/api/v2/admin/projectManage and /api/v2/admin/company/{id}/assign", () => {
  it("GET lists the same rows as JSON, filtered, with paging metadata", async () => {
    const response = await list("?waitsOn=programme");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { companyId: string; waitsOn: string; daysWaiting: number; waitingSince: string }[];
      metadata: { total: number; page: number; limit: number };
    };
    const rows = mine(body.data);
    expect(rows.map((r) => r.companyId)).toEqual([org.submitted, org.eligibility]);
    expect(rows[0]).toMatchObject({ waitsOn: "programme", daysWaiting: 20 });
    expect(body.metadata).toMatchObject({ page: 0, limit: 20 });
    const limited = (await (await list("?limit=10")).json()) as { metadata: { limit: number } };
    expect(limited.metadata.limit).toBe(10);
    expect((await list("?step=bogus")).status).toBe(400);
    expect((await list("", tokens.nobody)).status).toBe(403);
  });

  it("pages through thousands without one query per organisation", async () => {
    await db()
      .insert(organisations)
      .values(
        Array.from({ length: 1200 }, (_, i) => ({ name: `PM Bulk ${String(i).padStart(4, "0")}` })),
      );
    const started = Date.now();
    const response = await list("?size=50&page=3");
    const elapsed = Date.now() - started;
    const body = (await response.json()) as {
      data: unknown[];
      metadata: { total: number; page: number };
    };
    expect(body.data).toHaveLength(50);
    expect(body.metadata.page).toBe(3);
    expect(body.metadata.total).toBeGreaterThanOrEqual(1204);
    expect(elapsed).toBeLessThan(15_000);
  });

  it("POST assigns and unassigns (audited with the caller), 422 for a non-admin", async () => {
    const ok = await assign(org.contractSent, tokens.writer, { adminId });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: unknown }).data).toMatchObject({
      companyId: org.contractSent,
      assignedAdmin: { id: adminId, label: "Ada" },
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.assign"), eq(auditLog.entityId, org.contractSent)));
    expect(entry).toMatchObject({ actorLabel: "api-writer@pm.example" });
    expect((await assign(org.contractSent, tokens.writer, { adminId: null })).status).toBe(200);
    expect((await assignedOf(org.contractSent))?.a).toBeNull();
    const refused = await assign(org.contractSent, tokens.writer, { adminId: notAdminId });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      "adminId",
    );
  });

  it("POST refuses hostile ids and bodies with a 4xx, and callers without write:admin", async () => {
    expect((await assign(NOT_A_UUID, tokens.writer, { adminId })).status).toBe(404);
    expect((await assign(UNKNOWN_ID, tokens.writer, { adminId })).status).toBe(404);
    expect((await assign(org.contractSent, tokens.writer, { adminId: "nope" })).status).toBe(422);
    expect((await assign(org.contractSent, tokens.writer, {})).status).toBe(422);
    expect((await assign(org.contractSent, tokens.writer, { adminId, more: 1 })).status).toBe(422);
    expect((await assign(org.contractSent, tokens.writer, [adminId])).status).toBe(400);
    expect((await assign(org.contractSent, tokens.reader, { adminId })).status).toBe(403);
  });
});
