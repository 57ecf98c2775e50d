import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run against the production build with the embedded defaults (PGlite, the
// built-in identity provider, mail to the outbox) in a throwaway data folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// One folder per port: suites run side by side on other ports (E2E_PORT) never wipe each other's.
export const E2E_DATA_DIR = path.resolve(`tests/.tmp/e2e-data-${PORT}`);

const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
const CHROMIUM_USE = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? chromium,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/**
 * The demo farmer's chain: these specs build the demo farm's season from sign-up to a sent
 * contract, each on what the one before left (file order).
 */
const CHAIN =
  /\/(baseline|doemails|events|journey|journey2-contracting|journey3-layout)\.spec\.ts$/;

/**
 * The farmer's accessibility sweep needs the farm as journey3 leaves it (its tables, maps and
 * downloads) and changes nothing, so it runs in a lane of its own after the chain.
 */
const FARMER_SWEEP = /\/journey4-accessibility\.spec\.ts$/;

/**
 * Specs that need the demo farm as the chain leaves it (its legal entity, signatories and farms):
 * sign-in, an owner's invitation into another organisation, learning resources, the scheduling
 * widget, a notification to the review demo's owner, the admin's pages at 360 px without
 * JavaScript. They run in their own lane after the chain.
 */
const AFTER_CHAIN =
  /\/(narrow-screens|notifications|organisations|resources|scheduling|sign-in)\.spec\.ts$/;

/**
 * Standalone specs that run beside the chain. Playwright runs a project that depends on another
 * only once every project of the first phase has finished, so the first phase holds standalone
 * work for the other two workers (and the chain's, once it is done), and the rest of it fills the
 * second phase beside the specs that wait for the chain.
 */
const STANDALONE_FIRST =
  /\/(error-pages|journey[5-8]-[a-z]+|kit-widgets|public-site|signup)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three workers on the one server (the run of 2026-11-29 on 2 cores: two lanes 10.6 minutes,
  // three 9.4; on Node 24 four were no faster than three, 7.7 and 7.8 minutes: Chromium's
  // renderers take two thirds of the CPU, and the phases below keep three lanes busy). The demo
  // farmer's chain runs its specs one after another in file order, because journey.spec.ts …
  // journey3 build on the demo data as the previous spec left it; once it has run, the farmer's
  // sweep and the specs that need its farm run. The standalone specs fill the other workers.
  // E2E_WORKERS overrides the number, to measure.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: BASE_URL,
    // In CI a trace (actions, DOM snapshots, network, console) is recorded for a failed test's
    // retry only: recording one for every test that passes costs every test its snapshots. Run
    // here (no retries), every test records one and a failed test's is kept. The screencast (a
    // JPEG of every frame) is never recorded: it cost about a sixth of the suite's time on 2 cores.
    trace: {
      mode: process.env.CI ? "on-first-retry" : "retain-on-failure",
      screenshots: false,
    },
    screenshot: "only-on-failure",
  },
  projects: [
    // First phase: the demo farmer's chain, and standalone specs beside it.
    { name: "chain", use: CHROMIUM_USE, testMatch: CHAIN, workers: 1 },
    { name: "standalone-first", use: CHROMIUM_USE, testMatch: STANDALONE_FIRST },
    // Second phase: what needs the chain's farm, and the other standalone specs.
    {
      name: "after-chain",
      use: CHROMIUM_USE,
      testMatch: AFTER_CHAIN,
      dependencies: ["chain"],
      workers: 1,
    },
    {
      name: "farmer-sweep",
      use: CHROMIUM_USE,
      testMatch: FARMER_SWEEP,
      dependencies: ["chain"],
      workers: 1,
    },
    // Every other spec: each touches nothing the others read. It makes its own people and
    // records (the season's stretches journey5 … journey8 start from organisations of their own,
    // written before the server starts: tests/e2e/scenarios.ts), or changes only what no other
    // spec looks at (the job postings, the kit's catalogue, a newcomer's sign-up, waiting@'s
    // access, API clients, a summary file, the Karoo trust's calculation), or only reads (the
    // accessibility sweep of the public, provider and staff pages, the hydration check, the
    // operator's pages). They run in any order, on any worker.
    {
      name: "standalone",
      use: CHROMIUM_USE,
      testIgnore: [CHAIN, AFTER_CHAIN, FARMER_SWEEP, STANDALONE_FIRST],
      dependencies: ["standalone-first"],
    },
  ],
  webServer: {
    // A fresh data folder, the organisations the season's specs start from, then Veld.
    command: `rm -rf "${E2E_DATA_DIR}" && vite-node --config vitest.config.ts tests/e2e/seed-scenarios.ts && node ./server.js`,
    url: `${BASE_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      APP_URL: BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // The daily backup (decision 0119) has its own tests; here it would pause a test's page.
      BACKUP_SCHEDULE: "off",
      // The e2e suite signs in many times from one address.
      RATE_LIMIT_SIGN_IN: "10000",
      // The interface kit's catalogue (/dev/kit) is off in production unless asked for.
      KIT_CATALOGUE: "true",
      // A scheduling page (served by the scheduling spec's fake provider), so the production CSP's
      // frame-src carries its origin as it does wherever SCHEDULING_URL is set.
      SCHEDULING_URL: "https://scheduling.example/veld/onboarding",
    },
  },
});
