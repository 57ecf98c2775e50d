// With the identity provider unreachable, /auth/login shows the sign-in error page with 'Try
// again' (503), never a bare 500, and each attempt tries the provider afresh, so sign-in works
// again as soon as the provider does (OpenID Connect Discovery 1.0 §4).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/env.server";
import { loader } from "~/routes/auth.login";

// A port where nothing listens: the provider is down.
let downPort = 0;

beforeAll(async () => {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  downPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  process.env.OIDC_ISSUER = `http://127.0.0.1:${downPort}/`;
  process.env.OIDC_CLIENT_ID = "veld";
  process.env.OIDC_CLIENT_SECRET = "secret";
  loadEnv();
});

afterAll(() => {
  delete process.env.OIDC_ISSUER;
  delete process.env.OIDC_CLIENT_ID;
  delete process.env.OIDC_CLIENT_SECRET;
  loadEnv();
});

async function visitLogin() {
  const request = new Request("http://localhost:3000/auth/login?returnTo=%2Fprofile%2Fhome");
  return (await loader({ request, params: {}, context: {} as never })) as unknown as {
    data: { title: string; message: string };
    init: ResponseInit;
  };
}

describe("sign-in while the provider is down", () => {
  it("answers 503 with a page saying so, and tries again on the next visit", async () => {
    const first = await visitLogin();
    expect(first.init.status).toBe(503);
    expect(first.data.title).toBe("Sign-in did not work");
    expect(first.data.message).toMatch(/try again/i);

    // The provider comes back, still failing: the next visit discovers again (no failure is
    // remembered), attempting up to 3 times on a 5xx (spec §9), and still shows the page.
    let discovered = 0;
    let isHealthy = false;
    const issuer = `http://127.0.0.1:${downPort}`;
    const provider = http.createServer((req, res) => {
      discovered += 1;
      if (!isHealthy) return res.writeHead(503).end();
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          issuer: `${issuer}/`,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
        }),
      );
    });
    await new Promise<void>((resolve) => provider.listen(downPort, "127.0.0.1", resolve));
    try {
      const second = await visitLogin();
      expect(second.init.status).toBe(503);
      expect(discovered).toBe(3);

      // Healthy again: the next visit starts the sign-in.
      isHealthy = true;
      const third = await visitLogin().catch((thrown: unknown) => thrown);
      expect(third).toBeInstanceOf(Response);
      expect((third as Response).status).toBe(302);
      expect((third as Response).headers.get("Location")).toMatch(
        new RegExp(`^${issuer}/authorize\\?`),
      );
    } finally {
      provider.closeAllConnections();
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  it("a discovery document naming another issuer is refused like an unreachable provider", async () => {
    loadEnv(); // a new configuration: no client discovered yet
    const impostor = http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          issuer: "https://evil.example/",
          authorization_endpoint: "https://evil.example/authorize",
          token_endpoint: "https://evil.example/token",
          jwks_uri: "https://evil.example/jwks",
        }),
      );
    });
    await new Promise<void>((resolve) => impostor.listen(downPort, "127.0.0.1", resolve));
    try {
      const visit = await visitLogin();
      expect(visit.init.status).toBe(503);
      expect(visit.data.message).toMatch(/try again/i);
    } finally {
      impostor.closeAllConnections();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });
});
