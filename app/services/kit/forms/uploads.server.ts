// The server's check of newly chosen files by their bytes, for forms that look at files before
// (or without) storing them. Storing goes through saveUpload (app/services/files/uploads.server.ts),
// which makes the same checks; this is for answering a form with the error beside its field.
import { fileTypeFromBuffer } from "file-type";
import { classifyFile } from "~/services/files/file-types";
import { EMPTY_FILE_MESSAGE, isUploadError } from "~/services/files/upload-error";
import type { UploadedFile } from "./field-spec";

/** The first problem with the files (spec §5 'Invalid file type: {type}'), or null. */
export async function checkUploadedFiles(
  files: readonly UploadedFile[],
  accept?: readonly string[],
): Promise<string | null> {
  for (const file of files) {
    if (file.size === 0) return EMPTY_FILE_MESSAGE;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = await fileTypeFromBuffer(bytes);
    try {
      classifyFile({ bytes, fileName: file.name, sniffed: sniffed?.ext, accept });
    } catch (error) {
      if (isUploadError(error)) return error.message;
      throw error;
    }
  }
  return null;
}
