import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

const DB_TESTS = ["app/**/*.db.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"];

/** The test files under `roots` whose name passes `isTest`, as paths from the project's root. */
function testFiles(roots: string[], isTest: (file: string) => boolean): string[] {
  return roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter(isTest)
      .map((file) => path.join(root, file).split(path.sep).join("/")),
  );
}

/**
 * What changes what other files would see if they shared a module graph: replacing a module
 * (vi.mock), stubbing a global or the environment, setting process.env, or loading a
 * configuration of its own (a worker pool made under it would outlive the file).
 */
const CHANGES_SHARED =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|process\.env\.[A-Z_]+\s*=[^=]|loadEnv\(\{/;
/**
 * And, in a unit test, what a test might leave behind: spies, fake timers or a set clock, a
 * global written, a browser environment (jsdom) of its own.
 */
const UNIT_CHANGES_SHARED = new RegExp(
  `${CHANGES_SHARED.source}|\\bvi\\.(useFakeTimers|spyOn|setSystemTime)\\(|globalThis\\.[\\w$]+\\s*=[^=]|@vitest-environment|\\bwindow\\.`,
);

const changesShared = (pattern: RegExp) => (file: string) =>
  pattern.test(fs.readFileSync(file, "utf8"));

/**
 * The test files that change what others would see (CHANGES_SHARED) run isolated, each with
 * modules of its own; the rest share one module graph per worker, which saves importing the
 * route modules again for each database file (about 85 s of each database pass) and the kit's
 * modules for each unit file.
 */
const DB_FILES = [
  ...testFiles(["app"], (f) => /\.db\.test\.tsx?$/.test(f)),
  ...testFiles(["tests/integration"], (f) => /\.test\.tsx?$/.test(f)),
];
const ISOLATED_DB_TESTS = DB_FILES.filter(changesShared(CHANGES_SHARED));
const UNIT_FILES = [
  ...testFiles(["app"], (f) => /\.test\.tsx?$/.test(f) && !/\.db\.test\.tsx?$/.test(f)),
  ...testFiles(["tests/unit"], (f) => /\.test\.tsx?$/.test(f)),
];
const ISOLATED_UNIT_TESTS = UNIT_FILES.filter(changesShared(UNIT_CHANGES_SHARED));

/** What both unit projects share. */
const UNIT_PROJECT = {
  globalSetup: ["tests/support/workers-global-setup.ts"],
  environment: "node",
  // Property tests run a hundred cases or more: on a busy 2-core machine some took 7-9 s
  // (a time-out is no finding about the code).
  testTimeout: 20_000,
};

/** What both database projects share: a migrated template per run, a database per file. */
const DB_PROJECT = {
  globalSetup: ["tests/support/db-global-setup.ts", "tests/support/workers-global-setup.ts"],
  setupFiles: ["tests/support/db-setup.ts"],
  environment: "node",
  hookTimeout: 120_000,
  testTimeout: 30_000,
};

// Three projects: `unit` (pure rules and components, no database), and `db` and `db-isolated`
// (models, services and route loaders/actions on a real database: PGlite by default, the
// PostgreSQL server named by DATABASE_URL in CI's second pass). Each database test file gets its
// own copy of a migrated template; `db` files share their worker's modules, `db-isolated` files
// (those that replace a module or change the environment) get their own.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Two cores here; PGlite holds ~300 MB per open database.
    maxWorkers: 2,
    // Worker threads start and import faster than forked processes: the whole run took 158 s
    // instead of 232 s on this 2-core machine.
    pool: "threads",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          exclude: ["**/*.db.test.{ts,tsx}", "node_modules/**", ...ISOLATED_UNIT_TESTS],
          isolate: false,
          ...UNIT_PROJECT,
        },
      },
      {
        extends: true,
        test: { name: "unit-isolated", include: ISOLATED_UNIT_TESTS, ...UNIT_PROJECT },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: DB_TESTS,
          exclude: ["node_modules/**", ...ISOLATED_DB_TESTS],
          isolate: false,
          ...DB_PROJECT,
        },
      },
      {
        extends: true,
        test: { name: "db-isolated", include: ISOLATED_DB_TESTS, ...DB_PROJECT },
      },
    ],
  },
});
