// The daily backup the running instance takes (decision 0119, amending 0107): the archive of
// `npm run backup` (so `npm run restore` reads it) written to DATA_DIR/backups/ or, with
// FILE_STORE=s3, to the bucket under backups/, the oldest beyond BACKUP_KEEP removed. Every
// instance schedules it; the claim of the retention jobs (scheduled_job_runs, decision 0110)
// gives each day's run to one of them.
import fs from "node:fs";
import path from "node:path";
import { DeleteObjectCommand, paginateListObjectsV2, type S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { TZDate } from "@date-fns/tz";
import { getDatabaseHandle, type DatabaseHandle } from "~/db/client.server";
import { getEnv, type Env } from "~/env.server";
import { runClaimed } from "~/services/retention/retention.server";
import { fileStore } from "~/services/files/file-store.server";
import { S3FileStore } from "~/services/files/s3-file-store.server";
import { BACKUPS_PREFIX } from "~/services/files/storage-keys";
import { TIME_ZONE } from "~/shared/time";
import { BACKUP_FILE_NAME, backupFileName, createBackup } from "./backup.server";

/** The job's name in scheduled_job_runs and on /metrics. */
export const BACKUP_JOB = "backup";
/** A claimed backup no other instance may take over for this long (a big one takes a while). */
export const BACKUP_LEASE_MS = 6 * 60 * 60_000;
/** The folder under DATA_DIR. */
export const BACKUPS_FOLDER = "backups";

/** Where scheduled backups are kept: a folder, or a bucket's backups/ prefix. */
export interface BackupShelf {
  /** For logs and results: the folder, or s3://bucket/backups/. */
  readonly where: string;
  /** The local file to write an archive to before `keep`. */
  stagingPath(name: string): string;
  /** Puts the archive written at `file` on the shelf; returns where it now is. */
  keep(name: string, file: string): Promise<string>;
  /** The backups' names (veld-backup-<time>.tar), whatever their order. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

/** `DATA_DIR/backups/`: the archive is written in place (beside its name, then renamed). */
export function folderShelf(folder: string): BackupShelf {
  return {
    where: folder,
    stagingPath: (name) => path.join(folder, name),
    keep: async (_name, file) => file,
    list: async () => {
      const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
      return names.filter((name) => BACKUP_FILE_NAME.test(name));
    },
    remove: (name) => fs.promises.rm(path.join(folder, name), { force: true }),
  };
}

/**
 * The bucket's `backups/` prefix. The upload sweep never touches it: it considers only keys of
 * the storage-key shape, and no key under a prefix has that shape (storage-keys.ts). The archive
 * is written to `staging` first (its size fixes its tar headers), then streamed up in parts.
 */
export function bucketShelf(client: S3Client, bucket: string, staging: string): BackupShelf {
  return {
    where: `s3://${bucket}/${BACKUPS_PREFIX}`,
    stagingPath: (name) => path.join(staging, name),
    keep: async (name, file) => {
      try {
        await new Upload({
          client,
          params: {
            Bucket: bucket,
            Key: `${BACKUPS_PREFIX}${name}`,
            Body: fs.createReadStream(file),
          },
          queueSize: 2,
          leavePartsOnError: false,
        }).done();
      } finally {
        await fs.promises.rm(file, { force: true });
      }
      return `s3://${bucket}/${BACKUPS_PREFIX}${name}`;
    },
    list: async () => {
      const names: string[] = [];
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: BACKUPS_PREFIX },
      )) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(BACKUPS_PREFIX.length) ?? "";
          if (BACKUP_FILE_NAME.test(name)) names.push(name);
        }
      }
      return names;
    },
    remove: async (name) => {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: `${BACKUPS_PREFIX}${name}` }),
      );
    },
  };
}

/** The shelf `env` says: the bucket with FILE_STORE=s3, else DATA_DIR/backups/. */
export function backupShelfOf(env: Env): BackupShelf {
  const folder = path.join(env.DATA_DIR, BACKUPS_FOLDER);
  const store = env.FILE_STORE === "s3" ? fileStore() : null;
  if (store instanceof S3FileStore) {
    return bucketShelf(store.client, store.bucket, path.join(folder, ".outgoing"));
  }
  return folderShelf(folder);
}

/**
 * The latest time at or before `now` when the programme's clock showed `hour`:00: the scheduled
 * backup is due once after each such time.
 */
export function lastDueTime(now: Date, hour: number): Date {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  const due = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    hour,
    0,
    0,
    TIME_ZONE,
  );
  if (due.getTime() > now.getTime()) due.setDate(due.getDate() - 1);
  return new Date(due.getTime());
}

/** The next time after `now` when the scheduled backup becomes due. */
export function nextDueTime(now: Date, hour: number): Date {
  const last = new TZDate(lastDueTime(now, hour).getTime(), TIME_ZONE);
  last.setDate(last.getDate() + 1);
  return new Date(last.getTime());
}

export interface ScheduledBackupOptions {
  env?: Env;
  now?: Date;
  /** The running database; default this process's. */
  database?: DatabaseHandle;
  shelf?: BackupShelf;
  /** How many to keep; default BACKUP_KEEP. */
  keep?: number;
  /** pg_dump with DATABASE_URL; default the one on PATH. */
  pgDump?: string | null;
}

export interface ScheduledBackupResult {
  /** Where the new backup is. */
  location: string;
  bytes: number;
  uploads: number;
  /** Older backups removed beyond BACKUP_KEEP. */
  removed: string[];
}

/** Takes one backup onto the shelf now and removes the oldest beyond the count to keep. */
export async function takeScheduledBackup(
  options: ScheduledBackupOptions = {},
): Promise<ScheduledBackupResult> {
  const env = options.env ?? getEnv();
  const now = options.now ?? new Date();
  const shelf = options.shelf ?? backupShelfOf(env);
  const name = backupFileName(now);
  const { file, manifest } = await createBackup({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    live: options.database ?? getDatabaseHandle(),
    out: shelf.stagingPath(name),
    now,
    pgDump: options.pgDump,
    uploadsBucket: env.FILE_STORE === "s3" ? env.S3_BUCKET : undefined,
  });
  const bytes = (await fs.promises.stat(file)).size;
  const location = await shelf.keep(name, file);
  const removed = await pruneBackups(shelf, options.keep ?? env.BACKUP_KEEP);
  return { location, bytes, uploads: manifest.uploads.count, removed };
}

/** Removes the oldest backups beyond `keep` (names sort in time order). */
export async function pruneBackups(shelf: BackupShelf, keep: number) {
  const names = (await shelf.list()).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await shelf.remove(name);
  return removed;
}

/**
 * The scheduled run: takes the backup when this instance wins the claim of the backup due at
 * the last `hour`:00 (none since then, in scheduled_job_runs); null when it was taken already.
 */
export async function runScheduledBackup(
  hour: number,
  options: ScheduledBackupOptions = {},
): Promise<ScheduledBackupResult | null> {
  const now = options.now ?? new Date();
  const due = lastDueTime(now, hour);
  return runClaimed(BACKUP_JOB, () => takeScheduledBackup({ ...options, now }), {
    now,
    // The claim holds when the last run started before `due` (strictly: one at `due` counts).
    minGapMs: now.getTime() - due.getTime() + 1,
    leaseMs: BACKUP_LEASE_MS,
  });
}
