// Run by playwright.config.ts's web server command before Veld starts on the end-to-end data
// folder: migrates it and writes the organisations the season's specs start from
// (tests/e2e/scenarios.ts). In-process through vite-node (the app's models and `~` paths), like
// scripts/seed-practice-volume.ts; PGlite allows one process per data folder, so this ends first.
import { openDatabase, setDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { loadEnv } from "~/env.server";
import { seedScenarios } from "../support/e2e-scenarios.server";

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
setDatabase(handle);
try {
  const started = Date.now();
  await migrate(handle.db);
  const people = await seedScenarios();
  console.log(
    `Seeded ${people.length} scenario organisations into ${env.DATA_DIR} in ${Date.now() - started} ms.`,
  );
} finally {
  await handle.close();
}
