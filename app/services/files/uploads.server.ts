// Storing, finding and removing uploaded files (spec §5 'File upload', §3 'File-upload value',
// §7 'File download'). Bytes go to the FileStore, metadata to stored_files, and every upload
// and removal to the audit log.
import { createHash } from "node:crypto";
import { getEnv } from "~/env.server";
import { listMemberOrganisationIds } from "~/models/memberships.server";
import {
  deleteStoredFileRow,
  findStoredFile,
  insertStoredFile,
  type StoredFile,
} from "~/models/stored-files.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { logger } from "~/logger.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Viewer } from "~/services/auth/session.server";
import { canAccessFile, type FileAccessSubject } from "./access";
import { DEFAULT_ACCEPT } from "./file-types";
import { nameWithExtension, sanitiseFileName } from "./file-names";
import { fileStore, newStorageKey, type FileStore } from "./file-store.server";
import { inspectUpload } from "./inspect-upload.server";
import { EMPTY_FILE_MESSAGE, fileTooLargeMessage, UploadError } from "./upload-error";
import type { Actor } from "~/services/kit/actor";

export type { StoredFile };

export interface SaveUploadInput {
  file: File;
  /** Accepted extensions; spec §5 'the default accepted type is .pdf'. */
  accept?: readonly string[];
  /** What the file is for ('job-leaflet', 'cv', 'farm-boundary'…), kept with the row. */
  purpose: string;
  organisationId?: string | null;
  uploadedBy?: string | null;
  /** Defaults to the uploader, or 'anonymous'. */
  actor?: Actor;
  /** Defaults to UPLOAD_MAX_BYTES. */
  maxBytes?: number;
  /** Pass a transaction to store the row only if the surrounding change commits. */
  executor?: Executor;
  store?: FileStore;
}

/**
 * Checks and stores one uploaded file. Throws UploadError for anything the person can fix:
 * too large, empty, or not one of the accepted types judged by its bytes.
 */
export async function saveUpload(input: SaveUploadInput): Promise<StoredFile> {
  const maxBytes = input.maxBytes ?? getEnv().UPLOAD_MAX_BYTES;
  // parseUploadForm already stops oversized parts while reading; this guards other callers.
  if (input.file.size > maxBytes) throw new UploadError("too-large", fileTooLargeMessage(maxBytes));
  if (input.file.size === 0) throw new UploadError("empty", EMPTY_FILE_MESSAGE);

  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const type = await inspectUpload({
    bytes,
    fileName: sanitiseFileName(input.file.name),
    accept: input.accept ?? DEFAULT_ACCEPT,
    owner: input.uploadedBy,
  });
  // The stored name says what the bytes were checked to be (issue 12: no 'contract.exe').
  const originalName = nameWithExtension(input.file.name, type.extension);

  const store = input.store ?? fileStore();
  const storageKey = newStorageKey(type.extension);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await store.put(storageKey, bytes);

  const uploadedBy = input.uploadedBy ?? null;
  const actor = input.actor ?? {
    userId: uploadedBy,
    label: uploadedBy ? `user ${uploadedBy}` : "anonymous",
  };
  try {
    return await transaction(async (tx) => {
      const row = await insertStoredFile(
        {
          storageKey,
          originalName,
          mimeType: type.mime,
          extension: type.extension,
          size: bytes.byteLength,
          sha256,
          purpose: input.purpose,
          organisationId: input.organisationId ?? null,
          uploadedBy,
        },
        tx,
      );
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "file.upload",
          entityType: "stored_file",
          entityId: row.id,
          changes: {
            originalName,
            mimeType: type.mime,
            size: bytes.byteLength,
            sha256,
            purpose: input.purpose,
            organisationId: input.organisationId ?? null,
          },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
      return row;
    }, input.executor);
  } catch (error) {
    // No row, no file: do not leave bytes nobody can reach.
    await discardStoredBytes(storageKey, "the upload's row was not written", store);
    throw error;
  }
}

/**
 * Removes bytes whose row is gone or was never written (a transaction rolled back). Never
 * throws: the caller is already answering another failure. A removal that fails is logged, and
 * the start-up sweep removes the bytes later (app/services/files/upload-sweep.server.ts).
 */
export async function discardStoredBytes(
  storageKey: string,
  reason: string,
  store: FileStore = fileStore(),
): Promise<void> {
  try {
    await store.delete(storageKey);
    logger().debug({ storageKey, reason }, "removed the bytes of a file that was not kept");
  } catch (error) {
    logger().warn(
      { err: error, storageKey, reason },
      "could not remove the bytes of a file that was not kept; the start-up sweep will",
    );
  }
}

/** saveUpload inside transactionWithUploads: the transaction is given. */
export type SaveUploadInTransaction = (
  input: Omit<SaveUploadInput, "executor" | "store">,
) => Promise<StoredFile>;

/**
 * A transaction that stores uploads with the rows that point at them: `save` is saveUpload in
 * that transaction. Rows roll back with it; the bytes are on disk already, so when `work` throws
 * every file it saved is discarded (docs/decisions/0005: 'the row goes but the bytes stay').
 */
export async function transactionWithUploads<T>(
  work: (tx: Executor, save: SaveUploadInTransaction) => Promise<T>,
  options: { store?: FileStore } = {},
): Promise<T> {
  const saved: string[] = [];
  try {
    return await transaction(async (tx) => {
      const save: SaveUploadInTransaction = async (input) => {
        const row = await saveUpload({ ...input, executor: tx, store: options.store });
        saved.push(row.storageKey);
        return row;
      };
      return work(tx, save);
    });
  } catch (error) {
    for (const key of saved) {
      await discardStoredBytes(key, "the transaction that saved it failed", options.store);
    }
    throw error;
  }
}

/** What the access rule needs to know about a viewer: admin flag and memberships. */
export async function loadFileAccessSubject(viewer: Viewer): Promise<FileAccessSubject> {
  const userId = viewer.user?.id ?? null;
  return {
    userId,
    isAdmin: viewer.flags.isAdmin,
    writeApplications: viewer.flags.writeApplications,
    organisationIds: userId ? await listMemberOrganisationIds(userId) : [],
  };
}

/**
 * The subject of an /api/v2 caller downloading a path the API handed it (decision 0149): the
 * same rule as a browser session's, read from the token's caller. A person's token: their
 * profile, their memberships and their scopes; an API client's: its scopes only (no profile, no
 * organisation), so it has what read:admin or write:application give and nothing else.
 */
export async function loadApiFileAccessSubject(caller: {
  user: { id: string } | null;
  flags: { isAdmin: boolean; writeApplications: boolean };
}): Promise<FileAccessSubject> {
  const userId = caller.user?.id ?? null;
  return {
    userId,
    isAdmin: caller.flags.isAdmin,
    writeApplications: caller.flags.writeApplications,
    organisationIds: userId ? await listMemberOrganisationIds(userId) : [],
  };
}

/**
 * The stored file `fileId` if `subject` may have it, else null: a missing file and someone
 * else's file look the same, so ids cannot be probed.
 */
export async function findAccessibleFile(
  subject: FileAccessSubject,
  fileId: string,
): Promise<StoredFile | null> {
  // A malformed id is not found by the model (PostgreSQL would raise): a 404, not a 500.
  const file = await findStoredFile(fileId);
  return file && canAccessFile(subject, file) ? file : null;
}

/** The file and its bytes for a download, or null (spec §7 'File download'). */
export async function openDownload(viewer: Viewer, fileId: string, store: FileStore = fileStore()) {
  const file = await findAccessibleFile(await loadFileAccessSubject(viewer), fileId);
  if (!file) return null;
  const body = await store.get(file.storageKey);
  if (!body) {
    // The row exists but the bytes are gone: an operations problem, not the person's.
    logger().error({ fileId: file.id, storageKey: file.storageKey }, "stored file has no bytes");
    return null;
  }
  return { file, body };
}

/**
 * Removes a stored file the subject may access (spec §3 'File-upload value': deletedFiles).
 * The row and its audit entry go in one transaction; the bytes after it commits, so a failed
 * removal never leaves a row pointing at nothing. Returns false when there was nothing the
 * subject could remove.
 */
export async function deleteStoredFile(input: {
  fileId: string;
  subject: FileAccessSubject;
  actor: Actor;
  store?: FileStore;
}): Promise<boolean> {
  const file = await findAccessibleFile(input.subject, input.fileId);
  if (!file) return false;
  const deleted = await transaction(async (tx) => {
    if (!(await deleteStoredFileRow(file.id, tx))) return false; // removed meanwhile
    await recordAudit(
      {
        actorUserId: input.actor.userId,
        actorLabel: input.actor.label,
        action: "file.delete",
        entityType: "stored_file",
        entityId: file.id,
        changes: {
          originalName: file.originalName,
          sha256: file.sha256,
          purpose: file.purpose,
          organisationId: file.organisationId,
        },
        requestId: input.actor.requestId ?? null,
      },
      tx,
    );
    return true;
  });
  if (!deleted) return false;
  // An orphaned file on disk is harmless and unreachable; a failure is logged for the sweep.
  await discardStoredBytes(file.storageKey, "the file was removed", input.store);
  return true;
}
