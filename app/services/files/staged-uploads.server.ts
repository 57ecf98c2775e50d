// Staged uploads (decision 0088): a file sent on its own before its form is posted, stored as a
// stored_files row with purpose 'staged:<purpose>', the organisation it is for and the person who
// sent it. The same checks as the final purpose (accepted types by the bytes, the size limit);
// the form then posts the row's id, and the service the form is for attaches it
// (takeStagedFiles) in the transaction of its change. Rows never attached are removed after a day
// (app/services/files/upload-sweep.server.ts).
import {
  attachStagedFiles,
  countPendingStagedFiles,
  lockStagedFiles,
  stagedPurposeOf,
  type StagedOwner,
} from "~/models/staged-files.server";
import type { Executor } from "~/models/transaction.server";
import type { StoredFile } from "~/models/stored-files.server";
import { fileStore, type FileStore } from "./file-store.server";
import { stagedIdsOf } from "./staged-uploads";
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
} from "~/services/evidence/rules";
import { TOO_MANY_FILES_MESSAGE, UploadError } from "./upload-error";
import { saveUpload } from "./uploads.server";
import type { Actor } from "~/services/kit/actor";

export type { StagedOwner };

export interface StagingRules {
  /** Accepted extensions, checked by the bytes as for the final purpose. */
  accept: readonly string[];
  /** The largest file. */
  maxBytes: number;
  /** Files one form may hold; also bounds the rows a person may have waiting. */
  maxFiles: number;
}

/** The purposes whose forms stage their files, with the final purpose's limits. */
export const STAGING_PURPOSES: Readonly<Record<string, StagingRules>> = {
  evidence: {
    accept: EVIDENCE_ACCEPT,
    maxBytes: EVIDENCE_MAX_FILE_BYTES,
    maxFiles: EVIDENCE_MAX_FILES,
  },
};

export function stagingRulesOf(purpose: string): StagingRules | null {
  return Object.hasOwn(STAGING_PURPOSES, purpose) ? STAGING_PURPOSES[purpose]! : null;
}

/**
 * Staged rows a person may have waiting per organisation and purpose: a few forms' worth (a form
 * left open in two tabs, files replaced). Beyond it the staging route answers 'Too many files,
 * please try again' until a form is saved or the sweep removes the old ones.
 */
export function pendingStagedLimit(rules: StagingRules) {
  return rules.maxFiles * 3;
}

export interface StageUploadInput {
  owner: StagedOwner;
  rules: StagingRules;
  file: File;
  actor: Actor;
  store?: FileStore;
}

/**
 * Checks and stores one staged file. Throws UploadError with the kit's messages: 'Invalid file
 * type: {type}', the size limit, and 'Too many files, please try again' when the person already
 * has more files waiting than a few forms could hold.
 */
export async function stageUpload(input: StageUploadInput): Promise<StoredFile> {
  const waiting = await countPendingStagedFiles(input.owner);
  if (waiting >= pendingStagedLimit(input.rules))
    throw new UploadError("too-many-files", TOO_MANY_FILES_MESSAGE);
  return saveUpload({
    file: input.file,
    accept: input.rules.accept,
    maxBytes: input.rules.maxBytes,
    purpose: stagedPurposeOf(input.owner.purpose),
    organisationId: input.owner.organisationId,
    uploadedBy: input.owner.uploadedBy,
    actor: input.actor,
    store: input.store,
  });
}

/**
 * Attaches the staged rows `ids` of `owner` inside the caller's transaction: each becomes a row
 * of the final purpose. Returns the rows in the order asked, or null when any id is not a staged
 * row of this organisation uploaded by this person, or was attached already (the caller refuses
 * the form as if the file were absent). Nothing changes when it returns null.
 */
export async function takeStagedFiles(
  owner: StagedOwner,
  ids: readonly string[],
  tx: Executor,
): Promise<StoredFile[] | null> {
  const { ids: wanted, invalid } = stagedIdsOf(ids);
  if (invalid > 0) return null;
  if (wanted.length === 0) return [];
  const rows = await lockStagedFiles(owner, wanted, tx);
  if (rows.length !== wanted.length) return null;
  const attached = await attachStagedFiles(owner, wanted, tx);
  if (attached.length !== rows.length) return null;
  const byId = new Map(rows.map((row) => [row.id, { ...row, purpose: owner.purpose }]));
  return wanted.map((id) => byId.get(id)!);
}

/** The stored bytes of a file, whole (for reading a photo's EXIF); null when they are gone. */
export async function readStoredBytes(
  storageKey: string,
  store: FileStore = fileStore(),
): Promise<Uint8Array | null> {
  const body = await store.get(storageKey);
  if (!body) return null;
  return new Uint8Array(await new Response(body).arrayBuffer());
}
