// /api/v2 with real access tokens of the embedded provider (decision 0063): a token used after
// sign-out (app/routes/auth.logout.tsx) or after its refresh token was revoked is refused with 401
// in the envelope, and admin scopes are read afresh, not from the token's copy of them.
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, users } from "~/db/schema";
import { createAccount } from "~/idp/accounts.server";
import { loader as companiesLoader } from "~/routes/api.v2.admin.companies";
import { action as logoutAction } from "~/routes/auth.logout";
import { createSession } from "~/services/auth/session.server";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { apiRequest } from "../support/api-tokens";
import { Browser, startIdentityProvider, TestClient, type RunningProvider } from "../support/idp";

const CONTEXT = { cspNonce: "", requestId: "revocation-test" };
const PASSWORD = "a-long-password";
const REVOKED = { ok: false, message: "The access token has been revoked. Sign in again." };

let idp: RunningProvider;
let client: TestClient;
let adminUserId: string;

beforeAll(async () => {
  // The real provider and, as in production, Veld's real OIDC client discovering it: no mock.
  idp = await startIdentityProvider();
  client = await TestClient.create(idp);
  const admin = await createAccount({
    email: "admin@veld.example",
    password: PASSWORD,
    emailVerified: true,
  });
  const farmer = await createAccount({
    email: "farmer@veld.example",
    password: PASSWORD,
    emailVerified: true,
  });
  const [adminUser] = await db()
    .insert(users)
    .values([
      { subject: admin!.id, email: admin!.email },
      { subject: farmer!.id, email: farmer!.email },
    ])
    .returning();
  adminUserId = adminUser!.id;
  await db()
    .insert(adminGrants)
    .values(ADMIN_SCOPES.map((scope) => ({ userId: adminUserId, scope })));
});
afterAll(() => idp?.close());

async function signIn(email: string) {
  const { status, json } = await client.signInForTokens(new Browser(idp.origin), email, PASSWORD);
  expect(status, JSON.stringify(json)).toBe(200);
  return {
    accessToken: String(json.access_token),
    refreshToken: String(json.refresh_token),
    idToken: String(json.id_token),
    expiresIn: Number(json.expires_in),
  };
}

/** GET /api/v2/admin/companies (read:admin) with the bearer token. */
async function listCompanies(token: string) {
  let response: Response;
  try {
    response = await companiesLoader({
      request: apiRequest("/api/v2/admin/companies", token),
      params: {},
      context: CONTEXT,
    });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const text = await response.text();
  return {
    status: response.status,
    challenge: response.headers.get("WWW-Authenticate"),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describe("an access token after sign-out or revocation", () => {
  it("is refused with 401 after the person signs out of Veld (auth.logout ends the grant)", async () => {
    const tokens = await signIn("admin@veld.example");
    expect((await listCompanies(tokens.accessToken)).status).toBe(200);

    // A Veld session holding these tokens, as the callback opens it, then the sign-out button.
    const { sub } = decodeJwt(tokens.accessToken);
    const { setCookie } = await createSession({
      subject: String(sub),
      email: "admin@veld.example",
      displayName: null,
      tokens: {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        idToken: tokens.idToken,
        accessTokenExpiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
        permissions: [],
      },
    });
    const signOut = await logoutAction({
      request: new Request("http://localhost:3000/auth/logout", {
        method: "POST",
        headers: { Cookie: setCookie.split(";")[0]! },
      }),
      params: {},
      context: CONTEXT,
    }).catch((thrown: unknown) => thrown);
    expect(signOut).toBeInstanceOf(Response);
    expect((signOut as Response).headers.get("Location")).toContain("/oidc/session/end");

    // The token has not expired (an hour by default), yet the API refuses it.
    expect(decodeJwt(tokens.accessToken).exp! * 1000).toBeGreaterThan(Date.now());
    expect(await listCompanies(tokens.accessToken)).toEqual({
      status: 401,
      challenge: 'Bearer error="invalid_token"',
      body: REVOKED,
    });
  });

  it("is refused with 401 once its refresh token is revoked at the provider (RFC 7009 §2.1)", async () => {
    const tokens = await signIn("admin@veld.example");
    expect((await listCompanies(tokens.accessToken)).status).toBe(200);
    expect(await client.revoke(tokens.refreshToken)).toBe(200);
    expect(await listCompanies(tokens.accessToken)).toMatchObject({ status: 401, body: REVOKED });
  });

  it("of another sign-in of the same person stands: only the ended grant's tokens go", async () => {
    const phone = await signIn("admin@veld.example");
    const laptop = await signIn("admin@veld.example");
    await client.revoke(laptop.refreshToken);
    expect((await listCompanies(laptop.accessToken)).status).toBe(401);
    expect((await listCompanies(phone.accessToken)).status).toBe(200);
  });
});

describe("admin scopes of an embedded provider's token (decision 0053)", () => {
  it("come from Veld's grants as they are now, not the token's copy: a removed grant is refused at once", async () => {
    const { accessToken } = await signIn("admin@veld.example");
    expect(decodeJwt(accessToken).permissions).toContain("read:admin");
    expect((await listCompanies(accessToken)).status).toBe(200);
    const readAdmin = and(eq(adminGrants.userId, adminUserId), eq(adminGrants.scope, "read:admin"));
    await db().delete(adminGrants).where(readAdmin);
    try {
      expect(await listCompanies(accessToken)).toMatchObject({
        status: 403,
        body: { ok: false, message: "You do not have permission to do this." },
      });
    } finally {
      await db().insert(adminGrants).values({ userId: adminUserId, scope: "read:admin" });
    }
  });

  it("a farmer's token carries none and is refused admin calls with 403", async () => {
    const { accessToken } = await signIn("farmer@veld.example");
    expect(decodeJwt(accessToken).permissions).toEqual([]);
    expect((await listCompanies(accessToken)).status).toBe(403);
  });
});
