import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

const DB_TESTS = ["app/**/*.db.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"];

/**
 * The database test files that change what other files would see if they shared a module graph:
 * they replace a module (vi.mock), stub a global or the environment, set process.env, or load a
 * configuration of their own (a worker pool made under it would outlive the file). They run
 * isolated, each with modules of its own; the rest share one module graph per worker, which
 * saves importing the route modules again for each file (about 85 s of each database pass).
 */
function dbTestsThatNeedIsolation(): string[] {
  const changesShared =
    /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|process\.env\.[A-Z_]+\s*=[^=]|loadEnv\(\{/;
  const files = [
    ...fs
      .readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((f) => /\.db\.test\.tsx?$/.test(f))
      .map((f) => path.join("app", f)),
    ...fs
      .readdirSync("tests/integration", { recursive: true, encoding: "utf8" })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => path.join("tests/integration", f)),
  ];
  return files
    .filter((file) => changesShared.test(fs.readFileSync(file, "utf8")))
    .map((file) => file.split(path.sep).join("/"));
}
const ISOLATED_DB_TESTS = dbTestsThatNeedIsolation();

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
          exclude: ["**/*.db.test.{ts,tsx}", "node_modules/**"],
          globalSetup: ["tests/support/workers-global-setup.ts"],
          environment: "node",
          // Property tests run a hundred cases or more: on a busy 2-core machine some took 7-9 s
          // (a time-out is no finding about the code).
          testTimeout: 20_000,
        },
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
