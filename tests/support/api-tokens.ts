// For tests of /api/v2 routes: a key pair standing in for the identity provider, and access
// tokens minted as the provider would (RS256, issuer, the API audience, a permissions claim).
//
// requireApiCaller learns the provider's keys and issuer from one place, the OIDC client
// (app/services/auth/oidc.server.ts `oidcClient()`). A test file of the API calls
// `trustTestTokens()` at its top: before its tests the configuration the file runs with (each
// file loads its own, tests/support/db-setup.ts) gets a client that trusts this key pair
// (`useOidcClient`), so no module is replaced and the file can share its worker's modules.
//
// Only that file is affected: the identity provider's own tests keep the real client. The
// audience is the one Veld checks (OIDC_AUDIENCE, or APP_URL/api/v2 with the embedded provider),
// so the audience check runs as in production.
import { generateKeyPair, SignJWT } from "jose";
import { beforeAll, beforeEach } from "vitest";
import { useOidcClient } from "~/services/auth/oidc.server";
import { getEnv } from "~/env.server";
import type * as OidcModule from "~/services/auth/oidc.server";

export const TEST_ISSUER = "https://idp.test.example/";

const pair = await generateKeyPair("RS256");

/** The audience Veld checks access tokens for. */
export function testAudience(): string {
  const { audience } = getEnv();
  if (!audience) throw new Error("The test environment has no API audience (OIDC_AUDIENCE).");
  return audience;
}

const testClient = new Proxy(
  {
    keys: async () => pair.publicKey,
    // Starting or finishing a sign-in goes to the stand-in's authorisation endpoint, as the real
    // strategy redirects to the provider's.
    authenticator: {
      authenticate: async () => {
        throw new Response(null, {
          status: 302,
          headers: { Location: `${TEST_ISSUER}authorize` },
        });
      },
    } as unknown as OidcModule.OidcClient["authenticator"],
    metadata: {
      issuer: TEST_ISSUER,
      authorization_endpoint: `${TEST_ISSUER}authorize`,
      token_endpoint: `${TEST_ISSUER}token`,
      jwks_uri: `${TEST_ISSUER}jwks`,
    },
  } as Partial<OidcModule.OidcClient>,
  {
    get(target, property) {
      if (property in target) return target[property as keyof typeof target];
      // `await oidcClient()` looks for a `then`; this client is not a promise.
      if (property === "then") return undefined;
      throw new Error(
        `tests/support/api-tokens.ts stands in for the provider's keys and issuer only, not for '${String(property)}'.`,
      );
    },
  },
) as OidcModule.OidcClient;

/**
 * For this file's tests, oidcClient() trusts mintAccessToken's tokens (see the top); again
 * before each test, for a file that loads a configuration of its own in its setup.
 */
export function trustTestTokens() {
  beforeAll(() => useOidcClient(testClient));
  beforeEach(() => useOidcClient(testClient));
}

/** An access token of the test issuer; `issuer` and `audience` only to test their refusal. */
export async function mintAccessToken(
  subject: string,
  options: {
    permissions?: string[];
    expiresIn?: string;
    email?: string;
    issuer?: string;
    audience?: string;
    /** Further claims, as an external provider's machine-to-machine token has (gty, azp). */
    claims?: Record<string, unknown>;
  } = {},
): Promise<string> {
  return new SignJWT({
    ...options.claims,
    permissions: options.permissions ?? [],
    email: options.email,
  })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? testAudience())
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "5m")
    .sign(pair.privateKey);
}

/** A Request with the bearer token and, for a body, JSON. */
export function apiRequest(
  url: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Request {
  const headers = new Headers();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  return new Request(new URL(url, "http://localhost:3000"), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
