// /metrics, /livez and /readyz (issue 19 'Past one machine', decision 0106), with real requests to
// the Express app of app/server/app.server.ts on a fresh database. Remix gets a small build of its
// own here (Veld's needs Vite): a page, a resource route and the real entry.server.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { insertEmail } from "~/models/email-outbox.server";
import { startPeriodicTask } from "~/server/background.server";
import { createLifecycle, readinessCheck } from "~/server/health.server";

import { startTestApp, testBuild, type RunningApp } from "../support/express-app";

function Thing() {
  const { id } = useLoaderData<{ id: string }>();
  return <p>Thing {id}</p>;
}

const build = testBuild({
  "routes/things.$thingId": {
    path: "things/:thingId",
    module: {
      default: Thing,
      loader: ({ params }: { params: Record<string, string> }) => ({ id: params.thingId }),
    },
  },
  "routes/api.things.$thingId": {
    path: "api/things/:thingId",
    module: {
      loader: ({ params }: { params: Record<string, string> }) =>
        Response.json({ id: params.thingId }),
    },
  },
});

const TOKEN = "metrics-token-0123456789abcdef0123456789abcdef";

type Running = RunningApp;

/** The app as start.server.ts makes it, on `host`; an external provider, so no /oidc here. */
const startApp = (extraEnv: Record<string, string> = {}, host = "127.0.0.1") =>
  startTestApp(build, extraEnv, host);

async function stopApp(running: Running | undefined) {
  await running?.close();
}

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics, /livez and /readyz", () => {
  let running: Running | undefined;
  const metrics = async () => {
    const response = await fetch(`${running!.origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    running = await startApp();
  });
  afterAll(() => stopApp(running));

  it("times requests by route pattern, never by URL", async () => {
    const page = await fetch(`${running!.origin}/things/4f9c2a1e`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Thing <!-- -->4f9c2a1e");
    expect((await fetch(`${running!.origin}/things/77b1`)).status).toBe(200);
    expect((await fetch(`${running!.origin}/api/things/12`)).status).toBe(200);
    expect((await fetch(`${running!.origin}/no/such/page`)).status).toBe(404);
    expect((await fetch(`${running!.origin}/assets/missing-Bx1.js`)).status).toBe(404);

    await expect
      .poll(async () =>
        sample(
          await metrics(),
          'http_request_duration_seconds_count{method="GET",status_class="2xx",route="/things/:thingId"}',
        ),
      )
      .toBe(2);
    const text = await metrics();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",status_class="2xx",route="/api/things/:thingId"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",status_class="4xx",route="unmatched"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",status_class="4xx",route="static"}',
      ),
    ).toBe(1);
    // A bucket of the histogram, not only its count and sum.
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",status_class="2xx",route="\/things\/:thingId"\} 2/,
    );
    expect(text).not.toContain("4f9c2a1e");
    expect(text).not.toContain("77b1");
    // Node's own metrics come with it.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("shows the database connections", async () => {
    const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
    const text = await metrics();
    expect(sample(text, `veld_db_pool_max_connections{engine="${engine}"}`)).toBe(
      engine === "pglite" ? 1 : 5,
    );
    expect(sample(text, `veld_db_pool_connections{engine="${engine}"}`)).toBeGreaterThanOrEqual(1);
    if (engine === "postgres") {
      expect(
        sample(text, `veld_db_pool_idle_connections{engine="postgres"}`),
      ).toBeGreaterThanOrEqual(0);
      expect(sample(text, `veld_db_pool_waiting_clients{engine="postgres"}`)).toBe(0);
    } else {
      // PGlite cannot say: no series rather than a made-up value.
      expect(text).not.toContain("veld_db_pool_idle_connections{");
    }
  });

  it("counts the e-mail outbox's backlog and failures when scraped", async () => {
    const before = await metrics();
    const count = (text: string, status: string) =>
      sample(text, `veld_email_outbox_messages{status="${status}"}`);
    const pendingBefore = count(before, "pending")!;
    const failedBefore = count(before, "failed")!;
    expect(pendingBefore).toBeGreaterThanOrEqual(0);

    const email = (key: string, sendAt: Date) => ({
      idempotencyKey: `metrics-test-${key}`,
      to: "naledi@example.co.za",
      from: "Veld <no-reply@veld.example>",
      subject: "Hello",
      text: "Hi",
      html: null,
      sendAt,
    });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await insertEmail(email("due", hourAgo));
    await insertEmail(email("later", new Date(Date.now() + 3_600_000)));
    const failedId = await insertEmail(email("failed", hourAgo));
    await db()
      .update(emailOutbox)
      .set({ status: "failed", lastError: "550 mailbox unavailable" })
      .where(eq(emailOutbox.id, failedId!));

    const after = await metrics();
    expect(count(after, "pending")).toBe(pendingBefore + 2);
    expect(count(after, "failed")).toBe(failedBefore + 1);
    expect(count(after, "sending")).toBeGreaterThanOrEqual(0);
    expect(sample(after, "veld_email_outbox_oldest_due_seconds")).toBeGreaterThanOrEqual(3590);
  });

  it("counts background task runs by outcome, with the last run's time and duration", async () => {
    let runs = 0;
    const task = startPeriodicTask("metrics test task", 5, async () => {
      runs += 1;
      if (runs === 2) throw new Error("database unreachable");
    });
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    await task.stop();

    const text = await metrics();
    const success = sample(
      text,
      'veld_background_task_runs_total{task="metrics test task",outcome="success"}',
    );
    expect(success).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'veld_background_task_runs_total{task="metrics test task",outcome="failure"}'),
    ).toBe(1);
    expect(success! + 1).toBe(runs);
    const lastRun = sample(
      text,
      'veld_background_task_last_run_timestamp_seconds{task="metrics test task"}',
    );
    expect(lastRun).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(
      sample(text, 'veld_background_task_last_success_timestamp_seconds{task="metrics test task"}'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'veld_background_task_last_duration_seconds{task="metrics test task"}'),
    ).toBeGreaterThanOrEqual(0);
  });

  it("is live and ready, and no longer ready once shutdown begins while still live", async () => {
    const live = await fetch(`${running!.origin}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${running!.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok" });
    expect(ready.headers.get("cache-control")).toBe("no-store");

    running!.lifecycle.beginShutdown();
    const draining = await fetch(`${running!.origin}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "unavailable", reason: "shutting down" });
    // The process still answers, and requests in flight or on open connections are served.
    expect((await fetch(`${running!.origin}/livez`)).status).toBe(200);
    expect((await fetch(`${running!.origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${running!.origin}/things/1`)).status).toBe(200);

    const text = await metrics();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",status_class="5xx",route="/readyz"}',
      ),
    ).toBe(1);
  });
});

describe("readiness and the database", () => {
  it("is not ready while a migration the code expects is missing from the database", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "veld-migrations-"));
    try {
      fs.mkdirSync(path.join(folder, "meta"));
      const journal = JSON.parse(
        fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8"),
      ) as { entries: { idx: number; tag: string }[] };
      journal.entries.push({ idx: journal.entries.length, tag: "9999_not_applied_yet" });
      fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
      const lifecycle = createLifecycle();
      expect(await readinessCheck(lifecycle, { migrationsFolder: folder })()).toEqual({
        ready: false,
        reason: "migrations pending",
      });
      expect(await readinessCheck(lifecycle)()).toEqual({ ready: true });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("who may read /metrics", () => {
  it("without METRICS_TOKEN: a direct loopback connection only; through a proxy, nothing there", async () => {
    const running = await startApp();
    try {
      expect((await fetch(`${running.origin}/metrics`)).status).toBe(200);
      // A proxy on the same machine connects from loopback too, but says whom for.
      const proxied = await fetch(`${running.origin}/metrics`, {
        headers: { "X-Forwarded-For": "203.0.113.9" },
      });
      expect(proxied.status).toBe(404);
      expect(await proxied.text()).not.toContain("http_request_duration_seconds");
      const viaForwarded = await fetch(`${running.origin}/metrics`, {
        headers: { Forwarded: "for=203.0.113.9" },
      });
      expect(viaForwarded.status).toBe(404);
      // A token is no use when none is configured.
      const withToken = await fetch(`${running.origin}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN}`, "X-Real-IP": "203.0.113.9" },
      });
      expect(withToken.status).toBe(404);
    } finally {
      await stopApp(running);
    }
  });

  // Another address of this machine is a remote peer as far as the server can tell.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  it.skipIf(!external)(
    "without METRICS_TOKEN: a connection from another address gets a 404",
    async () => {
      const running = await startApp({}, "0.0.0.0");
      try {
        const { port } = running.server.address() as AddressInfo;
        const response = await fetch(`http://${external}:${port}/metrics`);
        expect(response.status).toBe(404);
        expect((await fetch(`${running.origin}/metrics`)).status).toBe(200);
      } finally {
        await stopApp(running);
      }
    },
  );

  it("with METRICS_TOKEN: the bearer token, from everyone, loopback included", async () => {
    const running = await startApp({ METRICS_TOKEN: TOKEN });
    try {
      const none = await fetch(`${running.origin}/metrics`);
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      const wrong = await fetch(`${running.origin}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN.replace(/.$/, "0")}` },
      });
      expect(wrong.status).toBe(401);
      const basic = await fetch(`${running.origin}/metrics`, {
        headers: { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
      });
      expect(basic.status).toBe(401);
      const right = await fetch(`${running.origin}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN}`, "X-Forwarded-For": "203.0.113.9" },
      });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain("# TYPE http_request_duration_seconds histogram");
      // Probes never need it.
      expect((await fetch(`${running.origin}/livez`)).status).toBe(200);
      expect((await fetch(`${running.origin}/readyz`)).status).toBe(200);
    } finally {
      await stopApp(running);
    }
  });
});

// Remix aborts an action whose Origin host differs from X-Forwarded-Host or Host with an error,
// which Express would answer 500; the host check answers 403 with a sentence first.
describe("a form post addressed to another host than its Origin", () => {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await startApp({ APP_URL: "http://veld.localhost:3000" });
  });
  afterAll(() => stopApp(running));

  const post = (headers: Record<string, string>) =>
    fetch(`${running!.origin}/things/4f9c2a1e`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "name=x",
    });

  it("is refused with 403 and a sentence, not a 500, when Host differs", async () => {
    const response = await post({ origin: "http://veld.localhost:3000" });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      "This request reached Veld under another address than the page it was sent from, and " +
        "was refused. Behind a proxy, the proxy must pass the Host header on or set " +
        "X-Forwarded-Host.",
    );
  });

  it("reaches Remix through a proxy that sets X-Forwarded-Host (this page has no action: 405)", async () => {
    const response = await post({
      origin: "http://veld.localhost:3000",
      "x-forwarded-host": "veld.localhost:3000",
    });
    expect(response.status).toBe(405);
  });
});

// Behind a load balancer (TRUST_PROXY) the client is the address the proxy saw: the last entry of
// X-Forwarded-For. The first entries are the client's own writing; were they believed, a new one
// on each post would step around the rate limits.
describe("the rate limits behind a proxy", () => {
  it("count a client by the address the proxy saw, whatever it writes in X-Forwarded-For", async () => {
    const running = await startApp({ TRUST_PROXY: "true", RATE_LIMIT_PUBLIC_FORMS: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const response = await fetch(`${running.origin}/verify`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": `198.51.100.${i}, 203.0.113.5`,
          },
          body: "",
        });
        statuses.push(response.status);
      }
      expect(statuses.map((status) => status === 429)).toEqual([false, false, false, true, true]);
      // Another client behind the same proxy has its own count.
      const other = await fetch(`${running.origin}/verify`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "203.0.113.6",
        },
        body: "",
      });
      expect(other.status).not.toBe(429);
    } finally {
      await stopApp(running);
    }
  });
});
