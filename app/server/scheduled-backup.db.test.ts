// The daily backup the running instance takes (decision 0119): taken while uploads are being
// saved, the latest restores (with `npm run restore`'s restoreBackup) to exactly the rows and
// files committed before it; one run per day whichever instance asks; the oldest beyond
// BACKUP_KEEP go; with FILE_STORE=s3 the archive lies under the bucket's backups/, which the
// upload sweep leaves alone. On PGlite the running database is dumped live from this process;
// on CI's PostgreSQL pass the same test goes through pg_dump and pg_restore.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { auditLog, storedFiles } from "~/db/schema";
import { getEnv, type Env } from "~/env.server";
import { findScheduledRun } from "~/models/scheduled-runs.server";
import { s3FileStoreOf, type S3FileStore } from "~/services/files/s3-file-store.server";
import { saveUpload, type StoredFile } from "~/services/files/uploads.server";
import * as fixture from "../../tests/support/file-fixtures";
import { serverUrl } from "../../tests/support/db-global-setup";
import {
  fingerprint,
  openRestored,
  queryOf,
  type Fingerprint,
} from "../../tests/support/restored-backup";
import { startS3Server, type TestS3Server } from "../../tests/support/s3-server";
import { restoreBackup } from "./backup.server";
import {
  BACKUP_JOB,
  bucketShelf,
  folderShelf,
  runScheduledBackup,
  takeScheduledBackup,
  type BackupShelf,
} from "./scheduled-backup.server";
import { sweepOrphanedUploads } from "~/services/files/upload-sweep.server";

const SERVER = process.env.DATABASE_URL;
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `veld-scheduled-${prefix}-`));
  made.push(dir);
  return dir;
};

/** Veld's configuration, with DATABASE_URL naming this test file's own database on the server. */
let env: Env;
beforeAll(async () => {
  env = getEnv();
  if (SERVER) {
    const [{ name }] = (await queryRows<{ name: string }>(
      db(),
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    env = { ...env, DATABASE_URL: serverUrl(SERVER, name) };
  }
});
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Restores `archive` into a fresh folder, as `npm run restore -- FILE --data-dir NEW` does. */
async function restoreFresh(archive: string) {
  return restoreBackup({ archive, dataDir: path.join(tempDir("restore"), "data") });
}

/** The newest backup on the shelf (names sort in time order). */
async function latest(shelf: BackupShelf) {
  const names = (await shelf.list()).sort();
  return names[names.length - 1]!;
}

// Tables the concurrent uploads and the claim write to: compared by their own rules below.
const WRITTEN = ["stored_files", "audit_log", "scheduled_job_runs"];
const untouched = (print: Fingerprint) =>
  Object.fromEntries(Object.entries(print).filter(([table]) => !WRITTEN.includes(table)));

describe("the scheduled backup", () => {
  it("taken while uploads are saved, restores to exactly the uploads committed before it, rows and bytes", async () => {
    const folder = path.join(tempDir("shelf"), "backups");
    const shelf = folderShelf(folder);
    const before = untouched(await fingerprint(queryOf(db())));

    // Requests go on: one upload after another (bytes first, then its row and audit entry in
    // one transaction), each with its start and end on the clock.
    const saved: { row: StoredFile; bytes: Uint8Array; started: number; ended: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const bytes = fixture.pdfSaying(`Grazing record ${i}`);
        const started = performance.now();
        const row = await saveUpload({
          file: fixture.fileOf(bytes, `grazing-${i}.pdf`, "application/pdf"),
          purpose: "backup-test",
        });
        saved.push({ row, bytes, started, ended: performance.now() });
      }
    })();
    let backupStarted = 0;
    let backupEnded = 0;
    let result;
    try {
      while (saved.length < 5) await sleep(5);
      backupStarted = performance.now();
      result = await runScheduledBackup(2, {
        env,
        shelf,
        now: at("2030-01-01T01:00:00Z"), // 03:00 in South Africa: due since 02:00
      });
      backupEnded = performance.now();
      const doneBefore = saved.length;
      while (saved.length < doneBefore + 3) await sleep(5);
    } finally {
      writing = false;
      await writer;
    }

    expect(result).toMatchObject({ location: path.join(folder, await latest(shelf)) });
    const restored = await restoreFresh(result!.location);
    const uploadsDir = path.join(restored.dataDir, "uploads");
    await openRestored(restored, async (query, database) => {
      // Everything nobody wrote meanwhile is as it was.
      expect(untouched(await fingerprint(query))).toEqual(before);
      const rows = await database
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.purpose, "backup-test"));
      const keys = new Set(rows.map((row) => row.storageKey));
      for (const upload of saved) {
        // Committed before the backup began: there; begun after it ended: not.
        if (upload.ended < backupStarted) expect(keys).toContain(upload.row.storageKey);
        if (upload.started > backupEnded) expect(keys).not.toContain(upload.row.storageKey);
      }
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(rows.length).toBeLessThan(saved.length);
      // Each upload whole: its row, its audit entry (same transaction) and its bytes.
      const audited = await database
        .select({ entityId: auditLog.entityId })
        .from(auditLog)
        .where(eq(auditLog.action, "file.upload"));
      const auditedIds = new Set(audited.map((entry) => entry.entityId));
      for (const row of rows) {
        expect(auditedIds).toContain(row.id);
        const bytes = fs.readFileSync(path.join(uploadsDir, row.storageKey));
        expect(sha256(bytes)).toBe(row.sha256);
        expect(bytes.equals(saved.find((s) => s.row.id === row.id)!.bytes)).toBe(true);
      }
    });
    // Bytes whose row committed after the dump may be in the archive too: the start-up sweep
    // removes them a day later, as any bytes without a row.
    expect(restored.manifest.uploads.count).toBeGreaterThanOrEqual(5);
  }, 90_000);

  it("runs once per day whichever instance asks, at or after BACKUP_SCHEDULE's hour, and keeps BACKUP_KEEP", async () => {
    const folder = path.join(tempDir("keep"), "backups");
    const shelf = folderShelf(folder);
    // An operator's own file in the folder is not a scheduled backup: never removed.
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "before-the-upgrade.tar"), "kept");
    const run = (iso: string) => runScheduledBackup(2, { env, shelf, keep: 2, now: at(iso) });

    // South Africa is UTC+2: 02:00 there is 00:00Z.
    expect(await run("2030-03-01T00:30:00Z")).not.toBeNull();
    // The same day again (a second instance, or a restart): taken already.
    expect(await run("2030-03-01T00:31:00Z")).toBeNull();
    expect(await run("2030-03-01T21:59:00Z")).toBeNull();
    // Before the hour on the next day: still yesterday's.
    expect(await run("2030-03-01T23:59:00Z")).toBeNull();
    expect((await run("2030-03-02T00:00:00Z"))?.removed).toEqual([]);
    const last = await run("2030-03-03T06:00:00Z");
    expect(last?.removed).toEqual(["veld-backup-2030-03-01T00-30-00Z.tar"]);
    expect(fs.readdirSync(folder).sort()).toEqual([
      "before-the-upgrade.tar",
      "veld-backup-2030-03-02T00-00-00Z.tar",
      "veld-backup-2030-03-03T06-00-00Z.tar",
    ]);
    const job = await findScheduledRun(BACKUP_JOB);
    expect(job).toMatchObject({ lockedUntil: null, lastStartedAt: at("2030-03-03T06:00:00Z") });
    expect(job?.lastResult).toMatchObject({
      location: path.join(folder, "veld-backup-2030-03-03T06-00-00Z.tar"),
      removed: ["veld-backup-2030-03-01T00-30-00Z.tar"],
    });
  }, 90_000);

  describe("with FILE_STORE=s3", () => {
    let s3: TestS3Server;
    let bucket: S3FileStore;
    beforeAll(async () => {
      s3 = await startS3Server("veld-backups");
      bucket = s3FileStoreOf(s3.settings);
    });
    afterAll(async () => {
      bucket.client.destroy();
      await s3.stop();
    });

    it("writes to the bucket's backups/, which the upload sweep leaves alone, and the latest restores", async () => {
      const shelf = bucketShelf(bucket.client, bucket.bucket, tempDir("outgoing"));
      const kept: StoredFile[] = [];
      for (const i of [1, 2]) {
        kept.push(
          await saveUpload({
            file: fixture.fileOf(fixture.pdfSaying(`Contract ${i}`), `contract-${i}.pdf`),
            purpose: "backup-test-s3",
            store: bucket,
          }),
        );
      }
      const s3Env: Env = { ...env, FILE_STORE: "s3", S3_BUCKET: bucket.bucket };
      const first = await takeScheduledBackup({
        env: s3Env,
        shelf,
        keep: 2,
        now: at("2030-04-01T00:00:00Z"),
      });
      await takeScheduledBackup({ env: s3Env, shelf, keep: 2, now: at("2030-04-02T00:00:00Z") });
      const third = await takeScheduledBackup({
        env: s3Env,
        shelf,
        keep: 2,
        now: at("2030-04-03T00:00:00Z"),
      });
      expect(first.location).toBe("s3://veld-backups/backups/veld-backup-2030-04-01T00-00-00Z.tar");
      expect(third.removed).toEqual(["veld-backup-2030-04-01T00-00-00Z.tar"]);

      // Bytes without a row, old enough for the sweep: it removes them, and no backup.
      const orphan = "0f0f0f0f-0000-4000-8000-000000000000.pdf";
      await bucket.put(orphan, fixture.pdf());
      const swept = await sweepOrphanedUploads({
        store: bucket,
        now: new Date(Date.now() + 2 * 24 * 60 * 60_000),
      });
      expect(swept.skipped).toBeUndefined();
      expect(swept.removed).toEqual([orphan]);
      expect((await shelf.list()).sort()).toEqual([
        "veld-backup-2030-04-02T00-00-00Z.tar",
        "veld-backup-2030-04-03T00-00-00Z.tar",
      ]);

      // Downloaded as an operator would (aws s3 cp), it restores: the database alone, the
      // uploads' rows pointing at the bucket, which the manifest names.
      const archive = path.join(tempDir("download"), "latest.tar");
      const object = await bucket.client.send(
        new GetObjectCommand({ Bucket: bucket.bucket, Key: `backups/${await latest(shelf)}` }),
      );
      await pipeline(object.Body as NodeJS.ReadableStream, fs.createWriteStream(archive));
      const restored = await restoreFresh(archive);
      expect(restored.manifest.uploads).toEqual({ count: 0, bytes: 0, bucket: "veld-backups" });
      await openRestored(restored, async (_query, database) => {
        const rows = await database
          .select({ storageKey: storedFiles.storageKey })
          .from(storedFiles)
          .where(eq(storedFiles.purpose, "backup-test-s3"));
        expect(rows.map((row) => row.storageKey).sort()).toEqual(
          kept.map((row) => row.storageKey).sort(),
        );
      });
    }, 90_000);
  });
});
