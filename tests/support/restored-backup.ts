// What the backup tests share (decisions 0107, 0119): a fingerprint of every table's rows, and
// opening what a restore left, the folder's PGlite or, for a server's backup, the dump loaded
// with the pg_restore command restore prints into a database of its own.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { expect } from "vitest";
import { openDatabase, queryRows, type Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { RestoreResult } from "~/server/backup.server";
import { serverUrl } from "./db-global-setup";

/** Rows per table with a digest of their text: two databases with the same digests hold the same rows. */
export type Fingerprint = Record<string, { rows: number; md5: string }>;
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export async function fingerprint(query: Query): Promise<Fingerprint> {
  const tables = await query(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const result: Fingerprint = {};
  for (const { tablename } of tables) {
    const [row] = await query(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${String(tablename)}" t`,
    );
    result[String(tablename)] = { rows: Number(row!.rows), md5: String(row!.md5) };
  }
  return result;
}

/** A query on this test file's own database (tests/support/db-setup.ts). */
export const queryOf =
  (database: Database): Query =>
  (text) =>
    queryRows<Record<string, unknown>>(database, sql.raw(text));

/**
 * Opens what a restore left (the folder's PGlite, or the dump loaded into a new database of the
 * PostgreSQL server `server`) and runs `check` on it.
 */
export async function openRestored(
  result: RestoreResult,
  check: (query: Query, database: Database) => Promise<void>,
  server = process.env.DATABASE_URL,
) {
  if (!result.postgres) {
    const client = await PGlite.create(path.join(result.dataDir, "pgdata"));
    try {
      await check(
        async (text) => (await client.query(text)).rows as never,
        drizzlePglite(client, { schema }) as unknown as Database,
      );
    } finally {
      await client.close();
    }
    return;
  }
  const name = `veld_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = serverUrl(server!, name);
    // The command restore prints, with DATABASE_URL pointing at the new database.
    const [command, ...args] = result.postgres.pgRestore.map((arg) =>
      arg.replace('"$DATABASE_URL"', url),
    );
    const ran = spawnSync(command!, args, { encoding: "utf8" });
    expect(ran.stderr).toBe("");
    expect(ran.status).toBe(0);
    const handle = await openDatabase({ databaseUrl: url, dataDir: result.dataDir, poolMax: 2 });
    try {
      await check(queryOf(handle.db), handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    // pg's Pool.end() resolves before its sockets have closed; a forced drop at that moment
    // terminates them and their clients raise an unhandled error. Wait for them to go first.
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
