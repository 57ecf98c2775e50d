// Admin access (issue 18; decision 0096): /admin/userAccess and /api/v2/admin/access, /admin/roles.
// Every permission rule: a read:admin viewer reads but changes nothing; write:roles changes access;
// nobody removes their own last write:roles, nor the programme's last; an unknown or unconfirmed
// e-mail is refused with a sentence; each change is audited with who, when, what and why, and
// takes effect on the person's next request, on the pages and in the API.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, auditLog, idpAccounts, users } from "~/db/schema";
import * as page from "~/routes/admin.userAccess/route";
import * as accessApi from "~/routes/api.v2.admin.access";
import * as rolesApi from "~/routes/api.v2.admin.roles";
import * as roleApi from "~/routes/api.v2.admin.roles.$userId";
import * as adminHome from "~/routes/admin._index";
import { LAST_ROLES_HOLDER_MESSAGE, SELF_LOCKOUT_MESSAGE } from "~/services/access/rules";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const PAGE = "http://localhost:3000/admin/userAccess";
const API = "http://localhost:3000/api/v2/admin";

interface Person {
  id: string;
  subject: string;
  email: string;
  cookie: string;
  token: string;
}

const people = {} as Record<"admin" | "viewer" | "target" | "unconfirmed" | "second", Person>;

/** A signed-up person whose address the embedded provider has confirmed (or not). */
async function person(
  key: string,
  grants: string[],
  options: { confirmed?: boolean } = {},
): Promise<Person> {
  const email = `${key}@access.example`;
  const [account] = await db()
    .insert(idpAccounts)
    .values({ email, passwordHash: "x", emailVerified: options.confirmed ?? true })
    .returning();
  const subject = account!.id;
  const [user] = await db().insert(users).values({ subject, email, name: key }).returning();
  if (grants.length) {
    await db()
      .insert(adminGrants)
      .values(grants.map((scope) => ({ userId: user!.id, scope: scope as "read:admin" })));
  }
  return {
    id: user!.id,
    subject,
    email,
    cookie: await signInCookie(subject, email),
    token: await mintAccessToken(subject, { email }),
  };
}

function get(url: string, cookie?: string) {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

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

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

async function bodyOf(response: Response) {
  return JSON.parse(await response.text());
}

const loadPage = (cookie: string, url = PAGE) => callRoute(page.loader, get(url, cookie));
const grantsOf = async (userId: string) =>
  (await db().select().from(adminGrants).where(eq(adminGrants.userId, userId)))
    .map((g) => g.scope)
    .sort();

beforeAll(async () => {
  people.admin = await person("admin", ["read:admin", "write:roles"]);
  people.viewer = await person("viewer", ["read:admin"]);
  people.target = await person("target", []);
  people.unconfirmed = await person("unconfirmed", [], { confirmed: false });
  people.second = await person("second", []);
});

describe("/admin/userAccess: reading", () => {
  it("sends an anonymous visitor to sign in and refuses a person without read:admin", async () => {
    const anonymous = await callRoute(page.loader, get(PAGE));
    expect(anonymous.status).toBe(302);
    const refused = await loadPage(people.target.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(NO_PERMISSION_MESSAGE);
  });

  it("shows a read:admin viewer the people and where each scope comes from, without changing", async () => {
    const data = (await loadPage(people.viewer.cookie)) as unknown as Awaited<
      ReturnType<typeof page.loader>
    >;
    expect(data.canChange).toBe(false);
    const admin = data.people.find((p) => p.email === people.admin.email)!;
    expect(admin.role).toBe("ADMIN_USER");
    expect(admin.scopes.map((s) => [s.scope, s.source])).toEqual([
      ["read:admin", "veld"],
      ["write:roles", "veld"],
    ]);
    expect(data.provider).toBe("embedded");
  });

  it("refuses every change by a read:admin viewer: page 403, API 403, nothing written", async () => {
    const form = await callRoute(
      page.action,
      post(people.viewer.cookie, {
        intent: "grant",
        email: people.target.email,
        scopes: ["read:admin"],
        reason: "Joins the team",
      }),
    );
    expect(form.status).toBe(403);
    const api = await callRoute(
      accessApi.action,
      apiRequest(`${API}/access`, people.viewer.token, {
        method: "POST",
        body: {
          email: people.target.email,
          action: "grant",
          scopes: ["read:admin"],
          reason: "x1234",
        },
      }),
    );
    expect(api.status).toBe(403);
    const put = await callRoute(
      roleApi.action,
      apiRequest(`${API}/roles/${people.target.id}`, people.viewer.token, {
        method: "PUT",
        body: { scopes: ["read:admin"], reason: "Joins the team" },
      }),
      { userId: people.target.id },
    );
    expect(put.status).toBe(403);
    expect(await grantsOf(people.target.id)).toEqual([]);
    // read:admin reads the roles list.
    const list = await callRoute(rolesApi.loader, apiRequest(`${API}/roles`, people.viewer.token));
    expect(list.status).toBe(200);
  });
});

describe("granting and revoking by e-mail on the page", () => {
  it("grants read:admin; the person's next request has it; the change is audited", async () => {
    // Signed in before the grant: the session's next request must see it.
    expect(
      (await callRoute(adminHome.loader, get("http://localhost:3000/admin", people.target.cookie)))
        .status,
    ).toBe(403);
    const response = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "grant",
        email: people.target.email.toUpperCase(),
        scopes: ["read:admin"],
        reason: "Joins the review team",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/userAccess");
    expect((await toastOf(response))?.text).toBe(`${people.target.email} now has read:admin.`);
    expect(await grantsOf(people.target.id)).toEqual(["read:admin"]);
    const [grant] = await db()
      .select()
      .from(adminGrants)
      .where(eq(adminGrants.userId, people.target.id));
    expect(grant!.grantedBy).toBe(people.admin.id);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "access.grant"), eq(auditLog.entityId, people.target.id)));
    expect(entry!.actorUserId).toBe(people.admin.id);
    expect(entry!.actorLabel).toBe(people.admin.email);
    expect(entry!.changes).toMatchObject({
      email: people.target.email,
      added: ["read:admin"],
      removed: [],
      reason: "Joins the review team",
    });

    // The next request: the page, and the API with a token minted before the grant.
    expect((await loadPage(people.target.cookie)) instanceof Response).toBe(false);
    const api = await callRoute(rolesApi.loader, apiRequest(`${API}/roles`, people.target.token));
    expect(api.status).toBe(200);

    const data = (await loadPage(people.viewer.cookie)) as unknown as Awaited<
      ReturnType<typeof page.loader>
    >;
    const target = data.people.find((p) => p.email === people.target.email)!;
    expect(target.scopes[0]).toMatchObject({
      scope: "read:admin",
      source: "veld",
      grantedBy: people.admin.email,
    });
    expect(data.changes[0]).toMatchObject({
      by: people.admin.email,
      email: people.target.email,
      added: ["read:admin"],
      reason: "Joins the review team",
    });
  });

  it("revokes one scope with a reason (URL dialog); the next request is refused", async () => {
    const tokenCopyCookie = await signInCookie(people.target.subject, people.target.email, [
      "read:admin",
    ]);
    expect((await loadPage(tokenCopyCookie)) instanceof Response).toBe(false);
    const dialog = (await loadPage(
      people.admin.cookie,
      `${PAGE}?dialog=revoke&person=${people.target.id}&scope=read:admin`,
    )) as unknown as Awaited<ReturnType<typeof page.loader>>;
    expect(dialog.revoke).toMatchObject({ userId: people.target.id, scope: "read:admin" });

    const noReason = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "revoke",
        userId: people.target.id,
        scope: "read:admin",
        reason: "",
      }),
    );
    expect(noReason.status).toBe(422);
    expect(await grantsOf(people.target.id)).toEqual(["read:admin"]);

    const response = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "revoke",
        userId: people.target.id,
        scope: "read:admin",
        reason: "Left the review team",
      }),
    );
    expect(response.status).toBe(302);
    expect(await grantsOf(people.target.id)).toEqual([]);
    const refused = await loadPage(people.target.cookie);
    expect(refused.status).toBe(403);
    // A session begun while the grant stood: the embedded provider copied it into the access
    // token's permissions, which the session keeps until a refresh. It is refused all the same.
    const signedInWithGrant = await loadPage(tokenCopyCookie);
    expect(signedInWithGrant.status).toBe(403);
    const api = await callRoute(rolesApi.loader, apiRequest(`${API}/roles`, people.target.token));
    expect(api.status).toBe(403);

    // Removed from access: ADMIN_USER_REMOVED, from the audit trail.
    const list = await bodyOf(
      await callRoute(rolesApi.loader, apiRequest(`${API}/roles`, people.viewer.token)),
    );
    const target = list.data.find((p: { email: string }) => p.email === people.target.email);
    expect(target).toMatchObject({ role: "ADMIN_USER_REMOVED", scopes: [] });
  });

  it("refuses an unknown e-mail (404) and an unconfirmed one (409) with a sentence, keeping what was typed", async () => {
    const unknown = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "grant",
        email: "nobody@access.example",
        scopes: ["read:admin"],
        reason: "Joins the team",
      }),
    );
    expect(unknown.status).toBe(404);
    const body = await bodyOf(unknown);
    expect(body.errors.email).toMatch(/^Nobody has signed up to Veld with nobody@access.example\./);
    expect(body.values).toMatchObject({ email: "nobody@access.example", reason: "Joins the team" });

    const unconfirmed = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "grant",
        email: people.unconfirmed.email,
        scopes: ["read:admin"],
        reason: "Joins the team",
      }),
    );
    expect(unconfirmed.status).toBe(409);
    expect((await bodyOf(unconfirmed)).errors.email).toMatch(/has not been confirmed yet/);
    expect(await grantsOf(people.unconfirmed.id)).toEqual([]);
  });

  it("answers bad input with a 4xx: no scopes, unknown scope, non-UUID person, unknown intent", async () => {
    const none = await callRoute(
      page.action,
      post(people.admin.cookie, { intent: "grant", email: people.target.email, reason: "Because" }),
    );
    expect(none.status).toBe(422);
    expect((await bodyOf(none)).errors.scopes).toBe("Choose at least one scope.");
    const bogus = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "grant",
        email: people.target.email,
        scopes: ["write:everything"],
        reason: "Because",
      }),
    );
    expect(bogus.status).toBe(422);
    const notUuid = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "revoke",
        userId: "not-a-uuid",
        scope: "read:admin",
        reason: "Because",
      }),
    );
    expect(notUuid.status).toBe(400);
    const unknownIntent = await callRoute(page.action, post(people.admin.cookie, { intent: "x" }));
    expect(unknownIntent.status).toBe(400);
  });
});

describe("no self-lockout", () => {
  it("refuses removing one's own last write:roles (page and API, 409), changing nothing", async () => {
    const pageRefusal = await callRoute(
      page.action,
      post(people.admin.cookie, {
        intent: "revoke",
        userId: people.admin.id,
        scope: "write:roles",
        reason: "Stepping down",
      }),
    );
    expect(pageRefusal.status).toBe(409);
    expect((await bodyOf(pageRefusal)).message).toBe(SELF_LOCKOUT_MESSAGE);

    const apiRefusal = await callRoute(
      roleApi.action,
      apiRequest(`${API}/roles/${people.admin.id}`, people.admin.token, {
        method: "DELETE",
        body: { reason: "Stepping down" },
      }),
      { userId: people.admin.id },
    );
    expect(apiRefusal.status).toBe(409);
    expect((await bodyOf(apiRefusal)).message).toBe(SELF_LOCKOUT_MESSAGE);
    expect(await grantsOf(people.admin.id)).toEqual(["read:admin", "write:roles"]);
  });

  it("lets one remove their own other scopes, and another holder remove their write:roles", async () => {
    const granted = await callRoute(
      accessApi.action,
      apiRequest(`${API}/access`, people.admin.token, {
        method: "POST",
        body: {
          email: people.second.email,
          action: "grant",
          scopes: ["read:admin", "write:roles"],
          reason: "A second person for access",
        },
      }),
    );
    expect(granted.status).toBe(200);
    expect((await bodyOf(granted)).data).toMatchObject({
      added: ["read:admin", "write:roles"],
      role: "ADMIN_USER",
    });
    // The second holder removes the first's write:roles: someone still holds it.
    const removed = await callRoute(
      accessApi.action,
      apiRequest(`${API}/access`, people.second.token, {
        method: "POST",
        body: {
          email: people.admin.email,
          action: "revoke",
          scopes: ["write:roles"],
          reason: "Handover",
        },
      }),
    );
    expect(removed.status).toBe(200);
    expect(await grantsOf(people.admin.id)).toEqual(["read:admin"]);
    // The first can no longer change access on their next request.
    const refused = await callRoute(
      accessApi.action,
      apiRequest(`${API}/access`, people.admin.token, {
        method: "POST",
        body: {
          email: people.second.email,
          action: "revoke",
          scopes: ["write:roles"],
          reason: "Revenge",
        },
      }),
    );
    expect(refused.status).toBe(403);
  });

  it("refuses leaving the programme without any write:roles holder", async () => {
    // A caller whose write:roles comes from an external provider's token, which Veld cannot see
    // for anybody else: removing the last Veld holder would leave nobody known to hold it.
    const outsider = await mintAccessToken("access|outsider", {
      permissions: ["read:admin", "write:roles"],
    });
    await db()
      .insert(users)
      .values({ subject: "access|outsider", email: "outsider@access.example" });
    const response = await callRoute(
      roleApi.action,
      apiRequest(`${API}/roles/${people.second.id}`, outsider, {
        method: "DELETE",
        body: { reason: "Tidying up" },
      }),
      { userId: people.second.id },
    );
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).message).toBe(LAST_ROLES_HOLDER_MESSAGE);
    expect(await grantsOf(people.second.id)).toEqual(["read:admin", "write:roles"]);
  });
});

describe("/api/v2/admin/roles/{userId}", () => {
  it("PUT sets a person's Veld grants exactly, audited; DELETE removes them all", async () => {
    const put = await callRoute(
      roleApi.action,
      apiRequest(`${API}/roles/${people.target.id}`, people.second.token, {
        method: "PUT",
        body: { scopes: ["write:consts", "read:admin"], reason: "Maintains the constants" },
      }),
      { userId: people.target.id },
    );
    expect(put.status).toBe(200);
    expect((await bodyOf(put)).data).toMatchObject({
      veldScopes: ["read:admin", "write:consts"],
      role: "ADMIN_USER",
    });
    const [set] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "access.set"), eq(auditLog.entityId, people.target.id)));
    expect(set!.changes).toMatchObject({ reason: "Maintains the constants" });

    const del = await callRoute(
      roleApi.action,
      apiRequest(`${API}/roles/${people.target.id}`, people.second.token, {
        method: "DELETE",
        body: { reason: "Contract ended" },
      }),
      { userId: people.target.id },
    );
    expect(del.status).toBe(200);
    expect((await bodyOf(del)).data).toMatchObject({ role: "ADMIN_USER_REMOVED", scopes: [] });
    expect(await grantsOf(people.target.id)).toEqual([]);
  });

  it("answers a non-UUID or unknown id with 404, a missing reason or bad scopes with 422, a non-object with 400", async () => {
    const call = (userId: string, body: unknown, method = "PUT") =>
      callRoute(
        roleApi.action,
        apiRequest(`${API}/roles/${userId}`, people.second.token, { method, body }),
        { userId },
      );
    expect((await call("not-a-uuid", { scopes: [], reason: "Because" })).status).toBe(404);
    expect(
      (await call("00000000-0000-4000-8000-000000000000", { scopes: [], reason: "Because" }))
        .status,
    ).toBe(404);
    expect((await call(people.target.id, { scopes: ["read:admin"] })).status).toBe(422);
    expect((await call(people.target.id, { scopes: "read:admin", reason: "Because" })).status).toBe(
      422,
    );
    expect((await call(people.target.id, ["read:admin"])).status).toBe(400);
    expect((await call(people.target.id, {}, "DELETE")).status).toBe(422);
  });

  it("POST /admin/access refuses an unknown e-mail with 404 and a bad action with 422", async () => {
    const send = (body: unknown) =>
      callRoute(
        accessApi.action,
        apiRequest(`${API}/access`, people.second.token, { method: "POST", body }),
      );
    const unknown = await send({
      email: "nobody@access.example",
      action: "grant",
      scopes: ["read:admin"],
      reason: "Because",
    });
    expect(unknown.status).toBe(404);
    expect((await bodyOf(unknown)).message).toMatch(/^Nobody has signed up to Veld/);
    const bad = await send({
      email: people.target.email,
      action: "promote",
      scopes: ["read:admin"],
      reason: "Because",
    });
    expect(bad.status).toBe(422);
    expect((await bodyOf(bad)).errors.action).toBe('action must be "grant" or "revoke".');
  });
});
