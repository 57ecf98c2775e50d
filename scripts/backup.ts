// `npm run backup [-- --out FILE] [--data-dir DIR]`: one archive of this Veld's database and
// uploads (README 'Backups', docs/decisions/0107-backups.md). With the embedded database it
// refuses while Veld runs on DATA_DIR; with DATABASE_URL it runs pg_dump, or says what to run.
import { parseArgs } from "node:util";
import { parseEnv } from "~/env.server";
import { createBackup, isOperatorRefusal } from "~/server/backup.server";
import { formatFileSize } from "~/services/evidence/rules";

try {
  const { values } = parseArgs({
    options: { out: { type: "string" }, "data-dir": { type: "string" } },
  });
  const env = parseEnv(process.env);
  const { file, manifest } = await createBackup({
    dataDir: values["data-dir"] ?? env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    out: values.out,
    // Read raw so the backup never misses a bucket: FILE_STORE=s3 keeps no uploads on this disk.
    uploadsBucket:
      process.env.FILE_STORE?.trim() === "s3" ? process.env.S3_BUCKET?.trim() : undefined,
  });
  const { database, uploads } = manifest;
  const dump = manifest.files[0]!;
  console.log(
    [
      `Backed up to ${file}:`,
      `  database: ${database.engine === "pglite" ? "embedded (PGlite)" : "PostgreSQL server (pg_dump)"}, PostgreSQL ${database.serverVersion}, ${database.migrations.length} migrations, ${formatFileSize(dump.bytes)}`,
      uploads.bucket
        ? `  uploads:  not in this archive: they are in the bucket ${uploads.bucket} (FILE_STORE=s3); back it up with the bucket's versioning or a copy`
        : `  uploads:  ${uploads.count} files, ${formatFileSize(uploads.bytes)}`,
      `Restore with: npm run restore -- ${file} --data-dir NEW_FOLDER`,
    ].join("\n"),
  );
} catch (error) {
  if (isOperatorRefusal(error)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
