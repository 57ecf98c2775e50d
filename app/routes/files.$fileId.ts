// GET /files/:fileId: downloads a stored file (spec §7 'File download': a blob saved under the
// file name). Admins, the uploader and members of the file's organisation may have it; for
// anyone else it does not exist (404, so ids cannot be probed). When the bytes are gone or the
// store fails, the answer is a page with spec §8's 'There was a problem downloading the file'
// (decision 0083), never a bare 500.
//
// The API hands out these paths (a CV's, evidence's, a report's), so an API caller may follow
// them with its bearer token (decision 0149): a request with an Authorization header is the
// API's, checked as /api/v2 checks it (401 for a missing, bad, expired or revoked token), with
// the same access rule as a browser session's; its refusals are the API's envelope.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { requireViewer } from "~/services/auth/guards.server";
import type { FileAccessSubject } from "~/services/files/access";
import { loadApiFileAccessSubject, loadFileAccessSubject } from "~/services/files/uploads.server";
import {
  DOWNLOAD_FAILURE_HEADERS,
  downloadFailureHtml,
  downloadHeaders,
  failureStatus,
  FILE_DOWNLOAD_FAILURE,
  openFileDownload,
} from "~/services/reports/downloads.server";

/** Whether the request is an API caller's: it carries an Authorization header. */
const isApiRequest = (request: Request) => request.headers.has("Authorization");

async function accessSubject(request: Request, isApi: boolean): Promise<FileAccessSubject> {
  if (isApi) return loadApiFileAccessSubject(await requireApiCaller(request));
  return loadFileAccessSubject(await requireViewer(request));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const isApi = isApiRequest(request);
  const subject = await accessSubject(request, isApi);
  const download = await openFileDownload(subject, params.fileId ?? "");
  if (!download.ok) {
    if (download.problem === "not-found") {
      if (isApi) throw apiError(404, "File not found");
      throw new Response("File not found.", { status: 404, statusText: "Not Found" });
    }
    const status = failureStatus(download.problem);
    if (isApi) return apiError(status, FILE_DOWNLOAD_FAILURE);
    return new Response(downloadFailureHtml(status), {
      status,
      headers: DOWNLOAD_FAILURE_HEADERS,
    });
  }
  return new Response(download.body, { status: 200, headers: downloadHeaders(download.file) });
}
