// The operator's commands, `npm run backup`, `npm run restore` and `npm run files:to-s3` (README
// 'Backups', 'Scaling past one machine'; decisions 0107, 0108, 0119). They are part of the server
// build (app/entry.server.tsx exports runOperatorCommand, as it does startServer) and run by
// scripts/veld.js, so a host with production dependencies alone (`npm ci --omit=dev`) runs them.
import { parseArgs } from "node:util";
import { loadEnv, parseEnv } from "~/env.server";
import { copyDiskToBucket } from "~/services/files/copy-to-bucket.server";
import { formatFileSize } from "~/services/evidence/rules";
import {
  BackupRefusedError,
  createBackup,
  DataDirInUseError,
  defaultBackupFile,
  isOperatorRefusal,
  restoreBackup,
  type BackupResult,
} from "./backup.server";
import { requestBackup } from "./backup-requests.server";

export const OPERATOR_COMMANDS = ["backup", "restore", "files:to-s3"] as const;

/**
 * Runs one command with its arguments; resolves to the exit code. A refusal prints its sentence
 * alone (exit 1); anything else is thrown, so its stack shows.
 */
export async function runOperatorCommand(command: string, args: string[]): Promise<number> {
  try {
    switch (command) {
      case "backup":
        return await backup(args);
      case "restore":
        return await restore(args);
      case "files:to-s3":
        return await copyDiskToBucket(loadEnv());
      default:
        console.error(`Unknown command ${command}: one of ${OPERATOR_COMMANDS.join(", ")}.`);
        return 2;
    }
  } catch (error) {
    if (isOperatorRefusal(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

/**
 * `npm run backup [-- --out FILE] [--data-dir DIR]`: one archive of this Veld's database and
 * uploads. With the embedded database and Veld running on DATA_DIR, the running Veld takes it
 * (it alone can read its database); without one it backs up directly under the DATA_DIR lock;
 * with DATABASE_URL it runs pg_dump, or says what to run.
 */
async function backup(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { out: { type: "string" }, "data-dir": { type: "string" } },
  });
  const env = parseEnv(process.env);
  const dataDir = values["data-dir"] ?? env.DATA_DIR;
  const out = values.out ?? defaultBackupFile(new Date());
  let result: BackupResult;
  let byInstance = false;
  try {
    result = await createBackup({
      dataDir,
      databaseUrl: env.DATABASE_URL,
      out,
      // Read raw so the backup never misses a bucket: FILE_STORE=s3 keeps no uploads on this disk.
      uploadsBucket:
        process.env.FILE_STORE?.trim() === "s3" ? process.env.S3_BUCKET?.trim() : undefined,
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    result = await requestBackup(dataDir, out);
    byInstance = true;
  }
  const { file, manifest } = result;
  const { database, uploads } = manifest;
  const dump = manifest.files[0]!;
  console.log(
    [
      `Backed up to ${file}${byInstance ? " (taken by the Veld running on it, without stopping it)" : ""}:`,
      `  database: ${database.engine === "pglite" ? "embedded (PGlite)" : "PostgreSQL server (pg_dump)"}, PostgreSQL ${database.serverVersion}, ${database.migrations.length} migrations, ${formatFileSize(dump.bytes)}`,
      uploads.bucket
        ? `  uploads:  not in this archive: they are in the bucket ${uploads.bucket} (FILE_STORE=s3); back it up with the bucket's versioning or a copy`
        : `  uploads:  ${uploads.count} files, ${formatFileSize(uploads.bytes)}`,
      `Restore with: npm run restore -- ${file} --data-dir NEW_FOLDER`,
    ].join("\n"),
  );
  return 0;
}

/**
 * `npm run restore -- FILE [--data-dir DIR] [--force]`: puts a backup into an empty or new data
 * folder (default DATA_DIR) after checking every entry's SHA-256; Veld then starts on it as usual.
 */
async function restore(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { "data-dir": { type: "string" }, force: { type: "boolean", default: false } },
  });
  if (positionals.length !== 1) {
    throw new BackupRefusedError(
      "Name one backup file: npm run restore -- FILE [--data-dir DIR] [--force]",
    );
  }
  const env = parseEnv(process.env);
  const result = await restoreBackup({
    archive: positionals[0]!,
    dataDir: values["data-dir"] ?? env.DATA_DIR,
    force: values.force,
  });
  const { manifest } = result;
  const lines = [
    `Restored the backup of ${manifest.createdAt} into ${result.dataDir}: every checksum matched.`,
    manifest.uploads.bucket
      ? `Its uploads are in the bucket ${manifest.uploads.bucket}: start Veld with FILE_STORE=s3 and that bucket.`
      : `Uploads: ${manifest.uploads.count} files.`,
  ];
  if (result.postgres) {
    lines.push(
      "The database is a PostgreSQL server's (pg_dump). Create a new, empty database, point DATABASE_URL at it and run:",
      `  ${result.postgres.pgRestore.join(" ")}`,
      `then delete ${result.postgres.dump} and start Veld with DATA_DIR=${result.dataDir}.`,
    );
  } else {
    lines.push(
      `Start Veld with DATA_DIR=${result.dataDir} (pending migrations are applied at start).`,
    );
  }
  console.log(lines.join("\n"));
  return 0;
}
