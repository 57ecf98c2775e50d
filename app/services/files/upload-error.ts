// Expected upload failures and their messages. Pure: the upload widget can show the same texts
// when it checks a file in the browser before sending it.
import { Refusal } from "~/services/kit/refusal";

/** spec §5 'File upload': default maxFiles is 1, exceeding it gives this message. */
export const TOO_MANY_FILES_MESSAGE = "Too many files, please try again";

/** spec §5 'File upload': a type not in the accepted list gives 'Invalid file type: {type}'. */
export function invalidFileTypeMessage(type: string) {
  return `Invalid file type: ${type}`;
}

/** '10 MB', '2.5 MB', '0.5 MB': the limit as a person reads it (1 MB = 1024 × 1024 bytes). */
export function formatMegabytes(bytes: number) {
  const mb = bytes / (1024 * 1024);
  const rounded = mb >= 1 ? Math.round(mb * 10) / 10 : Number(mb.toPrecision(2));
  return `${rounded} MB`;
}

// The spec shows no text for these; they say what happened and what to do (docs/decisions/0005).
export function fileTooLargeMessage(maxBytes: number) {
  return `The file is too large. Please upload a file of at most ${formatMegabytes(maxBytes)}.`;
}
export const EMPTY_FILE_MESSAGE = "The file is empty. Please choose another file.";
export const UNREADABLE_UPLOAD_MESSAGE = "The upload could not be read. Please try again.";
export const FIELD_TOO_LONG_MESSAGE = "A form field is too long. Please shorten it and try again.";
export const NOT_A_FORM_MESSAGE =
  "This address takes a web form (application/x-www-form-urlencoded or multipart/form-data).";
/** A part header (in practice its file name) over the parser's 8 KiB (docs/decisions/0064). */
export const FILE_NAME_TOO_LONG_MESSAGE =
  "The file name is too long. Please give the file a shorter name and try again.";

// A PDF that can run code or carries other files (docs/decisions/0064-upload-safety.md): the
// person can fix it by printing the document to a new PDF, which keeps only what is on the pages.
export const PDF_ACTIVE_CONTENT_MESSAGE =
  "This PDF contains scripts or embedded files, which we do not accept. Please save it as a plain PDF (for example with 'Print to PDF') and try again.";
// A PDF that does something by itself when it is opened (a link, a form sent, another file or a
// program; docs/decisions/0114-pdf-actions.md): printing to a new PDF drops every action too.
export const PDF_AUTOMATIC_ACTION_MESSAGE =
  "This PDF opens a link, sends a form or runs something when it is opened, which we do not accept. Please save it as a plain PDF (for example with 'Print to PDF') and try again.";
export const PDF_UNCHECKABLE_MESSAGE =
  "We could not check this PDF for scripts because it is password-protected or damaged. Please save it as a plain PDF without a password (for example with 'Print to PDF') and try again.";

/** The worker pool that checks uploads is full, or the person's earlier uploads still run. */
export const UPLOADS_BUSY_MESSAGE =
  "Veld is checking many files just now. Please wait a moment and send the file again.";

export type UploadErrorCode =
  | "too-many-files"
  | "too-large"
  | "invalid-type"
  | "empty"
  | "field-too-long"
  | "unreadable"
  | "not-a-form"
  | "unstorable-text"
  | "name-too-long"
  | "active-content"
  | "uncheckable-content"
  | "busy";

// 422: the request was well-formed but the file (or a value) is not acceptable; 400: the request.
const UNACCEPTABLE_FILE_CODES: ReadonlySet<UploadErrorCode> = new Set<UploadErrorCode>([
  "invalid-type",
  "too-large",
  "empty",
  "unstorable-text",
  "active-content",
  "uncheckable-content",
]);

/**
 * An upload refused for a reason the person can fix: a Refusal (services/kit/refusal.ts) whose
 * `code` says which, so routes answer it with `status` and `message` (bad input is a 4xx with a
 * sentence, never a 500).
 */
export class UploadError extends Refusal {
  override name = "UploadError";
  declare readonly status: 400 | 422 | 429;
  declare readonly code: UploadErrorCode;

  constructor(
    code: UploadErrorCode,
    message: string,
    options?: { cause?: unknown; field?: string },
  ) {
    super(code === "busy" ? 429 : UNACCEPTABLE_FILE_CODES.has(code) ? 422 : 400, message, {
      code,
      field: options?.field,
      cause: options?.cause,
    });
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}
