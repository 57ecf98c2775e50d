// Backups of one Veld (issue 19 'Past one machine', decision 0107): one tar file holding the
// database, the uploads and a manifest with each entry's SHA-256; restore checks every byte
// against it before anything lands in the data folder.
//
// The embedded database lives inside the process that opened it: a second process can neither
// read it nor copy its files mid-write without tearing them. So the running Veld dumps its own
// (`live`: the daily scheduled backup, and `npm run backup` asks it through a request file,
// backup-requests.server.ts; decision 0119), and a backup without a running Veld takes the same
// DATA_DIR lock a starting Veld takes (data-dir-lock.server.ts), so no Veld can start while it
// copies. With DATABASE_URL, pg_dump takes a consistent snapshot of a running server instead.
//
// The archive is a plain, uncompressed tar written and read by node-tar (`tar`, decision 0107):
// ustar with pax headers, so no name or size ceiling, streamed a chunk at a time, and listed by
// any operator's `tar -tvf`. No compression around it: uploads are PDFs and photos already, the
// PGlite dump is gzipped, and a flipped byte stays where it was, so the manifest's checksum names
// the damaged entry instead of gzip failing on the whole stream.
import { EnvError } from "~/env.server";
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { extract, Header, Pack, ReadEntry } from "tar";
import { z } from "zod";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "~/db/client.server";
import { readMigrations } from "~/db/migrate.server";
import { DiskFileStore } from "~/services/files/file-store.server";
import { isStorageKey } from "~/services/files/storage-keys";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

/** A refusal with the sentence to show: the scripts print it and exit 1. */
export class BackupRefusedError extends Error {
  override readonly name: string = "BackupRefusedError";
}

/** The DATA_DIR lock is held: a Veld runs there (or another backup or restore does). */
export class DataDirInUseError extends BackupRefusedError {
  override readonly name = "DataDirInUseError";
}

/**
 * Whether an error of `npm run backup` or `npm run restore` is a sentence for the operator (a
 * refusal, a bad setting, an unknown option or one without its value from parseArgs) rather than
 * a fault whose stack matters.
 */
export function isOperatorRefusal(error: unknown): error is Error {
  return (
    error instanceof BackupRefusedError ||
    error instanceof EnvError ||
    String((error as { code?: unknown })?.code).startsWith("ERR_PARSE_ARGS")
  );
}

const MANIFEST = "manifest.json";
const PGLITE_DUMP = "database/pgdata.tar.gz";
const POSTGRES_DUMP = "database/postgres.dump";
const UPLOADS = "uploads/";
/** Bytes read from a file at a time while it is archived. */
const CHUNK = 1024 * 1024;

const manifestSchema = z.object({
  format: z.literal("veld-backup"),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  dataDir: z.string(),
  database: z.object({
    engine: z.enum(["pglite", "postgres"]),
    serverVersion: z.string(),
    // The schema version of the data: the migrations its Veld had applied, in order.
    migrations: z.array(z.string()),
  }),
  uploads: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    // FILE_STORE=s3 (decision 0108): the bytes are in this bucket, not in the archive.
    bucket: z.string().optional(),
  }),
  files: z.array(
    z.object({
      name: z.string(),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export interface BackupOptions {
  dataDir: string;
  databaseUrl?: string;
  /** The archive to write; default backups/veld-backup-<time>.tar under the working folder. */
  out?: string;
  now?: Date;
  /** pg_dump to run with DATABASE_URL; default the one on PATH, null for none. */
  pgDump?: string | null;
  /** FILE_STORE=s3: the uploads' bucket. They stay out of the archive, and the manifest says so. */
  uploadsBucket?: string;
  /**
   * The running instance's own database (decision 0119): PGlite is dumped from this process,
   * which holds it, instead of being opened under the DATA_DIR lock. Ignored with DATABASE_URL.
   */
  live?: DatabaseHandle;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");

/** `veld-backup-<time>.tar`: names sort in time order, which the scheduled backups' pruning uses. */
export function backupFileName(now: Date) {
  return `veld-backup-${stamp(now)}.tar`;
}

export const BACKUP_FILE_NAME = /^veld-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/;

export function defaultBackupFile(now: Date) {
  return path.resolve("backups", backupFileName(now));
}

const gzip = promisify(zlib.gzip);

/**
 * PGlite's data directory (a tar, as `dumpDataDir("none")` gives it) gzipped by zlib on libuv's
 * thread pool, so a running Veld's event loop goes on serving while it is compressed.
 */
async function compressDump(tar: Uint8Array): Promise<Buffer> {
  return gzip(tar);
}

let lastLiveBackup: Promise<unknown> = Promise.resolve();

/** One backup of the running instance at a time: the scheduled one and one asked for queue. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = lastLiveBackup.then(work, work);
  lastLiveBackup = run.catch(() => {});
  return run;
}

/** The executable's path when `command` is on PATH. */
export function findOnPath(command: string) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

interface ArchivedEntry {
  name: string;
  bytes: number;
  sha256: string;
}

/**
 * The archive being written: node-tar's Pack streamed into an open file. Entries are handed to
 * the Pack one at a time, a chunk at a time (waiting whenever it is full), so neither an upload
 * nor the archive is ever held whole; each entry's SHA-256 is taken from the bytes handed over.
 */
class ArchiveWriter {
  /** Every entry so far, in order. */
  readonly written: ArchivedEntry[] = [];
  // portable: no uid, user names or atimes of this machine in the archive.
  readonly #pack = new Pack({ portable: true, strict: true });
  /** Settles when everything the Pack produced is in the file; rejects when writing fails. */
  readonly #flushed: Promise<void>;

  constructor(out: fs.promises.FileHandle) {
    this.#flushed = (async () => {
      for await (const chunk of this.#pack) await out.write(chunk);
    })();
    // Awaited by the next add or by finish(); until then a failure must not count as unhandled.
    this.#flushed.catch(() => {});
  }

  addBytes(name: string, bytes: Buffer, mtime = new Date()) {
    return this.#add(name, bytes.byteLength, mtime, [bytes]);
  }

  /** Streams a file in; its size is taken from the open handle, so a changing file cannot tear the archive. */
  async addFile(name: string, source: string) {
    const input = await fs.promises.open(source, "r");
    try {
      const { size, mtime } = await input.stat();
      const chunks =
        size === 0
          ? []
          : input.createReadStream({
              start: 0,
              end: size - 1,
              highWaterMark: CHUNK,
              autoClose: false,
            });
      return await this.#add(name, size, mtime, chunks);
    } finally {
      await input.close();
    }
  }

  async #add(
    name: string,
    size: number,
    mtime: Date,
    chunks: Iterable<Buffer> | AsyncIterable<Buffer>,
  ): Promise<ArchivedEntry> {
    // A tar entry of node-tar's own making: the Pack writes its header (pax where ustar is too
    // small), its bytes and its padding.
    const entry = new ReadEntry(new Header({ path: name, type: "File", mode: 0o644, size, mtime }));
    this.#pack.add(entry);
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of chunks) {
      bytes += chunk.byteLength;
      hash.update(chunk);
      if (!entry.write(chunk)) {
        await Promise.race([once(entry, "drain"), this.#flushed]);
      }
    }
    if (bytes !== size) throw new Error(`${name} became shorter while it was archived.`);
    entry.end();
    const archived = { name, bytes, sha256: hash.digest("hex") };
    this.written.push(archived);
    return archived;
  }

  /** Ends the archive (node-tar's end-of-archive blocks) once every entry is in the file. */
  async finish() {
    this.#pack.end();
    await this.#flushed;
  }
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const now = options.now ?? new Date();
  const file = path.resolve(options.out ?? defaultBackupFile(now));
  if (fs.existsSync(file)) {
    throw new BackupRefusedError(`${file} already exists: choose another file with --out.`);
  }
  const uploads = async (tar: ArchiveWriter) =>
    options.uploadsBucket
      ? { count: 0, bytes: 0, bucket: options.uploadsBucket }
      : addUploads(tar, dataDir);
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const backup = () => backupPostgres({ ...options, dataDir, now, file, databaseUrl, uploads });
    return options.live ? oneAtATime(backup) : backup();
  }
  const live = options.live;
  if (live) return oneAtATime(() => backupLivePglite({ live, dataDir, now, file, uploads }));
  return backupPglite({ dataDir, now, file, uploads });
}

/** Writes the archive beside its final name and renames it in: a failed run leaves no backup-looking file. */
async function writeArchive(
  file: string,
  fill: (tar: ArchiveWriter) => Promise<Omit<BackupManifest, "files">>,
  beforeKeep: () => void = () => {},
): Promise<BackupResult> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  const out = await fs.promises.open(partial, "wx");
  try {
    const tar = new ArchiveWriter(out);
    const head = await fill(tar);
    const manifest: BackupManifest = { ...head, files: [...tar.written] };
    // Last, because it holds every checksum; restore reads it after the entries it vouches for.
    await tar.addBytes(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    await out.sync();
    await out.close();
    beforeKeep();
    await fs.promises.rename(partial, file);
    return { file, manifest };
  } catch (error) {
    await out.close().catch(() => {});
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/** Every upload's bytes (the store's keys only: unfinished writes' temporary files stay out). */
async function addUploads(tar: ArchiveWriter, dataDir: string) {
  const store = new DiskFileStore(path.join(dataDir, "uploads"));
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  keys.sort();
  let count = 0;
  let bytes = 0;
  for (const key of keys) {
    try {
      bytes += (await tar.addFile(`${UPLOADS}${key}`, store.pathOf(key))).bytes;
      count++;
    } catch (error) {
      // Removed since it was listed (a running Veld or a server: no lock keeps requests out).
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return { count, bytes };
}

type AddUploads = (tar: ArchiveWriter) => Promise<BackupManifest["uploads"]>;

async function backupPglite(options: {
  dataDir: string;
  now: Date;
  file: string;
  uploads: AddUploads;
}) {
  const { dataDir, now, file } = options;
  const pgdata = path.join(dataDir, "pgdata");
  if (!fs.existsSync(path.join(pgdata, "PG_VERSION"))) {
    throw new BackupRefusedError(
      `${dataDir} holds no embedded database (pgdata/): nothing to back up. Check DATA_DIR, or set DATABASE_URL if Veld uses a PostgreSQL server.`,
    );
  }
  let lost: Error | undefined;
  const release = await lockOrRefuse(dataDir, "back it up", (error) => (lost = error));
  try {
    const client = await PGlite.create(pgdata);
    let dump: Buffer;
    let database: BackupManifest["database"];
    try {
      database = {
        engine: "pglite",
        serverVersion: await serverVersion((text) => client.query(text)),
        migrations: await veldMigrations((text) => client.query(text), `The database in ${pgdata}`),
      };
      dump = await compressDump(
        new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()),
      );
    } finally {
      await client.close();
    }
    return await writeArchive(
      file,
      async (tar) => {
        await tar.addBytes(PGLITE_DUMP, dump, now);
        const uploads = await options.uploads(tar);
        return manifestHead(now, dataDir, database, uploads);
      },
      () => {
        // Someone took DATA_DIR over mid-copy (the lock went stale): the copy may be torn.
        if (lost) {
          throw new BackupRefusedError(
            `The lock on ${dataDir} was lost during the backup (${lost.message}); the copy may be inconsistent and was not kept. Stop every Veld on it and run the backup again.`,
          );
        }
      },
    );
  } finally {
    await release().catch(() => {});
  }
}

/**
 * The running Veld's own embedded database, dumped from inside it (decision 0119): between two
 * transactions (client.server.ts, `dumpDataDir`), then compressed off the event loop. Uploads
 * are archived after the dump, as with pg_dump: an upload's bytes are written before its row
 * commits, so every row in the dump finds its bytes (unless deleted in between).
 */
async function backupLivePglite(options: {
  live: DatabaseHandle;
  dataDir: string;
  now: Date;
  file: string;
  uploads: AddUploads;
}) {
  const { live, dataDir, now, file } = options;
  if (!live.dumpDataDir) throw new Error("The running database is not PGlite: set DATABASE_URL.");
  const query: RunQuery = async (text) => ({
    rows: await queryRows<unknown>(live.db, sql.raw(text)),
  });
  const database: BackupManifest["database"] = {
    engine: "pglite",
    serverVersion: await serverVersion(query),
    migrations: await veldMigrations(query, `The database in ${path.join(dataDir, "pgdata")}`),
  };
  const dump = await compressDump(await live.dumpDataDir());
  return writeArchive(file, async (tar) => {
    await tar.addBytes(PGLITE_DUMP, dump, now);
    const uploads = await options.uploads(tar);
    return manifestHead(now, dataDir, database, uploads);
  });
}

async function lockOrRefuse(dataDir: string, what: string, onLost: (error: Error) => void) {
  try {
    return await lockDataDir(dataDir, onLost);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new DataDirInUseError(
        `Veld (or another backup or restore) is using ${dataDir}: stop it, then ${what}. The embedded database can be copied only while no other process has it open; with PostgreSQL (DATABASE_URL) backups run beside Veld.`,
      );
    }
    throw error;
  }
}

type RunQuery = (text: string) => Promise<{ rows: unknown[] }>;

async function serverVersion(query: RunQuery) {
  const { rows } = await query("SHOW server_version");
  return String((rows[0] as { server_version: string }).server_version);
}

async function appliedMigrations(query: RunQuery) {
  const { rows: present } = await query(
    "SELECT to_regclass('veld_migrations') IS NOT NULL AS present",
  );
  if (!(present[0] as { present: boolean }).present) return null;
  const { rows } = await query("SELECT tag FROM veld_migrations ORDER BY tag");
  return rows.map((row) => (row as { tag: string }).tag);
}

/** The migrations a database to back up has; one Veld never started on is refused, not archived. */
async function veldMigrations(query: RunQuery, where: string) {
  const migrations = await appliedMigrations(query);
  if (!migrations) {
    throw new BackupRefusedError(
      `${where} has no veld_migrations table: it is not a Veld database, or Veld has never started on it. Nothing was backed up.`,
    );
  }
  return migrations;
}

function manifestHead(
  now: Date,
  dataDir: string,
  database: BackupManifest["database"],
  uploads: BackupManifest["uploads"],
): Omit<BackupManifest, "files"> {
  return {
    format: "veld-backup",
    formatVersion: 1,
    createdAt: now.toISOString(),
    dataDir,
    database,
    uploads,
  };
}

/** The URL without its password, and the password for PGPASSWORD: argv is visible in `ps`. */
function connectionFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: url.toString(), env };
}

/** What to run by hand where pg_dump is missing: the same two parts the archive would hold. */
export function manualPostgresBackup(dataDir: string, now: Date, uploadsBucket?: string) {
  const base = path.join("backups", `veld-backup-${stamp(now)}`);
  return [
    `pg_dump --format=custom --no-owner --no-privileges --file=${base}.dump "$DATABASE_URL"`,
    uploadsBucket
      ? `(the uploads are in the bucket ${uploadsBucket}: back it up with its versioning or a copy)`
      : `tar -cf ${base}-uploads.tar -C ${dataDir} uploads`,
  ];
}

async function backupPostgres(options: {
  dataDir: string;
  databaseUrl: string;
  now: Date;
  file: string;
  pgDump?: string | null;
  uploadsBucket?: string;
  uploads: AddUploads;
}) {
  const { dataDir, databaseUrl, now, file } = options;
  const pgDump = options.pgDump === undefined ? findOnPath("pg_dump") : options.pgDump;
  if (!pgDump) {
    throw new BackupRefusedError(
      [
        "DATABASE_URL is set and pg_dump is not on PATH, so no backup was written (the database lives on the server, not in DATA_DIR).",
        "Install PostgreSQL's client tools (the server's major version or newer) and run npm run backup again, or run:",
        ...manualPostgresBackup(dataDir, now, options.uploadsBucket).map((line) => `  ${line}`),
      ].join("\n"),
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let database: BackupManifest["database"];
  try {
    database = {
      engine: "postgres",
      serverVersion: await serverVersion((text) => client.query(text)),
      migrations: await veldMigrations(
        (text) => client.query(text),
        "The database at DATABASE_URL",
      ),
    };
  } finally {
    await client.end();
  }
  const dumpFile = `${file}.${randomBytes(4).toString("hex")}.dump.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    const { dbname, env } = connectionFor(databaseUrl);
    await run(
      pgDump,
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${dumpFile}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    return await writeArchive(file, async (tar) => {
      await tar.addFile(POSTGRES_DUMP, dumpFile);
      // After the snapshot: every row in it had its bytes written first (uploads put, then commit).
      const uploads = await options.uploads(tar);
      return manifestHead(now, dataDir, database, uploads);
    });
  } finally {
    await fs.promises.rm(dumpFile, { force: true });
  }
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else {
        reject(
          new BackupRefusedError(
            `${path.basename(command)} failed (exit ${code}), so no backup was written:\n${stderr.trim()}`,
          ),
        );
      }
    });
  });
}

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** Replace the folder's pgdata/ and uploads/ when it is not empty. */
  force?: boolean;
  /** This Veld's migrations; a backup with others was made by a newer Veld. */
  migrationsFolder?: string;
}

export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
  /** A server backup: the pg_dump file restored beside the uploads, and the command that loads it. */
  postgres?: { dump: string; pgRestore: string[] };
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) {
    throw new BackupRefusedError(`There is no backup file at ${archive}.`);
  }
  const created = !fs.existsSync(dataDir);
  const release = await lockOrRefuse(dataDir, "restore into it", () => {});
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  let kept = false;
  try {
    const present = fs.readdirSync(dataDir).filter((name) => name !== "veld.lock");
    if (present.length > 0 && !options.force) {
      throw new BackupRefusedError(
        `${dataDir} is not empty (it holds ${present.join(", ")}): restore into an empty or new folder, or add --force to replace its database and uploads.`,
      );
    }
    const manifest = await extractVerified(archive, staging);
    const known = new Set(
      readMigrations(options.migrationsFolder ?? path.resolve("drizzle")).map((m) => m.tag),
    );
    const unknown = manifest.database.migrations.filter((tag) => !known.has(tag));
    if (unknown.length > 0) {
      throw new BackupRefusedError(
        `This backup was made by a newer Veld (its database has migration ${unknown.join(", ")}, which this Veld does not know): restore it with that version or a later one.`,
      );
    }
    let postgres: RestoreResult["postgres"];
    if (manifest.database.engine === "pglite") {
      await loadPglite(path.join(staging, PGLITE_DUMP), path.join(staging, "pgdata"), manifest);
      await replace(path.join(staging, "pgdata"), path.join(dataDir, "pgdata"));
    } else {
      const dump = path.join(dataDir, "postgres-restore.dump");
      await replace(path.join(staging, POSTGRES_DUMP), dump);
      postgres = {
        dump,
        pgRestore: [
          "pg_restore",
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          "--single-transaction",
          `--dbname="$DATABASE_URL"`,
          dump,
        ],
      };
    }
    // A bucket's uploads never left it: the folder's own uploads/ is not the backup's to replace.
    if (!manifest.uploads.bucket) {
      await replace(path.join(staging, "uploads"), path.join(dataDir, "uploads"));
    }
    kept = true;
    return { dataDir, manifest, postgres };
  } finally {
    // A refused archive can leave node-tar finishing a file it had begun when the refusal came:
    // removal retries while that write lands (ENOTEMPTY), rather than failing the refusal with it.
    const settled = { recursive: true, force: true, maxRetries: 10, retryDelay: 50 };
    await fs.promises.rm(staging, settled);
    await release().catch(() => {});
    // A folder this restore created and could not fill goes again, so a retry finds it new.
    if (created && !kept) await fs.promises.rm(dataDir, settled);
  }
}

async function replace(source: string, target: string) {
  await fs.promises.rm(target, { recursive: true, force: true });
  await fs.promises.rename(source, target);
}

/**
 * Unpacks the archive into `staging` with node-tar, then checks every entry against the manifest;
 * nothing else is touched. The archive is untrusted input: only plain files with the names a Veld
 * backup holds are unpacked (upload names must be storage keys), so no link, folder, absolute
 * path or '..' reaches the disk, and the first entry that breaks a rule refuses the archive.
 */
async function extractVerified(archive: string, staging: string): Promise<BackupManifest> {
  const damaged = (why: string) =>
    new BackupRefusedError(
      `${archive} is damaged or not a Veld backup: ${why} Nothing was restored.`,
    );
  fs.mkdirSync(path.join(staging, "uploads"), { recursive: true });
  fs.mkdirSync(path.join(staging, "database"), { recursive: true });
  // In archive order; a Set, so a backup of many uploads is checked in linear time.
  const unpacked = new Set<string>();
  let refusal: string | undefined;
  const problemWith = (name: string, entry: ReadEntry) => {
    if (unpacked.has(MANIFEST)) return `${name} follows the manifest.`;
    if (unpacked.has(name)) return `${name} appears twice.`;
    if (entry.type !== "File" && entry.type !== "OldFile") {
      return `it holds ${name}, which is not a plain file.`;
    }
    if (name === MANIFEST || name === PGLITE_DUMP || name === POSTGRES_DUMP) return undefined;
    if (name.startsWith(UPLOADS)) {
      return isStorageKey(name.slice(UPLOADS.length))
        ? undefined
        : `${name} is not an upload's name.`;
    }
    return `it holds ${name}, which a Veld backup never does.`;
  };
  try {
    await extract({
      file: archive,
      cwd: staging,
      // Any tar warning (a damaged header, a cut-short entry) is an error, not a skipped entry.
      strict: true,
      preserveOwner: false,
      filter: (name, entry) => {
        // Once refused, the rest is only read past: nothing more is written.
        if (refusal !== undefined || !(entry instanceof ReadEntry)) return false;
        refusal = problemWith(name, entry);
        if (refusal !== undefined) return false;
        unpacked.add(name);
        return true;
      },
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // node-tar's own codes; anything else (a full disk) is not the archive's fault.
    if (typeof code !== "string" || !code.startsWith("TAR_")) throw error;
    const detail = (error as Error).message.replace(/^TAR_[A-Z_]+: /, "");
    throw damaged(
      code === "TAR_BAD_ARCHIVE"
        ? `it ends early (it was not copied whole) or is not a tar file (${detail}).`
        : `an entry's tar header is damaged, or it is not a tar file (${detail}).`,
    );
  }
  if (refusal !== undefined) throw damaged(refusal);
  if (!unpacked.delete(MANIFEST)) {
    throw damaged("it has no manifest (it may have been cut short).");
  }
  let manifest: BackupManifest;
  try {
    const text = await fs.promises.readFile(path.join(staging, MANIFEST), "utf8");
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw damaged("its manifest cannot be read.");
  }
  for (const expected of manifest.files) {
    if (!unpacked.delete(expected.name)) throw damaged(`${expected.name} is missing.`);
    // A second pass over what was unpacked: these are the bytes that will be moved into place.
    const actual = await digestOf(path.join(staging, expected.name));
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
      throw damaged(`${expected.name} does not match its checksum.`);
    }
  }
  const extra = [...unpacked];
  if (extra.length > 0) throw damaged(`${extra.join(", ")} is not in its manifest.`);
  const dumpName = manifest.database.engine === "pglite" ? PGLITE_DUMP : POSTGRES_DUMP;
  if (!manifest.files.some((f) => f.name === dumpName)) throw damaged("it holds no database.");
  return manifest;
}

/** A file's size and SHA-256, read a chunk at a time. */
async function digestOf(file: string) {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: CHUNK })) {
    const data = chunk as Buffer;
    hash.update(data);
    bytes += data.byteLength;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** Loads the PGlite dump into a new data folder and checks it opens with the backup's schema. */
async function loadPglite(dumpFile: string, pgdata: string, manifest: BackupManifest) {
  fs.mkdirSync(pgdata, { recursive: true });
  const dump = await fs.promises.readFile(dumpFile);
  let client: PGlite;
  try {
    client = await PGlite.create(pgdata, { loadDataDir: new Blob([dump]) });
  } catch (error) {
    throw new BackupRefusedError(
      `This Veld's embedded database cannot open the backup's (PostgreSQL ${manifest.database.serverVersion}): ${(error as Error).message}`,
    );
  }
  try {
    const migrations = await appliedMigrations((text) => client.query(text));
    if (migrations?.join() !== manifest.database.migrations.join()) {
      throw new BackupRefusedError(
        "The restored database does not hold the migrations its manifest lists. Nothing was restored.",
      );
    }
  } finally {
    await client.close();
  }
}
