// Machine-to-machine API clients (issue 19; decision 0112), on the real embedded provider and
// Veld's real OIDC client (no mock): an admin registers a client on /admin/userAccess/apiClients
// (validation beside the fields, scopes only they hold, the secret once and only its hash
// stored); the provider's token endpoint issues it a short-lived token by the client credentials
// grant (Basic and post; a wrong secret, an unknown scope and a revoked client refused); the API
// takes the token as the client (its scopes, 403 where a person is needed, audited as the client);
// rotating and revoking end the old tokens; /api/v2/admin/apiClients does the same.
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, apiClients, auditLog, memberships, organisations, users } from "~/db/schema";
import { createAccount } from "~/idp/accounts.server";
import * as page from "~/routes/admin.userAccess_.apiClients/route";
import * as clientsApi from "~/routes/api.v2.admin.apiClients";
import * as clientApi from "~/routes/api.v2.admin.apiClients.$id";
import * as rotateApi from "~/routes/api.v2.admin.apiClients.$id.rotate";
import { loader as companiesLoader } from "~/routes/api.v2.admin.companies";
import * as notesApi from "~/routes/api.v2.admin.company.$id.notes";
import { loader as companyLoader } from "~/routes/api.v2.company.$companyId";
import { loader as userInfoLoader } from "~/routes/api.v2.user.info";
import { API_CLIENT_REFUSED } from "~/services/api/callers.server";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest } from "../support/api-tokens";
import {
  basicAuth,
  Browser,
  startIdentityProvider,
  TestClient,
  type RunningProvider,
} from "../support/idp";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const PASSWORD = "a-long-password";
const PAGE = "http://localhost:3000/admin/userAccess/apiClients";
const API = "http://localhost:3000/api/v2/admin";
const REVOKED = { ok: false, message: "The access token has been revoked. Ask for a new one." };

let idp: RunningProvider;
let veld: TestClient;
let admin: { userId: string; cookie: string; token: string; email: string };
let viewerCookie: string;
let organisationId: string;

/** A signed-up person of the embedded provider with Veld's admin grants `scopes`. */
async function person(email: string, scopes: string[]) {
  const account = await createAccount({ email, password: PASSWORD, emailVerified: true });
  const [user] = await db()
    .insert(users)
    .values({ subject: account!.id, email, name: email.split("@")[0] })
    .returning();
  if (scopes.length) {
    await db()
      .insert(adminGrants)
      .values(scopes.map((scope) => ({ userId: user!.id, scope: scope as "read:admin" })));
  }
  return { userId: user!.id, subject: account!.id, email };
}

beforeAll(async () => {
  idp = await startIdentityProvider();
  veld = await TestClient.create(idp);
  // The admin holds write:roles and the admin scopes, but not write:consts.
  const a = await person("admin@clients.example", ["read:admin", "write:admin", "write:roles"]);
  const signIn = await veld.signInForTokens(new Browser(idp.origin), a.email, PASSWORD);
  expect(signIn.status).toBe(200);
  admin = {
    userId: a.userId,
    email: a.email,
    cookie: await signInCookie(a.subject, a.email),
    token: String(signIn.json.access_token),
  };
  const viewer = await person("viewer@clients.example", ["read:admin"]);
  viewerCookie = await signInCookie(viewer.subject, viewer.email);
  const farmer = await person("farmer@clients.example", []);
  const [organisation] = await db().insert(organisations).values({ name: "Uitkyk" }).returning();
  organisationId = organisation!.id;
  await db().insert(memberships).values({ userId: farmer.userId, organisationId, role: "OWNER" });
});
afterAll(() => idp?.close());

function post(cookie: string, values: Record<string, string | string[]>, url = PAGE) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  return new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** The page's loader data (a plain object). */
async function loadPage(cookie: string, url = PAGE): Promise<unknown> {
  return callRoute(page.loader, new Request(url, { headers: { Cookie: cookie } }));
}

async function json(response: Response) {
  return JSON.parse(await response.text());
}

async function register(name: string, scopes: string[]) {
  const response = await callRoute(
    page.action,
    post(admin.cookie, { intent: "create", name, scopes, reason: "Nightly export to the CRM" }),
  );
  expect(response.status).toBe(201);
  const body = await json(response);
  return {
    id: String(body.issued.client.id),
    clientId: String(body.issued.client.clientId),
    secret: String(body.issued.clientSecret),
  };
}

/** POST /oidc/token with the client credentials grant. */
async function token(
  clientId: string,
  secret: string,
  options: { scope?: string; auth?: "basic" | "post" } = {},
) {
  const form = new URLSearchParams({ grant_type: "client_credentials" });
  if (options.scope !== undefined) form.set("scope", options.scope);
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
  };
  if ((options.auth ?? "basic") === "basic") headers.authorization = basicAuth(clientId, secret);
  else {
    form.set("client_id", clientId);
    form.set("client_secret", secret);
  }
  const res = await fetch(`${idp.origin}/oidc/token`, { method: "POST", headers, body: form });
  return { status: res.status, json: (await res.json()) as Record<string, string | number> };
}

async function accessToken(clientId: string, secret: string, scope?: string) {
  const answer = await token(clientId, secret, { scope });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return String(answer.json.access_token);
}

const listCompanies = (bearer: string) =>
  callRoute(companiesLoader, apiRequest(`${API}/companies`, bearer));

describe("/admin/userAccess/apiClients: the page", () => {
  it("shows the clients to read:admin without the forms", async () => {
    const data = (await loadPage(viewerCookie)) as {
      canChange: boolean;
      endpoint: { tokenUrl: string };
    };
    expect(data.canChange).toBe(false);
    expect(data.endpoint.tokenUrl).toBe(`${idp.origin}/oidc/token`);
    // Changing needs write:roles.
    const refused = await callRoute(
      page.action,
      post(viewerCookie, { intent: "create", name: "X", reason: "x" }),
    );
    expect(refused.status).toBe(403);
  });

  it("answers refused fields beside them, keeping what was typed", async () => {
    const response = await callRoute(
      page.action,
      post(admin.cookie, { intent: "create", name: "AB", reason: "no" }),
    );
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.form).toBe("create");
    expect(Object.keys(body.errors).sort()).toEqual(["name", "reason", "scopes"]);
    expect(body.errors.scopes).toBe("Choose at least one scope.");
    expect(body.values.reason).toBe("no");
    // Text that cannot be stored (a NUL) is refused with a sentence before anything is read.
    const nul = await callRoute(
      page.action,
      post(admin.cookie, { intent: "create", name: "A\u0000B", scopes: ["read:admin"] }),
    );
    expect(nul.status).toBe(422);
    expect(await nul.text()).toMatch(/^It contains/);

    // A scope the admin does not hold (write:consts) is refused beside the scopes.
    const beyond = await callRoute(
      page.action,
      post(admin.cookie, {
        intent: "create",
        name: "Constants sync",
        scopes: ["read:admin", "write:consts"],
        reason: "Keeps the constants in step",
      }),
    );
    expect(beyond.status).toBe(422);
    expect((await json(beyond)).errors.scopes).toMatch(/write:consts/);
    expect(await db().select().from(apiClients)).toHaveLength(0);

    // A form the page does not know is a 400; a dialog post with no client a 400.
    expect((await callRoute(page.action, post(admin.cookie, { intent: "nope" }))).status).toBe(400);
    const noId = await callRoute(
      page.action,
      post(admin.cookie, { intent: "revoke", clientId: "not-a-uuid", reason: "Leaked" }),
    );
    expect(noId.status).toBe(400);
  });

  it("registers a client, shows its secret once, stores only a hash, and audits it", async () => {
    const { id, clientId, secret } = await register("CRM export", ["read:admin"]);
    expect(clientId).toMatch(/^veld-api-[0-9a-f]{24}$/);
    expect(secret).toMatch(/^veld_cs_[\w-]{43}$/);
    const [row] = await db().select().from(apiClients).where(eq(apiClients.id, id));
    expect(row!.secretHash).not.toContain(secret);
    expect(row!.secretHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(row!.scopes).toEqual(["read:admin"]);
    expect(row!.createdBy).toBe(admin.userId);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "apiClient.create"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ actorUserId: admin.userId, actorLabel: admin.email });
    expect(entry!.changes).toEqual({
      name: "CRM export",
      clientId,
      scopes: ["read:admin"],
      reason: "Nightly export to the CRM",
    });
    expect(JSON.stringify(entry!.changes)).not.toContain(secret);

    // The page lists it afterwards, without any secret.
    const listed = (await loadPage(admin.cookie)) as { clients: unknown[] };
    expect(listed.clients[0]).toMatchObject({ name: "CRM export", scopes: ["read:admin"] });
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(JSON.stringify(listed)).not.toContain(row!.secretHash);

    // Another standing client may not take the same name.
    const twice = await callRoute(
      page.action,
      post(admin.cookie, {
        intent: "create",
        name: "crm EXPORT",
        scopes: ["read:admin"],
        reason: "A second one",
      }),
    );
    expect(twice.status).toBe(409);
    expect((await json(twice)).errors.name).toBe("Another API client already has this name.");
  });
});

describe("the token endpoint (client credentials)", () => {
  let client: { id: string; clientId: string; secret: string };
  beforeAll(async () => {
    client = await register("Reporting", ["read:admin", "write:admin"]);
  });

  it("issues a short-lived token for the API with the client's scopes (Basic and post)", async () => {
    for (const auth of ["basic", "post"] as const) {
      const answer = await token(client.clientId, client.secret, { auth });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.token_type).toBe("Bearer");
      expect(answer.json.scope).toBe("read:admin write:admin");
      expect(Number(answer.json.expires_in)).toBeLessThanOrEqual(600);
      expect(answer.json.refresh_token).toBeUndefined();
      const claims = decodeJwt(String(answer.json.access_token));
      expect(claims).toMatchObject({
        sub: client.clientId,
        client_id: client.clientId,
        aud: idp.env.audience,
        gty: "client-credentials",
        permissions: ["read:admin", "write:admin"],
        secret_version: 1,
      });
    }
    const [row] = await db().select().from(apiClients).where(eq(apiClients.id, client.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("narrows to a requested scope and refuses a scope the client lacks", async () => {
    const narrowed = await token(client.clientId, client.secret, { scope: "read:admin" });
    expect(narrowed.status).toBe(200);
    expect(narrowed.json.scope).toBe("read:admin");
    expect(decodeJwt(String(narrowed.json.access_token)).permissions).toEqual(["read:admin"]);

    for (const scope of ["write:roles", "read:admin write:consts", "openid"]) {
      const refused = await token(client.clientId, client.secret, { scope });
      expect(refused.status, scope).toBe(400);
      expect(refused.json.error).toBe("invalid_scope");
    }
  });

  it("refuses a wrong secret, an unknown client, and Veld's own client", async () => {
    const wrong = await token(client.clientId, `${client.secret}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe("invalid_client");
    const unknown = await token("veld-api-000000000000000000000000", client.secret);
    expect(unknown.json.error).toBe("invalid_client");
    // veld-web is not registered for the grant.
    const own = await token(veld.clientId, veld.clientSecret);
    expect(own.status).toBe(400);
    expect(own.json).toMatchObject({
      error: "invalid_request",
      error_description: "requested grant type is not allowed for this client",
    });
  });
});

describe("/api/v2 with a client's token", () => {
  let client: { id: string; clientId: string; secret: string };
  let readOnly: string;
  let readWrite: string;
  beforeAll(async () => {
    client = await register("Board reporting", ["read:admin", "write:admin"]);
    readOnly = await accessToken(client.clientId, client.secret, "read:admin");
    readWrite = await accessToken(client.clientId, client.secret);
  });

  it("calls an admin route it has the scope for, and is refused one it has not", async () => {
    expect((await listCompanies(readOnly)).status).toBe(200);
    const notes = (bearer: string) =>
      callRoute(
        notesApi.action,
        apiRequest(`${API}/company/${organisationId}/notes`, bearer, {
          method: "PUT",
          body: { notes: "Called about the contract." },
        }),
        { id: organisationId },
      );
    const refused = await notes(readOnly);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      ok: false,
      message: "You do not have permission to do this.",
    });
    // With write:admin the change is made, and audited as the client.
    expect((await notes(readWrite)).status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.notes.save"), eq(auditLog.entityId, organisationId)));
    expect(entry!.actorUserId).toBeNull();
    expect(entry!.actorLabel).toBe(`API client Board reporting (${client.clientId})`);
  });

  it("answers 403 where a person or a membership is needed", async () => {
    const member = await callRoute(
      companyLoader,
      apiRequest(`http://localhost:3000/api/v2/company/${organisationId}`, readWrite),
      { companyId: organisationId },
    );
    expect(member.status).toBe(403);
    expect(await json(member)).toEqual({ ok: false, message: API_CLIENT_REFUSED });
    const me = await callRoute(
      userInfoLoader,
      apiRequest("http://localhost:3000/api/v2/user/info", readWrite),
    );
    expect(me.status).toBe(403);
    expect((await json(me)).message).toBe(API_CLIENT_REFUSED);
    // Registering clients is a person's: a client is refused even with the route's scope.
    const register = await callRoute(
      clientsApi.action,
      apiRequest(`${API}/apiClients`, readWrite, {
        method: "POST",
        body: { name: "Nested", scopes: ["read:admin"], reason: "Should not work" },
      }),
    );
    expect(register.status).toBe(403);
  });

  it("ends the old token and secret when the secret is rotated on the page", async () => {
    const before = await accessToken(client.clientId, client.secret);
    expect((await listCompanies(before)).status).toBe(200);
    // A rotation without a reason is refused beside the reason.
    const noReason = await callRoute(
      page.action,
      post(admin.cookie, { intent: "rotate", clientId: client.id, reason: "" }),
    );
    expect(noReason.status).toBe(422);
    expect(Object.keys((await json(noReason)).errors)).toEqual(["reason"]);

    const rotated = await callRoute(
      page.action,
      post(admin.cookie, { intent: "rotate", clientId: client.id, reason: "Secret was pasted" }),
    );
    expect(rotated.status).toBe(200);
    const newSecret = String((await json(rotated)).issued.clientSecret);
    expect(newSecret).not.toBe(client.secret);

    const refused = await listCompanies(before);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("WWW-Authenticate")).toBe('Bearer error="invalid_token"');
    expect(await json(refused)).toEqual(REVOKED);
    expect((await token(client.clientId, client.secret)).json.error).toBe("invalid_client");
    const after = await accessToken(client.clientId, newSecret);
    expect(decodeJwt(after).secret_version).toBe(2);
    expect((await listCompanies(after)).status).toBe(200);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "apiClient.rotate"), eq(auditLog.entityId, client.id)));
    expect(entry).toMatchObject({ actorUserId: admin.userId });
    expect(entry!.changes).toMatchObject({ reason: "Secret was pasted", secretVersion: 2 });
    client.secret = newSecret;
  });

  it("ends the client's tokens when it is revoked on the page", async () => {
    const held = await accessToken(client.clientId, client.secret);
    const response = await callRoute(
      page.action,
      post(admin.cookie, { intent: "revoke", clientId: client.id, reason: "Integration retired" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/userAccess/apiClients");
    const toast = await (await toastCookie()).parse(response.headers.get("Set-Cookie"));
    expect(toast.text).toBe(
      "API client Board reporting revoked: its secret and tokens no longer work.",
    );
    expect(await json(await listCompanies(held))).toEqual(REVOKED);
    expect((await token(client.clientId, client.secret)).json.error).toBe("invalid_client");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "apiClient.revoke"), eq(auditLog.entityId, client.id)));
    expect(entry).toMatchObject({ actorUserId: admin.userId, actorLabel: admin.email });
    expect(entry!.changes).toMatchObject({ reason: "Integration retired" });

    // A revoked client cannot be rotated or revoked again.
    const again = await callRoute(
      page.action,
      post(admin.cookie, { intent: "rotate", clientId: client.id, reason: "Try again" }),
    );
    expect(again.status).toBe(409);
  });
});

describe("/api/v2/admin/apiClients", () => {
  it("registers, lists, rotates and revokes through the API, audited as the admin", async () => {
    const created = await callRoute(
      clientsApi.action,
      apiRequest(`${API}/apiClients`, admin.token, {
        method: "POST",
        body: { name: "Warehouse", scopes: ["read:admin"], reason: "Loads the warehouse" },
      }),
    );
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body.ok).toBe(true);
    const { id, clientId, clientSecret } = body.data;
    expect(typeof clientSecret).toBe("string");

    const list = await json(
      await callRoute(clientsApi.loader, apiRequest(`${API}/apiClients`, admin.token)),
    );
    expect(list.data.map((c: { name: string }) => c.name)).toContain("Warehouse");
    expect(JSON.stringify(list)).not.toContain(clientSecret);

    // A client with read:admin reads the list too.
    const clientToken = await accessToken(clientId, clientSecret);
    const byClient = await callRoute(
      clientApi.loader,
      apiRequest(`${API}/apiClients/${id}`, clientToken),
      { id },
    );
    expect(byClient.status).toBe(200);
    expect((await json(byClient)).data).toMatchObject({ name: "Warehouse", status: "active" });

    const rotated = await callRoute(
      rotateApi.action,
      apiRequest(`${API}/apiClients/${id}/rotate`, admin.token, {
        method: "POST",
        body: { reason: "Quarterly rotation" },
      }),
      { id },
    );
    expect(rotated.status).toBe(200);
    expect((await json(rotated)).data.clientSecret).not.toBe(clientSecret);
    expect((await listCompanies(clientToken)).status).toBe(401);

    const revoked = await callRoute(
      clientApi.action,
      apiRequest(`${API}/apiClients/${id}`, admin.token, {
        method: "DELETE",
        body: { reason: "No longer needed" },
      }),
      { id },
    );
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).data.status).toBe("revoked");
    const actions = await db()
      .select({ action: auditLog.action, label: auditLog.actorLabel })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "apiClient.create",
      "apiClient.revoke",
      "apiClient.rotate",
    ]);
    expect(new Set(actions.map((a) => a.label))).toEqual(new Set([admin.email]));
  });

  it("refuses bad input with a 4xx and a sentence", async () => {
    const create = (body: unknown, headers: Record<string, string> = {}) =>
      callRoute(
        clientsApi.action,
        new Request(`${API}/apiClients`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${admin.token}`,
            "Content-Type": "application/json",
            ...headers,
          },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      );
    const missing = await create({});
    expect(missing.status).toBe(422);
    expect(Object.keys((await json(missing)).errors).sort()).toEqual(["name", "reason", "scopes"]);
    const unknownField = await create({
      name: "Extra",
      scopes: ["read:admin"],
      reason: "With an extra field",
      secret: "mine",
    });
    expect(unknownField.status).toBe(422);
    expect((await json(unknownField)).errors.secret).toBe("This field is not known.");
    expect((await create({ name: "N\u0000", scopes: [], reason: "x" })).status).toBe(400);
    expect((await create("[1]")).status).toBe(400);
    expect(
      (
        await create("name=x", {
          "Content-Type": "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(400);
    const notUuid = await callRoute(
      clientApi.loader,
      apiRequest(`${API}/apiClients/not-a-uuid`, admin.token),
      { id: "not-a-uuid" },
    );
    expect(notUuid.status).toBe(404);
    const unknown = await callRoute(
      rotateApi.action,
      apiRequest(`${API}/apiClients/00000000-0000-4000-8000-000000000000/rotate`, admin.token, {
        method: "POST",
        body: { reason: "Quarterly rotation" },
      }),
      { id: "00000000-0000-4000-8000-000000000000" },
    );
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe("This API client is not known.");
  });
});
