// The sweep of upload bytes no stored_files row points to (issue 12; docs/decisions/0064): bytes
// written before a transaction that then failed and whose removal failed too, bytes of rows that
// went with a deleted organisation (stored_files.organisation_id cascades), and temporary files of
// writes a crash cut short. Runs once at start, where the seeds run (start.server.ts), and daily
// as a retention job (app/services/retention/retention.server.ts; decision 0110).
// Also the sweep of staged uploads never attached (decision 0088): at start and every hour
// (background.server.ts).
import { findReferencedStorageKeys } from "~/models/stored-files.server";
import { deleteStagedFileRow, listStaleStagedFiles } from "~/models/staged-files.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { fileStore, type FileStore } from "./file-store.server";
import { discardStoredBytes } from "./uploads.server";
import { logger } from "~/logger.server";

/**
 * Bytes younger than this are left alone: another instance may have written them for an upload
 * whose transaction has not committed yet (a request takes seconds; a day leaves no doubt).
 */
export const UPLOAD_SWEEP_GRACE_MS = 24 * 60 * 60_000;

const KEYS_PER_QUERY = 500;

export interface UploadSweepResult {
  /** Keys of old bytes without a row, removed. */
  removed: string[];
  /** Temporary files of unfinished writes, removed. */
  unfinishedWrites: number;
  /** Set when the sweep removed nothing on purpose. */
  skipped?: string;
}

/**
 * Removes old bytes no row points to. If most old bytes have no row, the database is probably
 * not the one these files belong to (a DATABASE_URL or DATA_DIR changed by mistake): nothing is
 * removed and the sweep says so, rather than wiping every contract and CV.
 */
export async function sweepOrphanedUploads(
  options: { store?: FileStore; now?: Date; graceMs?: number; executor?: Executor } = {},
): Promise<UploadSweepResult> {
  const store = options.store ?? fileStore();
  const now = options.now ?? new Date();
  const writtenBefore = new Date(now.getTime() - (options.graceMs ?? UPLOAD_SWEEP_GRACE_MS));

  const old: string[] = [];
  for await (const bytes of store.list()) if (bytes.writtenAt < writtenBefore) old.push(bytes.key);
  const orphans: string[] = [];
  for (let i = 0; i < old.length; i += KEYS_PER_QUERY) {
    const keys = old.slice(i, i + KEYS_PER_QUERY);
    const referenced = await findReferencedStorageKeys(keys, options.executor);
    orphans.push(...keys.filter((key) => !referenced.has(key)));
  }

  // A temporary file never has a row, whichever database this is.
  const unfinishedWrites = await store.removeUnfinishedWrites(writtenBefore);
  if (orphans.length * 2 > old.length) {
    return {
      removed: [],
      unfinishedWrites,
      skipped: `${orphans.length} of ${old.length} stored files have no row: is this DATA_DIR's database?`,
    };
  }
  for (const key of orphans)
    await discardStoredBytes(key, "no stored_files row points to it", store);
  return { removed: orphans, unfinishedWrites };
}

/** A staged upload not attached to anything within this time is removed (decision 0088). */
export const STAGED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60_000;
/** How often the staged sweep runs besides at start. */
export const STAGED_SWEEP_INTERVAL_MS = 60 * 60_000;
const STAGED_ROWS_PER_RUN = 1000;

/**
 * Removes staged uploads (purpose 'staged:…') older than a day that no form attached: the row and
 * an audit entry in one transaction, then the bytes. A row attached meanwhile is left alone (the
 * delete only takes a row still staged). Returns the ids removed.
 */
export async function sweepStagedUploads(
  options: { store?: FileStore; now?: Date; maxAgeMs?: number } = {},
): Promise<string[]> {
  const store = options.store ?? fileStore();
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.maxAgeMs ?? STAGED_UPLOAD_MAX_AGE_MS));
  const removed: string[] = [];
  for (const row of await listStaleStagedFiles(before, STAGED_ROWS_PER_RUN)) {
    const deleted = await transaction(async (tx) => {
      if (!(await deleteStagedFileRow(row.id, tx))) return false;
      await recordAudit(
        {
          actorUserId: null,
          actorLabel: "upload sweep",
          action: "file.delete",
          entityType: "stored_file",
          entityId: row.id,
          changes: {
            reason: "staged upload never attached",
            originalName: row.originalName,
            sha256: row.sha256,
            purpose: row.purpose,
            organisationId: row.organisationId,
          },
          requestId: null,
        },
        tx,
      );
      return true;
    });
    if (!deleted) continue;
    await discardStoredBytes(row.storageKey, "a staged upload was never attached", store);
    removed.push(row.id);
  }
  return removed;
}

/** The staged sweep, logged; never throws (start and the hourly task call it). */
export async function sweepStagedUploadsLogged() {
  try {
    const removed = await sweepStagedUploads();
    if (removed.length > 0)
      logger().info({ removed: removed.length }, "removed staged uploads never attached");
  } catch (error) {
    logger().error({ err: error }, "staged upload sweep failed");
  }
}

/** The sweep at start: logged, and never a reason not to start. */
export async function sweepUploadsAtStart() {
  const log = logger();
  await sweepStagedUploadsLogged();
  try {
    const result = await sweepOrphanedUploads();
    if (result.skipped) log.warn({ reason: result.skipped }, "upload sweep skipped");
    else if (result.removed.length > 0 || result.unfinishedWrites > 0)
      log.info(
        { removed: result.removed.length, unfinishedWrites: result.unfinishedWrites },
        "upload sweep removed bytes without a row",
      );
  } catch (error) {
    log.error({ err: error }, "upload sweep failed");
  }
}
