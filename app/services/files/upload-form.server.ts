// Reading a multipart form with files in an action, with Remix's own parser (never by hand):
// limits are enforced while the body streams in, and every way it can go wrong for the person
// becomes an UploadError with a sentence they understand.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { getEnv } from "~/env.server";
import {
  FIELD_TOO_LONG_MESSAGE,
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

/**
 * Parses `multipart/form-data`. Files arrive as web `File`s (in memory, at most maxFileBytes
 * each, so maxFiles bounds the memory used). An empty file input (no file chosen) is left out.
 */
export async function parseUploadForm(
  request: Request,
  options: ParseUploadFormOptions = {},
): Promise<FormData> {
  const maxFiles = options.maxFiles ?? 1;
  const maxFileBytes = options.maxFileBytes ?? getEnv().UPLOAD_MAX_BYTES;
  const files = unstable_createMemoryUploadHandler({ maxPartSize: maxFileBytes });
  const fields = unstable_createMemoryUploadHandler({
    maxPartSize: options.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
  });
  const filesPerField = new Map<string, number>();

  const handler: UploadHandler = async (part) => {
    const isFile = part.filename !== undefined;
    if (isFile && part.filename === "") {
      // Browsers send an empty part with an empty file name when no file was chosen.
      for await (const chunk of part.data) void chunk;
      return undefined;
    }
    if (isFile) {
      const count = (filesPerField.get(part.name) ?? 0) + 1;
      filesPerField.set(part.name, count);
      if (count > maxFiles)
        throw new UploadError("too-many-files", TOO_MANY_FILES_MESSAGE, { field: part.name });
    }
    try {
      return await (isFile ? files : fields)(part);
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      throw isFile
        ? new UploadError("too-large", fileTooLargeMessage(maxFileBytes), { field: part.name })
        : new UploadError("field-too-long", FIELD_TOO_LONG_MESSAGE, { field: part.name });
    }
  };

  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof UploadError) throw error;
    // Not multipart, a broken body, a client that went away: bad input, never a 500.
    throw new UploadError("unreadable", UNREADABLE_UPLOAD_MESSAGE, { cause: error });
  }
}

/** The files sent in one field (empty inputs are already left out). */
export function filesIn(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File);
}
