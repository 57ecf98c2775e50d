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
 * The longest specs (the accessibility sweeps, the season's longest walks, the kit's catalogue, the
 * sign-up), in a project of their own so that they are the first handed to the workers, and the
 * short ones fill the workers at the end.
 */
const LONG =
  /\/(accessibility|journey4-accessibility|journey5-fields|journey6-practice|journey8-review|kit-forms|kit-widgets|signup)\.spec\.ts$/;

/**
 * The specs that run once every other has. A programme e-mail and a notification are each sent to
 * everyone on a journey step (the step 'Feedback', where the review demo's owner stands): a farmer
 * of another spec who reached that step meanwhile (journey7, journey8) would be shown the
 * notification in the middle of a walk, and the e-mail's count would change between its preview
 * and its send. The operations spec starts a second server of its own, whose start a machine busy
 * with three browsers delayed past a minute (seen twice on 2026-11-30).
 */
const LAST = /\/(doemails|notifications|operations)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three workers on the one server (the run of 2026-11-29 on 2 cores: two lanes 10.6 minutes,
  // three 9.4; on Node 24 four were no faster than three, 7.7 and 7.8 minutes: Chromium's
  // renderers take two thirds of the CPU). Every spec makes the people and records it changes, or
  // only reads: they run in any order, on any worker. E2E_WORKERS overrides the number, to measure.
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
    { name: "long", use: CHROMIUM_USE, testMatch: LONG },
    // Every other spec but the last three: each touches nothing the others read. It makes its
    // own people and records (organisations of its own, written before the server starts:
    // tests/e2e/scenarios.ts; a newcomer's sign-up; an owner's invitation), or changes only what no
    // other spec looks at (the job postings, the kit's catalogue, waiting@'s access, API clients, a
    // summary file, the Karoo trust's calculation and baseline, the demo farm day's registrations,
    // the demo resource's draft), or only reads (the hydration check, the narrow-screen checks).
    // A new spec lands here.
    { name: "standalone", use: CHROMIUM_USE, testIgnore: [LONG, LAST] },
    {
      name: "last",
      use: CHROMIUM_USE,
      testMatch: LAST,
      dependencies: ["long", "standalone"],
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
