// `npm run load` (issue 19 'Several instances'; decision 0109): one, then two production
// instances on a PostgreSQL database this script creates (and drops), behind the round-robin
// proxy of scripts/instances.js, loaded by autocannon with a realistic mix: public pages, the
// start of sign-in, a signed-in farmer's home and journey pages, admin lists and a form post.
// Prints requests/s, p95 (from every response's own time) and errors per configuration.
// Run `npm run build` first. DATABASE_URL names the server (default 127.0.0.1:5432, database
// test); LOAD_INSTANCES (default "1,2"), LOAD_SECONDS (15), LOAD_CONNECTIONS (10).
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import {
  createDatabase,
  DEFAULT_DATABASE_URL,
  freePort,
  SESSION_COOKIE,
  signIn,
  startInstance,
  startProxy,
} from "./instances.js";
import { printGrid } from "./bench-signed-in.js";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const CONFIGURATIONS = (process.env.LOAD_INSTANCES ?? "1,2").split(",").map(Number);
const SERVER_URL = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

/** The mix, one entry per request of a round; each connection goes round it in turn. */
function mix({ appUrl, farmer, admin }) {
  const asFarmer = { cookie: farmer };
  const asAdmin = { cookie: admin };
  const form = {
    "content-type": "application/x-www-form-urlencoded",
    // A browser's form post carries its origin; Veld refuses a cross-site one.
    origin: appUrl,
  };
  return [
    { name: "home page", method: "GET", path: "/" },
    { name: "jobs", method: "GET", path: "/jobs" },
    { name: "FAQs", method: "GET", path: "/faqs" },
    { name: "home page", method: "GET", path: "/" },
    { name: "sign-in start", method: "GET", path: "/auth/login?returnTo=%2Fprofile" },
    { name: "farmer home", method: "GET", path: "/profile/home", headers: asFarmer },
    { name: "journey", method: "GET", path: "/profile/journey", headers: asFarmer },
    {
      name: "eligibility form",
      method: "GET",
      path: "/profile/journey/eligibility",
      headers: asFarmer,
    },
    { name: "jobs", method: "GET", path: "/jobs" },
    {
      name: "admin companies",
      method: "GET",
      path: "/admin/journey/companies",
      headers: asAdmin,
    },
    {
      name: "admin job applications",
      method: "GET",
      path: "/admin/jobApplications",
      headers: asAdmin,
    },
    {
      name: "verification e-mail asked for",
      method: "POST",
      path: "/verify",
      headers: { ...asFarmer, ...form },
      body: "",
    },
  ];
}

const percentile = (sorted, p) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
    : NaN;

async function measure(instanceCount) {
  const database = await createDatabase(SERVER_URL, "veld_load");
  const proxy = await startProxy([]);
  const instances = [];
  try {
    const env = {
      // The load comes from one address: the limits would measure themselves, not Veld.
      RATE_LIMIT_SIGN_IN: "1000000",
      RATE_LIMIT_PUBLIC_FORMS: "1000000",
      // The proxy sets X-Forwarded-For, as a load balancer does.
      TRUST_PROXY: "true",
    };
    for (let i = 0; i < instanceCount; i++) {
      instances.push(
        await startInstance({
          name: `load-${i + 1}`,
          port: await freePort(),
          appUrl: proxy.url,
          databaseUrl: database.url,
          env,
        }),
      );
    }
    proxy.setUpstreams(instances.map((instance) => instance.base));
    const cookieOf = async (email) => {
      const jar = await signIn({ via: proxy.url, appUrl: proxy.url, email });
      return `${SESSION_COOKIE}=${jar.cookies.get(SESSION_COOKIE)}`;
    };
    const requests = mix({
      appUrl: proxy.url,
      farmer: await cookieOf("farmer@veld.example"),
      admin: await cookieOf("admin@veld.example"),
    });
    // Each request once (twice round the instances), so a page that does not answer as it
    // should is reported now rather than counted as an error of the load.
    for (const request of [...requests, ...requests]) {
      const res = await fetch(new URL(request.path, proxy.url), {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: "manual",
      });
      await res.arrayBuffer();
      if (res.status >= 400)
        throw new Error(`${request.method} ${request.path} answered ${res.status}`);
    }

    const times = [];
    const statuses = new Map();
    const run = autocannon({
      url: proxy.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: requests.map(({ method, path, headers, body }) => ({
        method,
        path,
        headers,
        body,
      })),
    });
    run.on("response", (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const result = await new Promise((resolve, reject) =>
      run.on("done", resolve).on("error", reject),
    );
    times.sort((x, y) => x - y);
    const failedAnswers = [...statuses]
      .filter(([status]) => status >= 400)
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      instances: instanceCount,
      rps: result.requests.total / (result.duration || SECONDS),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      total: result.requests.total,
      errors: result.errors + result.timeouts + failedAnswers,
      statuses: [...statuses]
        .sort(([x], [y]) => x - y)
        .map(([status, n]) => `${status}×${n}`)
        .join(" "),
      byUpstream: [...proxy.stats.byUpstream.values()].join(" / "),
    };
  } finally {
    for (const instance of instances) {
      await instance.stop();
      instance.cleanUp();
    }
    await proxy.close();
    await database.drop();
  }
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("No production build: run `npm run build` first.");
    process.exit(2);
  }
  const rows = [];
  for (const count of CONFIGURATIONS) {
    console.log(`Loading ${count} instance(s) for ${SECONDS} s with ${CONNECTIONS} connections…`);
    rows.push(await measure(count));
  }
  console.log(
    `\n${os.cpus().length} cores, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s a run, ` +
      `through the round-robin proxy (which shares the cores).\n`,
  );
  printGrid(
    [
      "instances",
      "requests/s",
      "p50",
      "p95",
      "p99",
      "requests",
      "errors",
      "answers",
      "per instance",
    ],
    rows.map((row) => [
      String(row.instances),
      row.rps.toFixed(0),
      `${row.p50} ms`,
      `${row.p95} ms`,
      `${row.p99} ms`,
      String(row.total),
      String(row.errors),
      row.statuses,
      row.byUpstream,
    ]),
    process.argv.includes("--markdown"),
  );
  if (rows.some((row) => row.errors)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
