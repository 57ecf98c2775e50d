// Creates one migrated, content-seeded database template per test run (initdb is slow: never
// once per test).
// PGlite: a dumped data directory that each test file loads. PostgreSQL (DATABASE_URL):
// a template database that each test file clones with CREATE DATABASE … TEMPLATE.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { seedContent } from "~/server/content-seed.server";
import { seedConstants } from "~/server/seed-constants.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateDatabase: string;
  }
}

export function serverUrl(databaseUrl: string, database: string) {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    // A template of this run's own, so runs side by side never touch each other's databases.
    const TEMPLATE_DATABASE = `veld_template_${randomBytes(6).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const handle = await openDatabase({
      databaseUrl: serverUrl(databaseUrl, TEMPLATE_DATABASE),
      dataDir: os.tmpdir(),
    });
    await migrate(handle.db);
    await seedContent(handle.db);
    await seedConstants(handle.db);
    await handle.close();
    project.provide("postgresTemplateDatabase", TEMPLATE_DATABASE);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-template-"));
  const handle = await openDatabase({ dataDir: dir });
  await migrate(handle.db);
  // What a started server has too: the public site's FAQs and partners (issue 7).
  await seedContent(handle.db);
  await seedConstants(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(dir, "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", file);
  project.provide("postgresTemplateDatabase", "");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
