// Single sign-on, refreshing with the real client library, signing out and revoking, against the
// mounted provider.
// arctic is the library under remix-auth-oauth2: it builds Veld's authorization requests and
// revokes at sign-out, and Veld's own token requests (app/services/auth/token-requests.server.ts)
// send its shape, so testing with it proves the provider accepts what Veld's client sends.
import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "./accounts.server";
import {
  basicAuth,
  Browser,
  location,
  pkcePair,
  startIdentityProvider,
  TestClient,
  type RunningProvider,
} from "../../tests/support/idp";

let idp: RunningProvider;
let client: TestClient;
const PASSWORD = "a-long-password";

beforeAll(async () => {
  idp = await startIdentityProvider();
  client = await TestClient.create(idp);
  await createAccount({ email: "ops@veld.example", password: PASSWORD, emailVerified: true });
});
afterAll(() => idp?.close());

describe("embedded identity provider: sessions", () => {
  it("signed in once, the next sign-in in the same browser returns to Veld without any page", async () => {
    const browser = new Browser(idp.origin);
    await client.signIn(browser, "ops@veld.example", PASSWORD, pkcePair().challenge);
    const { challenge } = pkcePair();
    let res = await browser.fetch(
      client.authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: "S256",
        state: "state-2",
      }),
    );
    // No interaction: neither sign-in nor consent.
    while (location(res).startsWith("/oidc/")) res = await browser.fetch(location(res));
    const callback = new URL(location(res));
    expect(callback.pathname).toBe("/auth/callback");
    expect(callback.searchParams.get("state")).toBe("state-2");
    expect(callback.searchParams.get("code")).toBeTruthy();
  });

  it("arctic, Veld's client library, signs in, refreshes with its scopes, and revokes", async () => {
    const browser = new Browser(idp.origin);
    const arctic = new OAuth2Client(client.clientId, client.clientSecret, client.redirectUri);
    const { verifier } = pkcePair();
    const url = arctic.createAuthorizationURLWithPKCE(
      `${idp.origin}/oidc/auth`,
      "arctic-state",
      CodeChallengeMethod.S256,
      verifier,
      ["openid", "profile", "email", "offline_access"],
    );
    url.searchParams.set("audience", idp.env.audience!);
    url.searchParams.set("resource", idp.env.audience!);
    const interaction = location(await browser.fetch(url.pathname + url.search));
    const login = await browser.post(`${interaction}/login`, {
      email: "ops@veld.example",
      password: PASSWORD,
    });
    const callback = new URL(location(await browser.fetch(location(login))));

    const tokens = await arctic.validateAuthorizationCode(
      `${idp.origin}/oidc/token`,
      callback.searchParams.get("code")!,
      verifier,
    );
    expect(tokens.hasRefreshToken()).toBe(true);
    const refreshed = await arctic.refreshAccessToken(
      `${idp.origin}/oidc/token`,
      tokens.refreshToken(),
      ["openid", "profile", "email", "offline_access"],
    );
    expect(refreshed.accessToken()).not.toBe(tokens.accessToken());
    expect(refreshed.refreshToken()).not.toBe(tokens.refreshToken());

    await arctic.revokeToken(`${idp.origin}/oidc/token/revocation`, refreshed.refreshToken());
    await expect(
      arctic.refreshAccessToken(`${idp.origin}/oidc/token`, refreshed.refreshToken(), []),
    ).rejects.toThrow(/invalid_grant/);
  });

  it("signs out after the confirmation and returns to Veld", async () => {
    const browser = new Browser(idp.origin);
    const { json } = await client.signInForTokens(browser, "ops@veld.example", PASSWORD);
    const end = new URLSearchParams({
      id_token_hint: String(json.id_token),
      post_logout_redirect_uri: `${idp.origin}/`,
    });
    const confirm = await browser.fetch(`/oidc/session/end?${end}`);
    const html = await confirm.text();
    expect(confirm.status).toBe(200);
    expect(html).toContain('form="op.logoutForm" name="logout" value="yes">Sign out</button>');
    expect(html).not.toMatch(/<script/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await browser.post("/oidc/session/end/confirm", { xsrf, logout: "yes" });
    expect(location(done)).toBe(`${idp.origin}/`);
    // The provider's session is gone: the next authorisation asks to sign in again.
    const { challenge: next } = pkcePair();
    const again = await browser.fetch(
      client.authorizeUrl({ code_challenge: next, code_challenge_method: "S256" }),
    );
    const page = await browser.fetch(location(again));
    expect(await page.text()).toContain(">Sign in</button>");
  });

  it("a revoked refresh token no longer refreshes (Veld revokes it when signing out)", async () => {
    const browser = new Browser(idp.origin);
    const { json } = await client.signInForTokens(browser, "ops@veld.example", PASSWORD);
    const revoke = await fetch(`${idp.origin}/oidc/token/revocation`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(client.clientId, client.clientSecret),
      },
      body: new URLSearchParams({ token: String(json.refresh_token) }),
    });
    expect(revoke.status).toBe(200);
    const refresh = await client.token({
      grant_type: "refresh_token",
      refresh_token: String(json.refresh_token),
    });
    expect(refresh.json.error).toBe("invalid_grant");
  });
});
