// `npm run restore -- FILE [--data-dir DIR] [--force]`: puts a backup made by `npm run backup`
// into an empty or new data folder (default DATA_DIR) after checking every entry's SHA-256;
// Veld then starts on it as usual (README 'Backups', docs/decisions/0107-backups.md).
import { parseArgs } from "node:util";
import { parseEnv } from "~/env.server";
import { BackupRefusedError, isOperatorRefusal, restoreBackup } from "~/server/backup.server";

try {
  const { values, positionals } = parseArgs({
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
} catch (error) {
  if (isOperatorRefusal(error)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
