// Reading a multipart form with files in an action, with a maintained parser (never by hand):
// @remix-run/form-data-parser, the Remix team's streaming parser. Remix v2's
// unstable_parseMultipartFormData split a part's header on every ';' and '=', so a file named
// 'a;b=c.pdf' broke the post (issue 12; docs/decisions/0064-upload-safety.md). Limits hold while
// the body streams in, and every way it can go wrong for the person becomes an UploadError with a
// sentence they understand.
import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { getEnv } from "~/env.server";
import { isStorableText, unstorableTextReason } from "~/shared/text";
import {
  FIELD_TOO_LONG_MESSAGE,
  FILE_NAME_TOO_LONG_MESSAGE,
  fileTooLargeMessage,
  TOO_MANY_FILES_MESSAGE,
  UNREADABLE_UPLOAD_MESSAGE,
  UploadError,
} from "./upload-error";

export interface ParseUploadFormOptions {
  /** Files allowed per field; spec §5 'default maxFiles is 1'. */
  maxFiles?: number;
  /** Largest file; defaults to UPLOAD_MAX_BYTES. */
  maxFileBytes?: number;
  /** Largest text field. */
  maxFieldBytes?: number;
}

const DEFAULT_MAX_FIELD_BYTES = 100 * 1024;
/** File fields one form may have before the request is refused as a whole (memory bound). */
const FILE_FIELDS_PER_FORM = 2;
/** Room for the text fields in the request's total. */
const TEXT_ALLOWANCE_BYTES = 1024 * 1024;
/** A part's header, in practice its file name (the parser's own default). */
const MAX_HEADER_BYTES = 8 * 1024;

export function isMultipartForm(request: Request) {
  return (request.headers.get("Content-Type") ?? "")
    .toLowerCase()
    .startsWith("multipart/form-data");
}

/**
 * Browsers write '"', CR and LF in a file name as %22, %0D and %0A (WHATWG HTML 'multipart/form-data
 * encoding algorithm'); the name as the person sees it has the quote back. CR and LF stay out:
 * sanitiseFileName removes control characters anyway.
 */
export function browserFileName(sent: string) {
  return sent.replace(/%22/g, '"').replace(/%0[AD]/gi, "");
}

/**
 * Parses `multipart/form-data`. Files arrive as web `File`s (in memory). Limits: maxFiles per
 * field (spec §5), maxFileBytes per file, maxFieldBytes per text field, and for the whole body
 * what two file fields at their limits and the text fields would need. A part larger than that
 * total is refused before its header is handed over, so that refusal names no field. An empty
 * file input (no file chosen) is left out.
 */
export async function parseUploadForm(
  request: Request,
  options: ParseUploadFormOptions = {},
): Promise<FormData> {
  // The parser would read a urlencoded body too; this reader is for file uploads only.
  if (!isMultipartForm(request)) throw new UploadError("unreadable", UNREADABLE_UPLOAD_MESSAGE);
  const maxFiles = options.maxFiles ?? 1;
  const maxFileBytes = options.maxFileBytes ?? getEnv().UPLOAD_MAX_BYTES;
  const maxFieldBytes = options.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES;
  const maxTotalBytes =
    maxFiles * FILE_FIELDS_PER_FORM * maxFileBytes + Math.max(TEXT_ALLOWANCE_BYTES, maxFieldBytes);
  const filesPerField = new Map<string, number>();
  // A file refused for its count or size is skipped, not thrown at once: the parser reads on, so
  // the text fields after it arrive too and the form can come back with every typed value
  // (decision 0088). The first refusal is thrown once the body is read.
  const refused: { error?: UploadError } = {};

  const keepFile = (file: FileUpload) => {
    // Browsers send an empty part with an empty file name when no file was chosen.
    if (file.name === "") return null;
    const field = file.fieldName;
    const count = (filesPerField.get(field) ?? 0) + 1;
    filesPerField.set(field, count);
    if (count > maxFiles) {
      refused.error ??= new UploadError("too-many-files", TOO_MANY_FILES_MESSAGE, { field });
      return null;
    }
    if (file.size > maxFileBytes) {
      refused.error ??= new UploadError("too-large", fileTooLargeMessage(maxFileBytes), { field });
      return null;
    }
    const name = browserFileName(file.name);
    return name === file.name ? file : new File([file], name, { type: file.type });
  };

  let form: FormData;
  try {
    form = await parseFormData(
      request,
      {
        // Each part may be as large as the whole body may be: a part the parser refuses is
        // refused before anyone knows its field, so let it through to keepFile, which names it.
        maxFileSize: maxTotalBytes,
        maxTotalSize: maxTotalBytes,
        maxHeaderSize: MAX_HEADER_BYTES,
        // The per-field count (spec §5) is checked by name in keepFile; this bounds the request.
        maxFiles: (maxFiles + 1) * FILE_FIELDS_PER_FORM,
      },
      keepFile,
    );
  } catch (error) {
    throw asUploadError(error, maxFileBytes);
  }
  for (const [field, value] of form) {
    if (typeof value === "string" && Buffer.byteLength(value) > maxFieldBytes)
      throw new UploadError("field-too-long", FIELD_TOO_LONG_MESSAGE, { field });
  }
  refuseUnstorableText(form);
  if (refused.error) {
    refusedForms.set(refused.error, form);
    throw refused.error;
  }
  return form;
}

const refusedForms = new WeakMap<UploadError, FormData>();

/**
 * The rest of a form whose files were refused for their count or size (the refused files left
 * out; every text field read and checked), so the form can come back filled in; undefined for
 * other refusals, which stop reading the body.
 */
export function formOfRefusal(error: UploadError): FormData | undefined {
  return refusedForms.get(error);
}

function asUploadError(error: unknown, maxFileBytes: number): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof MaxHeaderSizeExceededError)
    return new UploadError("name-too-long", FILE_NAME_TOO_LONG_MESSAGE, { cause: error });
  if (error instanceof MaxFilesExceededError)
    return new UploadError("too-many-files", TOO_MANY_FILES_MESSAGE, { cause: error });
  // The body is larger than any form may be.
  if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
    return new UploadError("too-large", fileTooLargeMessage(maxFileBytes), { cause: error });
  // FormDataParseError (no boundary, a broken body, a client that went away, too many parts), a
  // header that is not UTF-8: bad input, never a 500.
  return new UploadError("unreadable", UNREADABLE_UPLOAD_MESSAGE, { cause: error });
}

/**
 * Text PostgreSQL cannot store (NUL, lone surrogates; app/shared/text.ts) in a field name, a
 * value or a file name is refused, naming the field (docs/decisions/0059). Every form reader
 * runs it: readForm for urlencoded posts, parseUploadForm for multipart ones.
 */
export function refuseUnstorableText(form: FormData) {
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    const reason = unstorableTextReason(name) ?? unstorableTextReason(text);
    if (reason) {
      throw new UploadError("unstorable-text", `${reason} Please retype this field.`, {
        field: isStorableText(name) ? name : undefined,
      });
    }
  }
}

/** The files sent in one field (empty inputs are already left out). */
export function filesIn(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File);
}
