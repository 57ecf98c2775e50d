// The server's check of newly chosen files by their bytes, for forms that look at files before
// (or without) storing them. Storing goes through saveUpload (app/services/files/uploads.server.ts),
// which makes the same check (inspectUpload); this is for answering a form with the error beside
// its field.
import { inspectUpload } from "~/services/files/inspect-upload.server";
import { EMPTY_FILE_MESSAGE, isUploadError } from "~/services/files/upload-error";
import type { UploadedFile } from "./field-spec";

/**
 * The first problem with the files (spec §5 'Invalid file type: {type}'; a PDF with scripts,
 * docs/decisions/0064), or null.
 */
export async function checkUploadedFiles(
  files: readonly UploadedFile[],
  accept?: readonly string[],
): Promise<string | null> {
  for (const file of files) {
    if (file.size === 0) return EMPTY_FILE_MESSAGE;
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      await inspectUpload({ bytes, fileName: file.name, accept });
    } catch (error) {
      if (isUploadError(error)) return error.message;
      throw error;
    }
  }
  return null;
}
