// The embedded provider's access tokens (decision 0063): the `permissions` claim from Veld's admin
// grants, the grant claim and its check after revocation, discovery, and the userinfo endpoint.
import { and, eq } from "drizzle-orm";
import { decodeJwt, jwtVerify } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, oidcPayloads, users } from "~/db/schema";
import { ADMIN_SCOPES } from "~/shared/scopes";
import {
  ACTIVE_GRANT_CACHE_MS,
  GRANT_ID_CLAIM,
  isAccessTokenGrantActive,
} from "./access-tokens.server";
import { createAccount } from "./accounts.server";
import { CLIENT_ID } from "./config.server";
import {
  Browser,
  startIdentityProvider,
  TestClient,
  type RunningProvider,
} from "../../tests/support/idp";

let idp: RunningProvider;
let client: TestClient;
let farmerUserId: string;
const PASSWORD = "a-long-password";

beforeAll(async () => {
  idp = await startIdentityProvider();
  client = await TestClient.create(idp);
  // As the demo data has them (README): the admin's scopes are Veld's grants, not the account's.
  const admin = await createAccount({
    email: "admin@veld.example",
    password: PASSWORD,
    givenName: "Sipho",
    familyName: "Dlamini",
    emailVerified: true,
  });
  const farmer = await createAccount({
    email: "farmer@veld.example",
    password: PASSWORD,
    givenName: "Thandi",
    emailVerified: true,
  });
  const [adminUser, farmerUser] = await db()
    .insert(users)
    .values([
      { subject: admin!.id, email: admin!.email, name: "Sipho" },
      { subject: farmer!.id, email: farmer!.email, name: "Thandi" },
    ])
    .returning();
  farmerUserId = farmerUser!.id;
  await db()
    .insert(adminGrants)
    .values(ADMIN_SCOPES.map((scope) => ({ userId: adminUser!.id, scope })));
});
afterAll(() => idp?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function signIn(email: string) {
  const { status, json } = await client.signInForTokens(new Browser(idp.origin), email, PASSWORD);
  expect(status, JSON.stringify(json)).toBe(200);
  return {
    accessToken: String(json.access_token),
    refreshToken: String(json.refresh_token),
    idToken: String(json.id_token),
  };
}

async function verifiedClaims(accessToken: string) {
  const { payload } = await jwtVerify(accessToken, await client.keys(), {
    issuer: idp.env.issuer,
    audience: idp.env.audience!,
  });
  return payload;
}

describe("the access token's permissions claim (spec §6, as Auth0's RBAC gives it)", () => {
  it("holds every admin scope for the admin and none for a farmer", async () => {
    const admin = await verifiedClaims((await signIn("admin@veld.example")).accessToken);
    expect(admin.permissions).toEqual([...ADMIN_SCOPES]);
    const farmer = await verifiedClaims((await signIn("farmer@veld.example")).accessToken);
    expect(farmer.permissions).toEqual([]);
    expect(farmer.client_id).toBe(CLIENT_ID);
    expect(typeof farmer[GRANT_ID_CLAIM]).toBe("string");
  });

  it("is read again at each refresh, so a grant given since is in the next token", async () => {
    const { refreshToken } = await signIn("farmer@veld.example");
    await db().insert(adminGrants).values({ userId: farmerUserId, scope: "read:admin" });
    try {
      const refreshed = await client.token({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
      });
      expect(refreshed.status).toBe(200);
      const claims = await verifiedClaims(String(refreshed.json.access_token));
      expect(claims.permissions).toEqual(["read:admin"]);
    } finally {
      await db()
        .delete(adminGrants)
        .where(and(eq(adminGrants.userId, farmerUserId), eq(adminGrants.scope, "read:admin")));
    }
  });
});

describe("an access token's grant (RFC 7009 §2.1)", () => {
  it("stands until the refresh token is revoked (Veld's sign-out), then at once no longer", async () => {
    const { accessToken, refreshToken } = await signIn("farmer@veld.example");
    const claims = await verifiedClaims(accessToken);
    expect(await isAccessTokenGrantActive(claims)).toBe(true);
    expect(await client.revoke(refreshToken)).toBe(200);
    expect(await isAccessTokenGrantActive(claims)).toBe(false);
  });

  it("is believed at most a few seconds after another instance ended it", async () => {
    const { accessToken } = await signIn("farmer@veld.example");
    const claims = await verifiedClaims(accessToken);
    expect(await isAccessTokenGrantActive(claims)).toBe(true);
    // Another instance (or a password reset's direct delete) removes the grant: no event here.
    await db()
      .delete(oidcPayloads)
      .where(
        and(eq(oidcPayloads.type, "Grant"), eq(oidcPayloads.id, String(claims[GRANT_ID_CLAIM]))),
      );
    expect(await isAccessTokenGrantActive(claims)).toBe(true);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + ACTIVE_GRANT_CACHE_MS + 1);
    expect(await isAccessTokenGrantActive(claims)).toBe(false);
  });

  it("does not stand for a token without the grant claim or for another account", async () => {
    const claims = await verifiedClaims((await signIn("farmer@veld.example")).accessToken);
    expect(await isAccessTokenGrantActive({ ...claims, [GRANT_ID_CLAIM]: undefined })).toBe(false);
    expect(await isAccessTokenGrantActive({ ...claims, sub: "someone-else" })).toBe(false);
    expect(await isAccessTokenGrantActive({ ...claims, client_id: "another-client" })).toBe(false);
  });
});

describe("discovery (RFC 8414 §2, OpenID Connect Discovery §3)", () => {
  it("advertises the code flow, refresh, client credentials (API clients, decision 0112) and the userinfo endpoint that serves Veld's tokens", async () => {
    const res = await fetch(`${idp.origin}/oidc/.well-known/openid-configuration`);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta.grant_types_supported).toEqual([
      "authorization_code",
      "refresh_token",
      "client_credentials",
    ]);
    expect(meta.response_types_supported).toEqual(["code"]);
    expect(meta.userinfo_endpoint).toBe(`${idp.origin}/oidc/me`);
  });
});

describe("userinfo (OpenID Connect Core §5.3)", () => {
  it("answers GET and POST with the claims of the token's scopes, never cached", async () => {
    const { accessToken } = await signIn("admin@veld.example");
    const { sub } = decodeJwt(accessToken);
    for (const method of ["GET", "POST"] as const) {
      const res = await client.userinfo(accessToken, method);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({
        sub,
        email: "admin@veld.example",
        email_verified: true,
        name: "Sipho Dlamini",
        given_name: "Sipho",
        family_name: "Dlamini",
      });
    }
  });

  it("refuses no token, an ID token and a forged token (RFC 6750 §3)", async () => {
    const missing = await client.userinfo(null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe("Bearer");

    const { accessToken, idToken } = await signIn("farmer@veld.example");
    const id = await client.userinfo(idToken);
    expect(id.status).toBe(401);
    expect(id.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    expect(((await id.json()) as { error: string }).error).toBe("invalid_token");

    const [header, payload] = accessToken.split(".");
    const forged = await client.userinfo(`${header}.${payload}.${"A".repeat(342)}`);
    expect(forged.status).toBe(401);
  });

  it("refuses a token whose grant was revoked", async () => {
    const { accessToken, refreshToken } = await signIn("farmer@veld.example");
    expect((await client.userinfo(accessToken)).status).toBe(200);
    await client.revoke(refreshToken);
    const res = await client.userinfo(accessToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: "invalid_token",
      error_description: "The access token has been revoked.",
    });
  });

  it("takes GET and POST only", async () => {
    const res = await fetch(`${idp.origin}/oidc/me`, { method: "PUT" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
  });
});
