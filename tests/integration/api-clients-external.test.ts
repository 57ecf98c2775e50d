// An external provider's machine-to-machine token (decision 0112): Auth0's client credentials
// tokens carry `gty: "client-credentials"`, the client in `azp` (and `sub` "<id>@clients") and
// the API's permissions. Veld takes the client as the caller: its admin scopes from `permissions`
// and `scope`, no Veld profile (403 where a person is needed), audited by the client's id.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, organisations } from "~/db/schema";
import { loader as companiesLoader } from "~/routes/api.v2.admin.companies";
import * as notesApi from "~/routes/api.v2.admin.company.$id.notes";
import { loader as companyLoader } from "~/routes/api.v2.company.$companyId";
import { API_CLIENT_REFUSED } from "~/services/api/callers.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { callRoute } from "../support/route-call";

trustTestTokens();

const API = "http://localhost:3000/api/v2";
let organisationId: string;

/** An Auth0-style M2M token with `permissions` (RBAC) and the same in `scope`. */
function m2mToken(permissions: string[], claims: Record<string, unknown> = {}) {
  return mintAccessToken("Xk2mM2Mclient@clients", {
    permissions,
    claims: {
      gty: "client-credentials",
      azp: "Xk2mM2Mclient",
      scope: permissions.join(" "),
      ...claims,
    },
  });
}

beforeAll(async () => {
  const [organisation] = await db()
    .insert(organisations)
    .values({ name: "Kliprivier" })
    .returning();
  organisationId = organisation!.id;
});

describe("an external provider's client credentials token", () => {
  it("calls admin routes with the scopes it carries, audited as the client", async () => {
    const reader = await m2mToken(["read:admin"]);
    expect(
      (await callRoute(companiesLoader, apiRequest(`${API}/admin/companies`, reader))).status,
    ).toBe(200);
    const notes = (token: string) =>
      callRoute(
        notesApi.action,
        apiRequest(`${API}/admin/company/${organisationId}/notes`, token, {
          method: "PUT",
          body: { notes: "Asked for the contract again." },
        }),
        { id: organisationId },
      );
    expect((await notes(reader)).status).toBe(403);
    // `scope` alone (RBAC permissions off) gives the scopes too.
    const writer = await m2mToken([], { scope: "read:admin write:admin" });
    expect((await notes(writer)).status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.notes.save"), eq(auditLog.entityId, organisationId)));
    expect(entry).toMatchObject({ actorUserId: null, actorLabel: "API client Xk2mM2Mclient" });
  });

  it("is refused with 403 where a person or a membership is needed", async () => {
    const token = await m2mToken(["read:admin", "write:admin"]);
    const answer = await callRoute(
      companyLoader,
      apiRequest(`${API}/company/${organisationId}`, token),
      { companyId: organisationId },
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(await answer.text())).toEqual({ ok: false, message: API_CLIENT_REFUSED });
  });
});
