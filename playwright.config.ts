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
 * The specs that touch nothing the others read: each makes its own people and records, or changes
 * only what no other spec looks at (the job postings, the kit's catalogue, a newcomer's sign-up,
 * waiting@'s access, API clients, a summary file), or only reads (the accessibility sweep of the
 * public, provider and staff pages, the hydration check, the operator's pages). They run in any
 * order, on any worker.
 */
const STANDALONE =
  /\/(accessibility|admin-jobs|api-clients|earnings-potential|error-pages|hydration|jobs|kit-forms|kit-widgets|operations|public-site|signup|summary-files|user-access)\.spec\.ts$/;

/**
 * The journey chain's start: the specs up to journey3 build the demo farm's season from sign-up
 * to contract and mapped farms, each on what the one before left (file order).
 */
const JOURNEY_START =
  /\/(baseline|doemails|events|journey|journey2-contracting|journey3-layout)\.spec\.ts$/;

/**
 * The farmer's accessibility sweep needs the farm as journey3 leaves it (its tables, maps and
 * downloads) and changes nothing, so it runs beside the rest of the chain.
 */
const FARMER_SWEEP = /\/journey4-accessibility\.spec\.ts$/;

/**
 * Specs that need the demo farm as the chain's start leaves it (its legal entity, signatories and
 * farms) but neither read nor change what journey5 … journey9 do to the demo farmer's season:
 * sign-in, an owner's invitation into another organisation, learning resources, the scheduling
 * widget, a notification to the review demo's owner, the admin's pages at 360 px without
 * JavaScript. They run in their own lane beside the rest of the chain.
 */
const BESIDE_CHAIN =
  /\/(narrow-screens|notifications|organisations|resources|scheduling|sign-in)\.spec\.ts$/;

/**
 * Standalone specs that run beside the chain's start. Playwright runs a project that depends on
 * another only once every project of the first phase has finished, so the first phase holds about
 * as much standalone work for two workers as the chain's start takes on one (the run of
 * 2026-11-29: start 103 s; these 215 s), and the rest of it fills the second phase beside the
 * chain's rest and the farmer's sweep.
 */
const STANDALONE_FIRST = /\/(error-pages|kit-widgets|public-site|signup)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three workers on the one server (the run of 2026-11-29 on 2 cores: two lanes 10.6 minutes,
  // three 9.4; on Node 24 four were no faster than three, 7.7 and 7.8 minutes: Chromium's
  // renderers take two thirds of the CPU, and the phases below keep three lanes busy). The
  // journey chain runs its specs one after another in file order, because journey.spec.ts …
  // journey9 build on the demo data as the previous spec left it; once its start has run, the
  // farmer's sweep and the specs beside the chain run beside its rest. The standalone specs fill
  // the other workers. E2E_WORKERS overrides the number, to measure.
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
    // First phase: the chain's start, and standalone specs beside it.
    { name: "journey-start", use: CHROMIUM_USE, testMatch: JOURNEY_START, workers: 1 },
    { name: "standalone-first", use: CHROMIUM_USE, testMatch: STANDALONE_FIRST, workers: 2 },
    // Second phase: the chain's rest, the farmer's sweep, the other standalone specs.
    {
      name: "journeys",
      use: CHROMIUM_USE,
      testIgnore: [STANDALONE, JOURNEY_START, FARMER_SWEEP, BESIDE_CHAIN],
      dependencies: ["journey-start"],
      workers: 1,
    },
    {
      name: "beside-journeys",
      use: CHROMIUM_USE,
      testMatch: BESIDE_CHAIN,
      dependencies: ["journey-start"],
      workers: 1,
    },
    {
      name: "farmer-sweep",
      use: CHROMIUM_USE,
      testMatch: FARMER_SWEEP,
      dependencies: ["journey-start"],
      workers: 1,
    },
    {
      name: "standalone",
      use: CHROMIUM_USE,
      testMatch: STANDALONE,
      testIgnore: STANDALONE_FIRST,
      dependencies: ["standalone-first"],
      workers: 2,
    },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node ./server.js`,
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
