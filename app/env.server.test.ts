import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("runs with an empty environment on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.embeddedIdentityProvider).toBe(true);
    expect(env.issuer).toBe("http://localhost:3000/oidc");
    expect(env.seedDemoData).toBe(true);
  });

  it("names every bad value in one message", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain("PORT must be a number");
    expect(message).toContain("DATABASE_URL must start with postgres:// or postgresql://");
    expect(message).toContain("SESSION_SECRET must be at least 32 characters long");
  });

  it("needs a client id and secret for an external identity provider, and never seeds demo accounts for it", () => {
    expect(() => parseEnv({ OIDC_ISSUER: "https://veld.eu.auth0.com/" })).toThrow(
      /OIDC_CLIENT_ID is required when OIDC_ISSUER is set/,
    );
    const env = parseEnv({
      OIDC_ISSUER: "https://veld.eu.auth0.com/",
      OIDC_CLIENT_ID: "abc",
      OIDC_CLIENT_SECRET: "def",
      SEED_DEMO_DATA: "true",
    });
    expect(env.embeddedIdentityProvider).toBe(false);
    expect(env.seedDemoData).toBe(false);
  });

  it("seeds the demo accounts on loopback only, unless told otherwise", () => {
    expect(parseEnv({ NODE_ENV: "production" }).seedDemoData).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "https://veld.example" }).seedDemoData).toBe(
      false,
    );
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "https://veld.example", SEED_DEMO_DATA: "true" })
        .seedDemoData,
    ).toBe(true);
  });

  it("treats an empty access token lifetime as unset and refuses one the refresh leeway would swallow", () => {
    expect(parseEnv({ OIDC_ACCESS_TOKEN_TTL: "" }).OIDC_ACCESS_TOKEN_TTL).toBe(3600);
    expect(() => parseEnv({ OIDC_ACCESS_TOKEN_TTL: "30" })).toThrow(/more than 60 seconds/);
  });

  it("refuses plain http for a public production URL", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_URL: "http://veld.example" })).toThrow(
      /APP_URL must use https/,
    );
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "http://localhost:3000" }).isProduction,
    ).toBe(true);
  });
});
