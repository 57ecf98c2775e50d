// The one check of an upload's content, used before anything is stored (saveUpload) and by forms
// that answer about a file before storing it (kit/forms/uploads.server.ts): what the bytes are
// (spec §5 'File upload', docs/decisions/0005-file-storage.md), and for a PDF, that it cannot run
// code, carry other files or act by itself when opened (docs/decisions/0064-upload-safety.md,
// 0114-pdf-actions.md).
//
// The bytes are read in the worker pool (files/tasks.server.ts, decision 0120): a PDF's objects are
// parsed and its object streams inflated there, never on the event loop.
import { randomUUID } from "node:crypto";
import { logger } from "~/logger.server";
import { isWorkerRefusal, runInWorker } from "~/services/workers/pool.server";
import { DEFAULT_ACCEPT, type ClassifiedFile } from "./file-types";
import type { PdfInspection } from "./pdf-content.server";
import {
  PDF_ACTIVE_CONTENT_MESSAGE,
  PDF_AUTOMATIC_ACTION_MESSAGE,
  PDF_UNCHECKABLE_MESSAGE,
  UPLOADS_BUSY_MESSAGE,
  UploadError,
} from "./upload-error";

/**
 * The accepted kind the bytes are, or an UploadError (422) the person can act on: 'Invalid file
 * type: {type}', or a PDF with scripts, embedded files, actions that run when it is opened and
 * leave it, or parts that cannot be checked.
 */
export async function inspectUpload(input: {
  bytes: Uint8Array;
  fileName: string;
  accept?: readonly string[];
  /**
   * Who uploads (a person's id), whose checks running at once are limited; unknown (a job
   * applicant), the check counts on its own.
   */
  owner?: string | null;
}): Promise<ClassifiedFile> {
  let outcome;
  try {
    outcome = await runInWorker(
      "inspectUpload",
      { bytes: input.bytes, fileName: input.fileName, accept: input.accept ?? DEFAULT_ACCEPT },
      { owner: input.owner ?? `upload:${randomUUID()}` },
    );
  } catch (error) {
    if (!isWorkerRefusal(error)) throw error;
    // Past the deadline (or the worker's memory) only a file built to be slow to read gets.
    if (error.kind === "deadline" || error.kind === "too-large")
      throw new UploadError("uncheckable-content", PDF_UNCHECKABLE_MESSAGE);
    throw new UploadError("busy", UPLOADS_BUSY_MESSAGE);
  }
  if (!outcome.ok) throw new UploadError(outcome.code, outcome.message);
  if (outcome.pdf) refuseActivePdf(outcome.pdf);
  return outcome.type;
}

/** Refused rather than cleaned: rewriting a CV or a contract would change what was sent. */
function refuseActivePdf(inspection: PdfInspection) {
  if (inspection.verdict === "plain") return;
  // What was found helps whoever answers the person's question; the bytes are not kept.
  logger().info({ inspection }, "a PDF upload was refused for its content");
  switch (inspection.verdict) {
    case "active":
      throw new UploadError("active-content", PDF_ACTIVE_CONTENT_MESSAGE);
    case "automatic-actions":
      throw new UploadError("active-content", PDF_AUTOMATIC_ACTION_MESSAGE);
    case "uncheckable":
      throw new UploadError("uncheckable-content", PDF_UNCHECKABLE_MESSAGE);
  }
}
