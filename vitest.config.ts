import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Two projects: `unit` (pure rules and components, no database) and `db` (models, services and
// route loaders/actions on a real database: PGlite by default, the PostgreSQL server named by
// DATABASE_URL in CI's second pass). Each db test file gets its own copy of a migrated template.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Two cores here; PGlite holds ~300 MB per open database.
    maxWorkers: 2,
    // Worker threads start and import faster than forked processes: the whole run took 158 s
    // instead of 232 s on this 2-core machine. Each test file still gets its own module graph.
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
          include: ["app/**/*.db.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
          globalSetup: [
            "tests/support/db-global-setup.ts",
            "tests/support/workers-global-setup.ts",
          ],
          setupFiles: ["tests/support/db-setup.ts"],
          environment: "node",
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
