// For tests of /api/v2 routes: a key pair standing in for the identity provider, and a function
// minting access tokens as the provider would (RS256, issuer, audience, permissions claim).
import { generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { setApiVerifierForTests } from "./api.server";

export const TEST_ISSUER = "https://idp.test.example/";
export const TEST_AUDIENCE = "https://veld.test.example/api/v2";

let privateKey: CryptoKey | undefined;

/** Makes requireApiCaller trust tokens from mintAccessToken; call in beforeAll. */
export async function useTestTokenIssuer() {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  setApiVerifierForTests({
    keys: async () => pair.publicKey,
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
  });
}

export async function mintAccessToken(
  subject: string,
  options: { permissions?: string[]; expiresIn?: string; email?: string } = {},
): Promise<string> {
  if (!privateKey) throw new Error("Call useTestTokenIssuer() first");
  return new SignJWT({ permissions: options.permissions ?? [], email: options.email })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_AUDIENCE)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "5m")
    .sign(privateKey);
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
