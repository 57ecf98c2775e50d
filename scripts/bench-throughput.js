// `npm run bench:throughput` (and the last part of `npm run bench`): requests per second of Veld's
// pages beside a bare Remix v2 page, measured side by side in one run on this machine (issue 19;
// docs/decisions/0105-one-instance-throughput.md). Run `npm run build` first: Veld's build is not
// made here; the bare app (scripts/bench-bare) is built by this script, in a few seconds.
//
// Each target is loaded by autocannon (BENCH_CONNECTIONS connections, BENCH_SECONDS seconds) in
// BENCH_ROUNDS rounds that take the targets in turn, so that a change in the machine's load
// touches every target alike; the median round is reported. No Accept-Encoding is sent, as the
// bare app compresses nothing. The goal: a page that reads the database serves at least 0.8× the
// bare page. The figures depend on the machine, so a miss is reported, never an exit code.
//
// The signed-in pages (issue 30) are loaded with a session cookie: the demo farmer and the demo
// admin sign in once through the embedded provider in Chromium (Veld runs with its demo data),
// and every request carries the cookie. Their goal: /profile/home at 0.5× the bare page.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort, get, startServer, stopServer } from "./bench-server.js";
import { chromium } from "playwright-core";
import { ADMIN, FARMER, printGrid, signIn } from "./bench-signed-in.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const GOAL_RATIO = 0.8;

/** Veld's pages measured, with what each does per request. */
export const THROUGHPUT_TARGETS = [
  { page: "/healthz", what: "Express and one query, no Remix" },
  { page: "/terms-and-conditions", what: "a page without the database" },
  { page: "/faqs", what: "a page that reads the database" },
  { page: "/jobs", what: "a page that reads the database", goal: true },
];

/** Signed-in pages (issue 30), each loaded with the session of the person who uses it. */
export const SIGNED_IN_TARGETS = [
  { page: "/profile/home", who: FARMER, what: "the farmer's home page", goal: 0.5 },
  { page: "/profile/journey", who: FARMER, what: "the farmer's journey" },
  { page: "/profile/journey/practice_data", who: FARMER, what: "a season's practice data" },
  { page: "/profile/dashboard", who: FARMER, what: "the farmer's dashboard" },
  { page: "/admin", who: ADMIN, what: "the admin dashboard" },
  { page: "/admin/journey/review", who: ADMIN, what: "the review queue" },
];

/** The Cookie header of a session of each person, signed in through the embedded provider. */
async function sessionCookies(base, people) {
  const executablePath = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ].find((candidate) => candidate && fs.existsSync(candidate));
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox"] });
  try {
    const cookies = new Map();
    for (const email of people) {
      const returnTo = email === ADMIN ? "/admin" : "/profile/home";
      const state = await signIn(browser, base, email, returnTo);
      const host = new URL(base).hostname;
      const header = state.cookies
        .filter((cookie) => cookie.domain.replace(/^\./, "") === host)
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join("; ");
      cookies.set(email, header);
    }
    return cookies;
  } finally {
    await browser.close();
  }
}

function buildBare() {
  execFileSync(
    process.execPath,
    [
      path.resolve("node_modules/@remix-run/dev/dist/cli.js"),
      "vite:build",
      path.join(here, "bench-bare"),
    ],
    {
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

async function startBare(port) {
  const child = spawn(process.execPath, [path.join(here, "bench-bare/server.js")], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("The bare Remix app exited.");
    try {
      if ((await get(`http://127.0.0.1:${port}/`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error("The bare Remix app did not answer within 30 s.");
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts Veld's production build on a throwaway DATA_DIR; `stop()` ends it and removes it. */
export async function startVeld(extraEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-throughput-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir, base, extraEnv);
  return {
    base,
    async stop() {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Measures the bare page and Veld's targets on each running Veld (`{ label, base }`, its
 * production build): one row per target with the median round's requests/s, p97.5 and errors.
 * `/healthz` is measured on the first Veld only.
 */
export async function measureThroughput(veldServers, { log = console.log } = {}) {
  log(`Building the bare Remix app (scripts/bench-bare)…`);
  buildBare();
  const barePort = await freePort();
  const bare = await startBare(barePort);
  // The signed-in pages on the first Veld only: the public page cache never serves them.
  const first = veldServers[0].base;
  const cookies = await sessionCookies(first, [...new Set(SIGNED_IN_TARGETS.map((t) => t.who))]);
  const targets = [
    { name: "bare Remix page", what: "the yardstick", url: `http://127.0.0.1:${barePort}/` },
    ...SIGNED_IN_TARGETS.map((target) => ({
      name: `Veld ${target.page} (signed in)`,
      what: target.what,
      url: new URL(target.page, first).toString(),
      headers: { cookie: cookies.get(target.who) },
      goalRatio: target.goal,
    })),
    ...veldServers.flatMap(({ label, base }, index) =>
      THROUGHPUT_TARGETS.filter((target) => index === 0 || target.page !== "/healthz").map(
        (target) => ({
          ...target,
          name: `Veld ${target.page} (${label})`,
          url: new URL(target.page, base).toString(),
          // The goal is for Veld as configured (the first); the others show what each part gives.
          goalRatio: index === 0 && target.goal ? GOAL_RATIO : undefined,
        }),
      ),
    ),
  ];
  try {
    for (const target of targets) {
      const warm = await get(target.url, target.headers);
      if (warm.status !== 200) throw new Error(`${target.url} answered ${warm.status}.`);
    }
    const runs = new Map(targets.map((target) => [target, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      log(`Round ${round} of ${ROUNDS}: ${targets.length} targets × ${SECONDS} s…`);
      for (const target of targets) runs.get(target).push(await load(target.url, target.headers));
    }
    const bareRps = median(runs.get(targets[0]).map((run) => run.requests.average));
    return targets.map((target) => {
      const results = runs.get(target);
      const rps = median(results.map((run) => run.requests.average));
      return {
        ...target,
        rps,
        ratio: rps / bareRps,
        p97_5: median(results.map((run) => run.latency.p97_5)),
        errors: results.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
      };
    });
  } finally {
    await stopServer(bare);
  }
}

/** Veld as configured (the page cache on), and a second Veld with the page cache off. */
export async function measureThroughputOf(veldBase, options) {
  const uncached = await startVeld({ PUBLIC_PAGE_CACHE_SECONDS: "0" });
  try {
    return await measureThroughput(
      [
        { label: "page cache on", base: veldBase },
        { label: "page cache off", base: uncached.base },
      ],
      options,
    );
  } finally {
    await uncached.stop();
  }
}

export function printThroughput(rows, markdown) {
  console.log(
    `\nThroughput on ${os.cpus().length} cores: ${CONNECTIONS} connections, ${SECONDS} s a ` +
      `run, median of ${ROUNDS} rounds taken in turn; no compression; PGlite unless DATABASE_URL.\n`,
  );
  const header = ["target", "what it does", "requests/s", "× bare", "p97.5", "errors"];
  const lines = rows.map((row) => [
    row.name,
    row.what,
    row.rps.toFixed(0),
    row.ratio.toFixed(2),
    `${row.p97_5} ms`,
    String(row.errors),
  ]);
  printGrid(header, lines, markdown);
  console.log("");
  for (const row of rows.filter((r) => r.goalRatio !== undefined)) {
    const verdict = row.ratio >= row.goalRatio ? "OK" : "MISS";
    console.log(
      `${verdict} ${row.name}: ${row.ratio.toFixed(2)}× the bare page, goal ${row.goalRatio}×`,
    );
  }
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("No production build: run `npm run build` first.");
    process.exit(2);
  }
  console.log("Starting Veld's production build…");
  const veld = await startVeld();
  try {
    const rows = await measureThroughputOf(veld.base);
    printThroughput(rows, process.argv.includes("--markdown"));
  } finally {
    await veld.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
