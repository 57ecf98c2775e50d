// One data layer, two engines: PGlite in-process (the embedded default) or a PostgreSQL
// server through a pg connection pool when DATABASE_URL is set. Every query goes through
// the same Drizzle API, so no code path can work on one and not the other.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run a query: the database or a transaction inside it. */
export type Executor = Database | Transaction;

/** Connections of this process to the database, for /metrics (decision 0106). */
export interface PoolStats {
  max: number;
  /** Open connections, idle or in use. */
  total: number;
  /** Unknown for PGlite: it queues queries inside one in-process connection and does not say. */
  idle?: number;
  /** Queries waiting for a connection (pg's waitingCount); unknown for PGlite. */
  waiting?: number;
}

export interface DatabaseHandle {
  /**
   * Which opened database this is, unique in the process: what is remembered of one database (the
   * calculations kept by data version, decision 0130) is never taken for another's (tests open
   * one per file in one process).
   */
  id: string;
  db: Database;
  kind: "pglite" | "postgres";
  poolStats(): PoolStats;
  /**
   * PGlite only: its data directory as an uncompressed tar (PGlite's `dumpDataDir`), taken while
   * no transaction is open, for the backup the running instance takes (decision 0119).
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** PGlite only: start from a dumped data directory (tests use a migrated template). */
  loadDataDir?: Blob | File;
}

type StatementWatcher = (sql: string, params: unknown[]) => void;
const statementWatchers = new Set<StatementWatcher>();

/**
 * Calls `watch` with every statement Drizzle sends from now on (transaction control left out, so
 * both engines count alike), until the returned function is called: the query-budget test counts
 * a page's statements with it (issue 30).
 */
export function watchStatements(watch: StatementWatcher): () => void {
  statementWatchers.add(watch);
  return () => statementWatchers.delete(watch);
}

/** Transaction control: node-postgres' driver sends it through the logger, PGlite's does not. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i;

const statementLogger = {
  logQuery(query: string, params: unknown[]) {
    if (statementWatchers.size === 0 || TRANSACTION_CONTROL.test(query)) return;
    for (const watch of statementWatchers) watch(query, params);
  },
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // Fail fast with a clear message when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db = drizzleNodePg(pool, { schema, logger: statementLogger }) as unknown as Database;
    const max = options.poolMax ?? 10;
    return {
      id: randomUUID(),
      db,
      kind: "postgres",
      poolStats: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, "pgdata");
  if (!options.loadDataDir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(options.loadDataDir ? undefined : dir, {
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema, logger: statementLogger }) as unknown as Database;
  return {
    id: randomUUID(),
    db,
    kind: "pglite",
    poolStats: () => ({ max: 1, total: client.closed ? 0 : 1 }),
    dumpDataDir: () => dumpBetweenTransactions(client),
    close: () => client.close(),
  };
}

/**
 * A copy of a PGlite's data directory that holds every committed transaction and nothing of an
 * unfinished one. Every query and transaction of this process goes through PGlite's transaction
 * mutex (drizzle's transactions are PGlite's `transaction`, which holds it until COMMIT), and
 * `dumpDataDir` takes the query mutex, so holding the first while dumping means no transaction
 * is open and none starts until the copy is read. PGlite is PostgreSQL in single-user mode with
 * no background processes: between two statements nothing writes the files, and the WAL holds
 * every commit (data pages may lag behind it, as after a crash, and are replayed when the copy
 * is opened). The CHECKPOINT first writes those pages out, so the copy opens without replay.
 * Uncompressed: PGlite's own gzip would run inside the mutex; the caller compresses afterwards.
 */
async function dumpBetweenTransactions(client: PGlite): Promise<Uint8Array> {
  await client.exec("CHECKPOINT");
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir("none"));
  return new Uint8Array(await dump.arrayBuffer());
}

// The handle lives on globalThis so Vite's module reloading in development keeps one database.
const holder = globalThis as unknown as { __veldDatabase?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.__veldDatabase = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = holder.__veldDatabase;
  if (!handle)
    throw new Error("The database has not been opened yet (see app/server/start.server.ts).");
  return handle;
}

/** Which opened database `db()` is (DatabaseHandle.id). */
export function databaseId(): string {
  return getDatabaseHandle().id;
}

/** The Drizzle database of this process. */
export function db(): Database {
  return getDatabaseHandle().db;
}

/**
 * Runs raw SQL and returns its rows. Both engines answer `execute` with an object holding
 * `rows` (pg's QueryResult, PGlite's Results); this hides the difference from callers.
 */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
