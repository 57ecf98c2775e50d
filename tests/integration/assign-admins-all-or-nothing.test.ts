// POST /api/v2/admin/users is all or nothing (issue 28): when one of the organisations is gone
// by the time it is assigned (removed after the ids were checked), the call is a 404 and none of
// the organisations before it keeps the assignment or an audit entry. The check of the ids is
// made to pass for the removed organisation, which is what a removal between the check and the
// assignment looks like to the service.
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, auditLog, organisationDetails } from "~/db/schema";
import type * as DashboardModel from "~/models/admin-dashboard.server";
import * as usersApi from "~/routes/api.v2.admin.users";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation, insertTestUser, UNKNOWN_ID } from "../support/model-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

// Every id "exists" when checked: the organisation UNKNOWN_ID stands for one removed just after.
vi.mock("~/models/admin-dashboard.server", async (importOriginal) => ({
  ...(await importOriginal<typeof DashboardModel>()),
  findExistingOrganisationIds: async (ids: readonly string[]) => new Set(ids),
}));

let token: string;
let adminId: string;
const org = {} as Record<"first" | "second", string>;

beforeAll(async () => {
  org.first = (await insertTestOrganisation("Eerste Plaas")).id;
  org.second = (await insertTestOrganisation("Tweede Plaas")).id;
  const admin = await insertTestUser({ email: "ada@assign.example", name: "Ada" });
  adminId = admin.id;
  await db().insert(adminGrants).values({ userId: admin.id, scope: "read:admin" });
  token = await mintAccessToken("assign|writer", {
    permissions: ["read:admin", "write:admin"],
    email: "writer@assign.example",
  });
});

async function stateOf(ids: string[]) {
  const rows = await db()
    .select({ id: organisationDetails.organisationId, a: organisationDetails.assignedAdminId })
    .from(organisationDetails)
    .where(inArray(organisationDetails.organisationId, ids));
  const audits = await db()
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "organisation"), inArray(auditLog.entityId, ids)));
  return { assigned: rows.map((r) => r.a ?? null), audits: audits.length };
}

describe("POST /api/v2/admin/users with an organisation removed during the call", () => {
  it("answers 404 and assigns none of them", async () => {
    const ids = [org.first, org.second];
    const before = await stateOf(ids);
    const answer = await callRoute(
      usersApi.action,
      apiRequest("/api/v2/admin/users", token, {
        method: "POST",
        body: { companyIds: [...ids, UNKNOWN_ID], adminId },
      }),
    );
    expect(answer.status).toBe(404);
    expect(await stateOf(ids)).toEqual(before);
    expect((await answer.json()).message).toMatch(/removed during the call.*nothing was assigned/);
  });

  it("assigns them all when every one is there", async () => {
    const ids = [org.first, org.second];
    const answer = await callRoute(
      usersApi.action,
      apiRequest("/api/v2/admin/users", token, {
        method: "POST",
        body: { companyIds: ids, adminId },
      }),
    );
    expect(answer.status).toBe(200);
    expect((await stateOf(ids)).assigned).toEqual([adminId, adminId]);
  });
});
