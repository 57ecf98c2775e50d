// An /api/v2 upload read one way (decision 0055's envelope): the body must be multipart/form-data
// (else 400 saying what to send), the upload's own limits refuse a file too big or of the wrong
// kind (422), and a call whose one file is missing is a 422 naming the form field.
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";
import { apiError, apiRefusal, requireMultipart } from "./envelope";

/** The multipart body of an upload of at most one file; `what` says what to send. */
export async function readApiUpload(request: Request, what: string): Promise<FormData> {
  requireMultipart(request, what);
  try {
    return await parseUploadForm(request, { maxFiles: 1 });
  } catch (error) {
    if (isUploadError(error)) throw apiRefusal(error);
    throw error;
  }
}

/**
 * The one file of an upload, in the form field `file`: `what` names it in the answers ('the
 * signed contract PDF' → "Send the signed contract PDF in the form field 'file'.").
 */
export async function readApiFile(request: Request, what: string): Promise<File> {
  const form = await readApiUpload(request, `${what} in the form field 'file'`);
  const [file] = filesIn(form, "file");
  if (!file) throw apiError(422, `Send ${what} in the form field 'file'.`, { file: "Required" });
  return file;
}
