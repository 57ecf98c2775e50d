// With the identity provider unreachable, /auth/login shows the sign-in error page with 'Try
// again' (503), never a bare 500, and each attempt tries the provider afresh.
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

    // The provider comes back: the next visit discovers it (no failure is remembered).
    let discovered = 0;
    const provider = http.createServer((req, res) => {
      discovered += 1;
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => provider.listen(downPort, "127.0.0.1", resolve));
    try {
      const second = await visitLogin();
      expect(second.init.status).toBe(503);
      expect(discovered).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => provider.close(resolve));
    }
  });
});
