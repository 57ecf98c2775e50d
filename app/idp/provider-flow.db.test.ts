// The authorisation code flow with PKCE against the mounted provider, as Veld's client runs it.
import { decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "./accounts.server";
import {
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
  idp = await startIdentityProvider({ OIDC_ACCESS_TOKEN_TTL: "120" });
  client = await TestClient.create(idp);
  await createAccount({
    email: "ops@veld.example",
    password: PASSWORD,
    givenName: "Ayanda",
    familyName: "Zulu",
    emailVerified: true,
    permissions: ["read:admin", "write:consts"],
  });
});
afterAll(() => idp?.close());

describe("embedded identity provider: code flow with PKCE", () => {
  it("publishes discovery with the /oidc issuer and endpoints", async () => {
    const res = await fetch(`${idp.origin}/oidc/.well-known/openid-configuration`);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta.issuer).toBe(`${idp.origin}/oidc`);
    expect(meta.authorization_endpoint).toBe(`${idp.origin}/oidc/auth`);
    expect(meta.token_endpoint).toBe(`${idp.origin}/oidc/token`);
    expect(meta.end_session_endpoint).toBe(`${idp.origin}/oidc/session/end`);
    expect(meta.revocation_endpoint).toBe(`${idp.origin}/oidc/token/revocation`);
    expect(meta.code_challenge_methods_supported).toEqual(["S256"]);
  });

  it("wrong credentials show 'Wrong email or password.' and keep the e-mail", async () => {
    const browser = new Browser(idp.origin);
    const { challenge } = pkcePair();
    const interaction = location(
      await browser.fetch(
        client.authorizeUrl({ code_challenge: challenge, code_challenge_method: "S256" }),
      ),
    );
    const res = await browser.post(`${interaction}/login`, {
      email: "ops@veld.example",
      password: "not-the-password",
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain("Wrong email or password.");
    expect(html).toContain('value="ops@veld.example"');
  });

  it("signs in, exchanges the code with the verifier, and refreshes with rotation", async () => {
    const browser = new Browser(idp.origin);
    const { verifier, challenge } = pkcePair();
    const callback = await client.signIn(browser, "ops@veld.example", PASSWORD, challenge);
    expect(callback.origin + callback.pathname).toBe(client.redirectUri);
    expect(callback.searchParams.get("state")).toBe("state-1");
    const code = callback.searchParams.get("code")!;

    const redirect_uri = client.redirectUri;
    const exchange = await client.token({
      grant_type: "authorization_code",
      code,
      redirect_uri,
      code_verifier: verifier,
      resource: idp.env.audience!,
    });
    expect(exchange.status, JSON.stringify(exchange.json)).toBe(200);
    const { id_token, access_token, refresh_token, expires_in } = exchange.json;
    expect(expires_in).toBe(120);

    const jwks = await client.keys();
    expect(decodeProtectedHeader(String(id_token)).alg).toBe("RS256");
    const id = await jwtVerify(String(id_token), jwks, {
      issuer: idp.env.issuer,
      audience: client.clientId,
    });
    expect(id.payload).toMatchObject({
      nonce: "nonce-1",
      email: "ops@veld.example",
      email_verified: true,
      name: "Ayanda Zulu",
      given_name: "Ayanda",
      family_name: "Zulu",
    });

    const access = await jwtVerify(String(access_token), jwks, {
      issuer: idp.env.issuer,
      audience: idp.env.audience!,
    });
    expect(decodeProtectedHeader(String(access_token)).alg).toBe("RS256");
    expect(access.payload.sub).toBe(id.payload.sub);
    expect(access.payload.permissions).toEqual(["read:admin", "write:consts"]);
    expect(access.payload.exp! - access.payload.iat!).toBe(120);

    // Refresh as arctic does: HTTP Basic, the scopes again, no resource.
    const refreshed = await client.token({
      grant_type: "refresh_token",
      refresh_token: String(refresh_token),
      scope: "openid profile email offline_access",
    });
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
    expect(refreshed.json.refresh_token).toBeTruthy();
    expect(refreshed.json.refresh_token).not.toBe(refresh_token);
    const renewed = await jwtVerify(String(refreshed.json.access_token), jwks, {
      issuer: idp.env.issuer,
      audience: idp.env.audience!,
    });
    expect(renewed.payload.permissions).toEqual(["read:admin", "write:consts"]);

    // The rotated-out refresh token is spent.
    const reused = await client.token({
      grant_type: "refresh_token",
      refresh_token: String(refresh_token),
    });
    expect(reused.json.error).toBe("invalid_grant");
  });

  it("a code used twice is refused, and what the first use issued is revoked (RFC 6749 §4.1.2)", async () => {
    const browser = new Browser(idp.origin);
    const { verifier, challenge } = pkcePair();
    const callback = await client.signIn(browser, "ops@veld.example", PASSWORD, challenge);
    const request = {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
    };
    const first = await client.token(request);
    expect(first.status).toBe(200);
    expect((await client.token(request)).json.error).toBe("invalid_grant");
    const refresh = await client.token({
      grant_type: "refresh_token",
      refresh_token: String(first.json.refresh_token),
    });
    expect(refresh.json.error).toBe("invalid_grant");
  });

  it("accepts client_secret_post too, and defaults the resource to Veld's API", async () => {
    const browser = new Browser(idp.origin);
    const { verifier, challenge } = pkcePair();
    const callback = await client.signIn(browser, "ops@veld.example", PASSWORD, challenge);
    const exchange = await client.token(
      {
        grant_type: "authorization_code",
        code: callback.searchParams.get("code")!,
        redirect_uri: client.redirectUri,
        code_verifier: verifier,
      },
      "post",
    );
    expect(exchange.status, JSON.stringify(exchange.json)).toBe(200);
    const access = await jwtVerify(String(exchange.json.access_token), await client.keys(), {
      audience: idp.env.audience!,
    });
    expect(access.payload.permissions).toEqual(["read:admin", "write:consts"]);
  });

  it("refuses a wrong code verifier", async () => {
    const browser = new Browser(idp.origin);
    const { challenge } = pkcePair();
    const callback = await client.signIn(browser, "ops@veld.example", PASSWORD, challenge);
    const exchange = await client.token({
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      redirect_uri: client.redirectUri,
      code_verifier: pkcePair().verifier,
    });
    expect(exchange.json.error).toBe("invalid_grant");
  });

  it("requires PKCE: an authorisation request without a code challenge is refused", async () => {
    const res = await new Browser(idp.origin).fetch(client.authorizeUrl({}));
    const callback = new URL(location(res));
    expect(callback.searchParams.get("error")).toBe("invalid_request");
    expect(callback.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("refuses an audience that is not Veld's API", async () => {
    const { challenge } = pkcePair();
    const res = await new Browser(idp.origin).fetch(
      client.authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: "S256",
        audience: "https://elsewhere.example/api",
      }),
    );
    expect(new URL(location(res)).searchParams.get("error")).toBe("invalid_target");
  });
});
