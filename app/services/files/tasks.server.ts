// An upload's content checked in a worker thread (decision 0120): what the bytes are, and for a
// PDF whether it runs code, carries files or acts when opened (decisions 0064, 0114). Reading a
// PDF's objects and inflating its object streams is CPU-bound (about 0.2 s for 10 MB). Plain data
// in and out; a refusal the person can act on is an answer, so only a bug is thrown.
import { fileTypeFromBuffer } from "file-type";
import { classifyFile, type ClassifiedFile } from "./file-types";
import { inspectPdf, type PdfInspection } from "./pdf-content.server";
import { isUploadError, type UploadErrorCode } from "./upload-error";

export interface InspectInput {
  bytes: Uint8Array;
  fileName: string;
  accept: readonly string[];
}

export type InspectOutcome =
  | { ok: true; type: ClassifiedFile; pdf: PdfInspection | null }
  | { ok: false; code: UploadErrorCode; message: string };

export async function inspectUploadTask(input: InspectInput): Promise<InspectOutcome> {
  const sniffed = await fileTypeFromBuffer(input.bytes);
  let type: ClassifiedFile;
  try {
    type = classifyFile({
      bytes: input.bytes,
      fileName: input.fileName,
      sniffed: sniffed?.ext,
      accept: input.accept,
    });
  } catch (error) {
    if (isUploadError(error)) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
  return { ok: true, type, pdf: type.kind === "pdf" ? inspectPdf(input.bytes) : null };
}
