// Gives each db test file its own database, copied from the migrated template, and its own
// DATA_DIR (mail, uploads) in a temporary folder.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "~/db/client.server";
import { loadEnv } from "~/env.server";
import { serverUrl } from "./db-global-setup";

let handle: DatabaseHandle | undefined;
let databaseName: string | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-test-"));
  process.env.DATA_DIR = dataDir;
  loadEnv();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    databaseName = `veld_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${databaseName} TEMPLATE ${inject("postgresTemplateDatabase")}`,
    );
    await admin.end();
    handle = await openDatabase({
      databaseUrl: serverUrl(databaseUrl, databaseName),
      dataDir,
      poolMax: 5,
    });
  } else {
    const bytes = fs.readFileSync(inject("pgliteTemplatePath"));
    handle = await openDatabase({ dataDir, loadDataDir: new Blob([bytes]) });
  }
  setDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  setDatabase(undefined);
  if (databaseName && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    // pg's Pool.end() resolves before its sockets have closed; a forced drop at that moment
    // terminates them and their clients raise an unhandled error. Wait for them to go first.
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
        [databaseName],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});
