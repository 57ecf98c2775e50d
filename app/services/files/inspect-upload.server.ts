// The one check of an upload's content, used before anything is stored (saveUpload) and by forms
// that answer about a file before storing it (kit/forms/uploads.server.ts): what the bytes are
// (spec §5 'File upload', docs/decisions/0005-file-storage.md), and for a PDF, that it cannot run
// code, carry other files or act by itself when opened (docs/decisions/0064-upload-safety.md,
// 0114-pdf-actions.md).
import { fileTypeFromBuffer } from "file-type";
import { logger } from "~/server/logger.server";
import { classifyFile, DEFAULT_ACCEPT, type ClassifiedFile } from "./file-types";
import { inspectPdf } from "./pdf-content.server";
import {
  PDF_ACTIVE_CONTENT_MESSAGE,
  PDF_AUTOMATIC_ACTION_MESSAGE,
  PDF_UNCHECKABLE_MESSAGE,
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
}): Promise<ClassifiedFile> {
  const sniffed = await fileTypeFromBuffer(input.bytes);
  const type = classifyFile({
    bytes: input.bytes,
    fileName: input.fileName,
    sniffed: sniffed?.ext,
    accept: input.accept ?? DEFAULT_ACCEPT,
  });
  if (type.kind === "pdf") refuseActivePdf(input.bytes);
  return type;
}

/** Refused rather than cleaned: rewriting a CV or a contract would change what was sent. */
function refuseActivePdf(bytes: Uint8Array) {
  const inspection = inspectPdf(bytes);
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
