// Staged uploads (decision 0088): with JavaScript, the upload field sends each chosen file on its
// own, at once, to /uploads/staged/<purpose>, shows its progress, and posts only the staged ids
// with the form. Pure: what the browser and the server share (reading posted ids, the progress
// text, the messages). Which purposes stage, with their limits: staged-uploads.server.ts.
import { isUuid } from "~/shared/ids";

/** Where a file for `purpose` is staged (app/routes/uploads.staged.$purpose.ts). */
export function stageUrlFor(purpose: string) {
  return `/uploads/staged/${encodeURIComponent(purpose)}`;
}

/** The form part the staged ids are posted in: `${name}.stagedFiles` (file-upload.tsx). */
export function stagedFilesField(name: string) {
  return `${name}.stagedFiles`;
}

/**
 * The staged ids of a post: each a UUID, once, in the order sent. Anything else (a non-UUID, a
 * file, an empty value) is left out here; the service then refuses ids it cannot attach.
 */
export function stagedIdsOf(raw: unknown): { ids: string[]; invalid: number } {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const ids: string[] = [];
  let invalid = 0;
  for (const value of list) {
    if (value === "") continue;
    if (!isUuid(value)) {
      invalid += 1;
      continue;
    }
    const id = value.toLowerCase();
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids, invalid };
}

/** Whole percent of an upload, 0–100 (a total of 0 counts as done). */
export function uploadPercent(loaded: number, total: number) {
  if (!(total > 0)) return 100;
  const share = Math.floor((Math.max(0, Math.min(loaded, total)) / total) * 100);
  return Number.isFinite(share) ? share : 0;
}

export type StagedUploadStatus = "uploading" | "done" | "failed" | "cancelled";

/** What the field says about one file: 'Uploading 42%', 'Uploaded', 'Failed: …'. */
export function uploadStatusText(
  status: StagedUploadStatus,
  progress: { loaded: number; total: number },
  error?: string | null,
) {
  switch (status) {
    case "uploading":
      return `Uploading ${uploadPercent(progress.loaded, progress.total)}%`;
    case "done":
      return "Uploaded";
    case "failed":
      return `Not uploaded: ${error ?? STAGED_UPLOAD_FAILED_MESSAGE}`;
    case "cancelled":
      return "Cancelled";
  }
}

/** A connection that broke, or an answer that was not ours (a proxy's page). */
export const STAGED_UPLOAD_FAILED_MESSAGE =
  "The upload did not finish. Check your connection and press Retry.";
/** Posted while files were still uploading. */
export const STAGED_UPLOAD_PENDING_MESSAGE =
  "Some files are still uploading. Wait until they are uploaded, or cancel them.";
/** A staged id the service cannot attach: someone else's, attached already, or swept. */
export const STAGED_FILE_GONE_MESSAGE =
  "An uploaded file is no longer available. Please remove it and upload it again.";
/** The staging route's answer to someone signed out. */
export const STAGED_SIGNED_OUT_MESSAGE =
  "You are signed out. Sign in again in another tab, then press Retry.";

/**
 * What the field posts in `${name}.stagedFiles` for a file not uploaded yet, so the form's schema
 * stops the post with a sentence beside the field instead of leaving the file out unseen.
 */
export const STAGED_UPLOADING_VALUE = "uploading";
export const STAGED_FAILED_VALUE = "failed";
/** Posted while a file failed and was neither retried nor removed. */
export const STAGED_UPLOAD_FAILED_IN_FORM_MESSAGE =
  "Some files were not uploaded. Press Retry, or remove them.";

/** Why a post's staged values stop it (a file still uploading or failed), or null. */
export function stagedValuesProblem(values: readonly string[]): string | null {
  if (values.includes(STAGED_UPLOADING_VALUE)) return STAGED_UPLOAD_PENDING_MESSAGE;
  if (values.includes(STAGED_FAILED_VALUE)) return STAGED_UPLOAD_FAILED_IN_FORM_MESSAGE;
  return null;
}
