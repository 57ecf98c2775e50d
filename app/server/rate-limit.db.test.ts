import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { canonicalPaths } from "./canonical-path.server";
import { DatabaseRateLimitStore, limitPosts, mountRateLimits } from "./rate-limit.server";

describe("rate limit counters in the database", () => {
  it("counts hits per key within a window and starts again after it", async () => {
    const store = new DatabaseRateLimitStore("test:");
    store.windowMs = 1000;
    expect((await store.increment("1.2.3.4")).totalHits).toBe(1);
    expect((await store.increment("1.2.3.4")).totalHits).toBe(2);
    expect((await store.increment("5.6.7.8")).totalHits).toBe(1);
    await store.decrement("1.2.3.4");
    expect((await store.increment("1.2.3.4")).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await store.increment("1.2.3.4");
    expect(next.totalHits).toBe(1);
    expect(next.resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it("two stores (two app instances) share one count", async () => {
    const a = new DatabaseRateLimitStore("shared:");
    const b = new DatabaseRateLimitStore("shared:");
    await a.increment("ip");
    await b.increment("ip");
    expect((await a.increment("ip")).totalHits).toBe(3);
    await b.resetKey("ip");
    expect((await a.increment("ip")).totalHits).toBe(1);
  });
});

describe("limitPosts", () => {
  it("answers 429 in the /api/v2 envelope under /api/, in plain text elsewhere", async () => {
    const app = express();
    const limit = limitPosts(`answers-${Date.now()}`, { windowMs: 60_000, limit: 1 });
    app.use(["/api/v2/user/verification", "/jobs"], limit, (_req, res) => {
      res.status(200).send("ok");
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const post = (path: string) => fetch(`${origin}${path}`, { method: "POST" });
      expect((await post("/api/v2/user/verification/resend")).status).toBe(200);
      const api = await post("/api/v2/user/verification/resend");
      expect(api.status).toBe(429);
      expect(api.headers.get("Cache-Control")).toContain("no-store");
      expect(await api.json()).toEqual({
        ok: false,
        message: "Too many attempts from your connection. Please wait a few minutes and try again.",
      });
      const page = await post("/jobs");
      expect(page.status).toBe(429);
      expect(page.headers.get("Content-Type")).toMatch(/^text\/plain/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the limits see the path that is routed", () => {
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM rate_limits`);
  });

  /** A POST with the path exactly as given (fetch would tidy '/./' and '/../' away first). */
  const rawPost = (origin: string, path: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      const options = { hostname, port, path, method: "POST" };
      const request = http.request(options, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, location: response.headers.location });
      });
      request.setHeader("Content-Type", "application/x-www-form-urlencoded");
      request.on("error", reject);
      request.end("email=someone%40example.org");
    });

  async function withApp(run: (origin: string, routed: string[]) => Promise<void>) {
    const app = express();
    const routed: string[] = [];
    app.use(canonicalPaths());
    mountRateLimits(app, { signIn: 2, publicForms: 1 });
    // What Remix would route: it records the path it was given.
    app.all("*", (req, res) => {
      routed.push(req.path);
      res.status(200).send("routed");
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await run(origin, routed);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  const SIGN_IN_VARIANTS = [
    "//auth/login",
    "/auth//login",
    "/%61uth/login",
    "/%61%75%74%68/login",
    "/./auth/login",
    "/x/../auth/login",
    "/%2e/auth/login",
    "/AUTH/login",
    "/Auth/Login",
  ];

  it.each(SIGN_IN_VARIANTS)("%s is sent to its canonical path before anything routes it", (path) =>
    withApp(async (origin, routed) => {
      const answer = await rawPost(origin, path);
      if (path.toLowerCase() === "/auth/login") {
        // Case is not rewritten (routing ignores it); the limit matches it all the same.
        expect(answer.status).toBe(200);
      } else {
        expect(answer.status).toBe(308);
        expect(answer.location?.toLowerCase()).toBe("/auth/login");
        expect(routed).toEqual([]);
      }
    }),
  );

  it("once the sign-in limit is reached, no spelling of the path gets through", () =>
    withApp(async (origin, routed) => {
      expect((await rawPost(origin, "/auth/login")).status).toBe(200);
      expect((await rawPost(origin, "/auth/login")).status).toBe(200);
      for (const path of SIGN_IN_VARIANTS) {
        const first = await rawPost(origin, path);
        const final = first.status === 308 ? await rawPost(origin, first.location!) : first;
        expect(final.status, path).toBe(429);
      }
      expect(routed).toEqual(["/auth/login", "/auth/login"]);
    }));

  it("the job form's limit holds for '//jobs/…' and '/%6Aobs/…' too", () =>
    withApp(async (origin) => {
      const job = "/jobs/00000000-0000-4000-8000-000000000001";
      expect((await rawPost(origin, job)).status).toBe(200);
      for (const path of [
        `/${job}`,
        job.replace("/jobs", "/%6Aobs"),
        job.replace("/jobs", "/JOBS"),
      ]) {
        const first = await rawPost(origin, path);
        const final = first.status === 308 ? await rawPost(origin, first.location!) : first;
        expect(final.status, path).toBe(429);
      }
    }));

  it.each(["/auth%2flogin", "/jobs%00", "/auth\\login", "/jobs/%zz"])(
    "%s is refused with a 400 and a sentence",
    (path) =>
      withApp(async (origin, routed) => {
        const answer = await rawPost(origin, path);
        expect(answer.status).toBe(400);
        expect(routed).toEqual([]);
      }),
  );
});
