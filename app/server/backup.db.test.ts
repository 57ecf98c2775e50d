// Issue 19 'Backups' (decision 0107): a backup restored into a fresh data folder holds every row
// and every upload byte for byte, and Veld's start (migrate) accepts it; damaged archives and
// occupied folders are refused with nothing written. On PGlite the data folder is a real one
// loaded from the migrated template; on CI's PostgreSQL pass the same test goes through pg_dump
// and pg_restore into a database of its own.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { db, queryRows, type Database } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import * as schema from "~/db/schema";
import { DiskFileStore, newStorageKey } from "~/services/files/file-store.server";
import { serverUrl } from "../../tests/support/db-global-setup";
import { fingerprint, openRestored, type Fingerprint } from "../../tests/support/restored-backup";
import { lockDataDir } from "./data-dir-lock.server";
import { createBackup, restoreBackup } from "./backup.server";

const SERVER = process.env.DATABASE_URL;
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `veld-backup-${prefix}-`));
  made.push(dir);
  return dir;
};

// Uploads as they come: a photo past the archive's 1 MiB chunks, a CSV, an empty file.
const FILES = [
  { key: newStorageKey(".jpg"), bytes: randomBytes(2_600_000) },
  { key: newStorageKey(".csv"), bytes: Buffer.from("camp,date,lsu\nDam camp,2026-11-01,42\n") },
  { key: newStorageKey(".pdf"), bytes: Buffer.alloc(0) },
];

async function addRows(database: Database) {
  for (const file of FILES) {
    await database.insert(schema.storedFiles).values({
      storageKey: file.key,
      originalName: `Grazing records ${file.key}`,
      mimeType: "application/octet-stream",
      extension: path.extname(file.key),
      size: file.bytes.length,
      sha256: "0".repeat(64),
      purpose: "evidence",
    });
  }
  await database.insert(schema.faqs).values({
    slug: "backups",
    topic: "privacy",
    question: "Is my data backed up?",
    answer: "Yes: every night, with ê, ë and ô kept.",
  });
}

async function writeUploads(dataDir: string) {
  const store = new DiskFileStore(path.join(dataDir, "uploads"));
  for (const file of FILES) await store.put(file.key, file.bytes);
  // A write a crash cut short: not an upload, so not in the backup.
  fs.writeFileSync(path.join(store.root, `${FILES[0]!.key}.0123456789ab.tmp`), "half");
}

function expectUploads(dataDir: string) {
  const root = path.join(dataDir, "uploads");
  expect(fs.readdirSync(root).sort()).toEqual(FILES.map((f) => f.key).sort());
  for (const file of FILES) {
    expect(fs.readFileSync(path.join(root, file.key)).equals(file.bytes)).toBe(true);
  }
}

/** The data folder backed up, its rows' fingerprint and the archive. */
let source: { dataDir: string; databaseUrl?: string; fingerprint: Fingerprint; archive: string };

beforeAll(async () => {
  const dataDir = tempDir("source");
  await writeUploads(dataDir);
  let databaseUrl: string | undefined;
  let sourceFingerprint: Fingerprint;
  if (SERVER) {
    // This test file's own database (tests/support/db-setup.ts), reached by URL like Veld would.
    await addRows(db());
    const [{ name }] = (await queryRows<{ name: string }>(
      db(),
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    databaseUrl = serverUrl(SERVER, name);
    sourceFingerprint = await fingerprint(async (text) =>
      queryRows<Record<string, unknown>>(db(), sql.raw(text)),
    );
  } else {
    // A real data folder: the migrated template loaded into DATA_DIR/pgdata, as Veld keeps it.
    const template = new Blob([fs.readFileSync(inject("pgliteTemplatePath"))]);
    fs.mkdirSync(path.join(dataDir, "pgdata"));
    const client = await PGlite.create(path.join(dataDir, "pgdata"), { loadDataDir: template });
    try {
      await addRows(drizzlePglite(client, { schema }) as unknown as Database);
      sourceFingerprint = await fingerprint(
        async (text) => (await client.query(text)).rows as never,
      );
    } finally {
      await client.close();
    }
  }
  const out = path.join(tempDir("archives"), "veld.tar");
  const { file, manifest } = await createBackup({ dataDir, databaseUrl, out });
  expect(manifest.uploads).toEqual({
    count: 3,
    bytes: FILES.reduce((sum, f) => sum + f.bytes.length, 0),
  });
  source = { dataDir, databaseUrl, fingerprint: sourceFingerprint, archive: file };
});

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup, npm run restore", () => {
  it("restores into a fresh folder: every row and every upload byte-identical, and Veld starts on it", async () => {
    const target = path.join(tempDir("restore"), "data");
    const result = await restoreBackup({ archive: source.archive, dataDir: target });

    expect(result.manifest.files.map((f) => f.name)).toEqual([
      SERVER ? "database/postgres.dump" : "database/pgdata.tar.gz",
      ...FILES.map((f) => `uploads/${f.key}`).sort(),
    ]);
    expectUploads(target);
    // Ages kept: the start-up sweep measures its grace period from them.
    const original = fs.statSync(path.join(source.dataDir, "uploads", FILES[1]!.key)).mtime;
    const restored = fs.statSync(path.join(target, "uploads", FILES[1]!.key)).mtime;
    expect(Math.floor(restored.getTime() / 1000)).toBe(Math.floor(original.getTime() / 1000));
    await openRestored(result, async (query, database) => {
      expect(await fingerprint(query)).toEqual(source.fingerprint);
      expect(source.fingerprint.stored_files!.rows).toBeGreaterThanOrEqual(3);
      // What start-up does first: every migration is there already.
      expect(await migrate(database)).toEqual([]);
    });
    expect(fs.readdirSync(target).filter((name) => name.startsWith(".restore"))).toEqual([]);
  });

  it("refuses a folder that is not empty unless --force, which replaces its database and uploads", async () => {
    const target = tempDir("occupied");
    fs.mkdirSync(path.join(target, "uploads"));
    fs.writeFileSync(path.join(target, "uploads", newStorageKey(".pdf")), "someone else's");

    await expect(restoreBackup({ archive: source.archive, dataDir: target })).rejects.toThrow(
      `${target} is not empty (it holds uploads): restore into an empty or new folder, or add --force to replace its database and uploads.`,
    );
    expect(fs.readdirSync(path.join(target, "uploads"))).toHaveLength(1);

    await restoreBackup({ archive: source.archive, dataDir: target, force: true });
    expectUploads(target);
  });

  it("refuses a damaged archive, a cut-short copy and a newer Veld's backup, and leaves no folder behind", async () => {
    const bytes = fs.readFileSync(source.archive);
    const dir = tempDir("damaged");
    const target = path.join(dir, "data");

    // One byte of the CSV upload flipped: the tar still reads, the checksum does not match.
    const flipped = Buffer.from(bytes);
    const at = flipped.indexOf(FILES[1]!.bytes);
    expect(at).toBeGreaterThan(0);
    flipped[at + 5] = flipped[at + 5]! ^ 0xff;
    fs.writeFileSync(path.join(dir, "flipped.tar"), flipped);
    await expect(
      restoreBackup({ archive: path.join(dir, "flipped.tar"), dataDir: target }),
    ).rejects.toThrow(
      `uploads/${FILES[1]!.key} does not match its checksum. Nothing was restored.`,
    );
    expect(fs.existsSync(target)).toBe(false);

    fs.writeFileSync(path.join(dir, "cut.tar"), bytes.subarray(0, bytes.length - 4096));
    await expect(
      restoreBackup({ archive: path.join(dir, "cut.tar"), dataDir: target }),
    ).rejects.toThrow(/is damaged or not a Veld backup: .*Nothing was restored\.$/);
    expect(fs.existsSync(target)).toBe(false);

    // This Veld knows one migration fewer than the one that made the backup.
    const older = path.join(dir, "drizzle");
    fs.cpSync(path.resolve("drizzle"), older, { recursive: true });
    const journalFile = path.join(older, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: unknown[] };
    const last = (journal.entries.pop() as { tag: string }).tag;
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    await expect(
      restoreBackup({ archive: source.archive, dataDir: target, migrationsFolder: older }),
    ).rejects.toThrow(`This backup was made by a newer Veld (its database has migration ${last}`);
    expect(fs.existsSync(target)).toBe(false);
  });

  it.skipIf(SERVER)(
    "refuses to back up while Veld holds DATA_DIR, and writes nothing",
    async () => {
      const release = await lockDataDir(source.dataDir, () => {});
      const out = path.join(tempDir("locked"), "veld.tar");
      try {
        await expect(createBackup({ dataDir: source.dataDir, out })).rejects.toThrow(
          `Veld (or another backup or restore) is using ${source.dataDir}: stop it, then back it up.`,
        );
      } finally {
        await release();
      }
      expect(fs.readdirSync(path.dirname(out))).toEqual([]);
    },
  );

  it("with FILE_STORE=s3 the archive holds the database alone and its manifest names the bucket", async () => {
    const out = path.join(tempDir("bucket"), "veld.tar");
    const { manifest } = await createBackup({
      dataDir: source.dataDir,
      databaseUrl: source.databaseUrl,
      out,
      uploadsBucket: "veld-uploads",
    });
    expect(manifest.files.map((f) => f.name)).toEqual([
      SERVER ? "database/postgres.dump" : "database/pgdata.tar.gz",
    ]);
    expect(manifest.uploads).toEqual({ count: 0, bytes: 0, bucket: "veld-uploads" });
  });

  it("with DATABASE_URL and no pg_dump, writes nothing and says what to run", async () => {
    const out = path.join(tempDir("no-pg-dump"), "veld.tar");
    const refusal = createBackup({
      dataDir: source.dataDir,
      databaseUrl: source.databaseUrl ?? "postgres://veld@db.example:5432/veld",
      out,
      pgDump: null,
    });
    await expect(refusal).rejects.toThrow(/pg_dump is not on PATH, so no backup was written/);
    await expect(refusal).rejects.toThrow(
      /pg_dump --format=custom --no-owner --no-privileges --file=backups\/veld-backup-.*\.dump "\$DATABASE_URL"/,
    );
    expect(fs.readdirSync(path.dirname(out))).toEqual([]);
  });
});
