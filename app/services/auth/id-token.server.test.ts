import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import {
  IdTokenError,
  verifyAccessTokenPermissions,
  verifyIdToken,
  verifyRefreshedIdToken,
} from "./id-token.server";

const issuer = "https://id.veld.example/";
const clientId = "veld-web";
const nonce = "n-0S6_WzA2Mj";
const now = new Date("2026-11-22T10:00:00Z");
const nowSeconds = Math.floor(now.getTime() / 1000);

let rsKey: CryptoKey;
let jwks: ReturnType<typeof createLocalJWKSet>;
let hsSecret: Uint8Array;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  rsKey = pair.privateKey;
  const publicJwk: JWK = {
    ...(await exportJWK(pair.publicKey)),
    kid: "k1",
    alg: "RS256",
    use: "sig",
  };
  jwks = createLocalJWKSet({ keys: [publicJwk] });
  hsSecret = new TextEncoder().encode("a-shared-secret-that-is-long-enough-for-hs256");
});

function token(claims: Record<string, unknown>, options: { alg?: "RS256" | "HS256" } = {}) {
  const base = {
    iss: issuer,
    sub: "auth0|123",
    aud: clientId,
    nonce,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  };
  const payload = { ...base, ...claims };
  for (const key of Object.keys(payload))
    if (payload[key as keyof typeof payload] === undefined)
      delete payload[key as keyof typeof payload];
  const jwt = new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? "RS256", kid: "k1" });
  return options.alg === "HS256" ? jwt.sign(hsSecret) : jwt.sign(rsKey);
}

const expectations = { issuer, clientId, nonce, currentDate: now };

describe("ID token checks (spec §5)", () => {
  it("accepts a well-formed token and returns its claims", async () => {
    const claims = await verifyIdToken(
      await token({ email: "thandi@veld.example" }),
      jwks,
      expectations,
    );
    expect(claims.sub).toBe("auth0|123");
    expect(claims.email).toBe("thandi@veld.example");
  });

  it.each([
    ["the issuer does not match", { iss: "https://evil.example/" }, /iss/],
    ["the subject is missing", { sub: undefined }, /sub/],
    ["the audience does not match", { aud: "someone-else" }, /aud/],
    [
      "several audiences and no authorized party",
      { aud: [clientId, "api"] },
      /Authorized party \(azp\) claim must be present/,
    ],
    [
      "several audiences and another authorized party",
      { aud: [clientId, "api"], azp: "api" },
      /azp\) claim mismatch/,
    ],
    ["the nonce does not match", { nonce: "other" }, /Nonce/],
    ["the nonce is missing", { nonce: undefined }, /Nonce/],
    ["it expired more than 60 s ago", { exp: nowSeconds - 61 }, /exp/],
    ["expiry is not a number", { exp: "tomorrow" }, /exp/],
    ["issued-at is missing", { iat: undefined }, /iat/],
    ["it was issued more than 60 s in the future", { iat: nowSeconds + 120 }, /iat/],
  ])("refuses a token when %s", async (_case, claims, message) => {
    await expect(verifyIdToken(await token(claims), jwks, expectations)).rejects.toThrow(message);
  });

  it("allows 60 s of clock skew on expiry", async () => {
    await expect(
      verifyIdToken(await token({ exp: nowSeconds - 59 }), jwks, expectations),
    ).resolves.toBeTruthy();
  });

  it("accepts several audiences when the authorized party is Veld", async () => {
    await expect(
      verifyIdToken(await token({ aud: [clientId, "api"], azp: clientId }), jwks, expectations),
    ).resolves.toBeTruthy();
  });

  it("refuses any algorithm but RS256", async () => {
    await expect(
      verifyIdToken(await token({}, { alg: "HS256" }), jwks, expectations),
    ).rejects.toBeInstanceOf(IdTokenError);
  });

  it("checks the organisation id or name when one is required", async () => {
    const withOrg = { ...expectations, organization: "org_abc" };
    await expect(
      verifyIdToken(await token({ org_id: "org_abc" }), jwks, withOrg),
    ).resolves.toBeTruthy();
    await expect(verifyIdToken(await token({ org_id: "org_xyz" }), jwks, withOrg)).rejects.toThrow(
      /org_id/,
    );
    const byName = { ...expectations, organization: "Nkosi Farm" };
    await expect(
      verifyIdToken(await token({ org_name: "nkosi farm" }), jwks, byName),
    ).resolves.toBeTruthy();
    await expect(verifyIdToken(await token({}), jwks, byName)).rejects.toThrow(/org_name/);
  });
});

describe("an ID token that comes with a refresh (OpenID Connect Core §12.2)", () => {
  // The sign-in's ID token, as stored with the session.
  const signIn = () => token({ auth_time: nowSeconds - 600 });
  const refreshed = (claims: Record<string, unknown>) =>
    token({ nonce: undefined, auth_time: nowSeconds - 600, ...claims });
  const check = async (claims: Record<string, unknown>, original?: string) =>
    verifyRefreshedIdToken(await refreshed(claims), jwks, {
      issuer,
      clientId,
      currentDate: now,
      subject: "auth0|123",
      previousIdToken: original ?? (await signIn()),
    });

  it("accepts a token about the same sign-in, with or without a nonce", async () => {
    await expect(check({})).resolves.toMatchObject({ sub: "auth0|123" });
    await expect(check({ nonce: "whatever-the-provider-copied" })).resolves.toBeTruthy();
  });

  it.each([
    ["another subject", { sub: "auth0|456" }, /sub/],
    ["another issuer", { iss: "https://evil.example/" }, /iss/],
    ["another audience", { aud: "someone-else" }, /aud/],
    ["an audience added", { aud: [clientId, "api"], azp: clientId }, /aud/],
    ["an authorized party the sign-in's token had not", { azp: clientId }, /azp/],
    ["another authentication time", { auth_time: nowSeconds - 5 }, /auth_time/],
    ["no authentication time where the sign-in had one", { auth_time: undefined }, /auth_time/],
    ["an expiry more than 60 s ago", { exp: nowSeconds - 61 }, /exp/],
    ["no subject", { sub: undefined }, /sub/],
  ])("refuses %s", async (_case, claims, message) => {
    await expect(check(claims)).rejects.toThrow(message);
  });

  it("refuses a signature by another key, or another algorithm", async () => {
    const other = await generateKeyPair("RS256");
    const forged = await new SignJWT({ iss: issuer, sub: "auth0|123", aud: clientId })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 3600)
      .sign(other.privateKey);
    const expected = {
      issuer,
      clientId,
      currentDate: now,
      subject: "auth0|123",
      previousIdToken: await signIn(),
    };
    await expect(verifyRefreshedIdToken(forged, jwks, expected)).rejects.toThrow(IdTokenError);
    await expect(
      verifyRefreshedIdToken(await token({}, { alg: "HS256" }), jwks, expected),
    ).rejects.toThrow(/RS256/);
  });

  it("checks the organisation as at sign-in", async () => {
    await expect(
      verifyRefreshedIdToken(await refreshed({ org_id: "org_xyz" }), jwks, {
        issuer,
        clientId,
        organization: "org_abc",
        currentDate: now,
        subject: "auth0|123",
        previousIdToken: null,
      }),
    ).rejects.toThrow(/org_id/);
  });

  it("without a stored ID token, the session's subject is still compared", async () => {
    const expected = { issuer, clientId, currentDate: now, previousIdToken: null };
    await expect(
      verifyRefreshedIdToken(await refreshed({}), jwks, { ...expected, subject: "auth0|123" }),
    ).resolves.toBeTruthy();
    await expect(
      verifyRefreshedIdToken(await refreshed({}), jwks, { ...expected, subject: "auth0|999" }),
    ).rejects.toThrow(/sub/);
  });
});

describe("access token permissions (spec §6)", () => {
  it("reads the permissions claim of a token for Veld's API", async () => {
    const jwt = await token({ aud: "https://veld.example/api/v2", permissions: ["read:admin", 7] });
    const permissions = await verifyAccessTokenPermissions(jwt, jwks, {
      issuer,
      audience: "https://veld.example/api/v2",
      currentDate: now,
    });
    expect(permissions).toEqual(["read:admin"]);
  });

  it("refuses a token for another audience", async () => {
    const jwt = await token({ aud: "https://other.example", permissions: ["read:admin"] });
    await expect(
      verifyAccessTokenPermissions(jwt, jwks, {
        issuer,
        audience: "https://veld.example/api/v2",
        currentDate: now,
      }),
    ).rejects.toThrow();
  });
});
