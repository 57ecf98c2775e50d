// GET /files/:fileId: downloads a stored file (spec §7 'File download': a blob saved under the
// file name). Admins, the uploader and members of the file's organisation may have it; for
// anyone else it does not exist (404, so ids cannot be probed). When the bytes are gone or the
// store fails, the answer is a page with spec §8's 'There was a problem downloading the file'
// (decision 0083), never a bare 500.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/services/auth/guards.server";
import { loadFileAccessSubject } from "~/services/files/uploads.server";
import {
  DOWNLOAD_FAILURE_HEADERS,
  downloadFailureHtml,
  downloadHeaders,
  failureStatus,
  openFileDownload,
} from "~/services/reports/downloads.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const download = await openFileDownload(await loadFileAccessSubject(viewer), params.fileId ?? "");
  if (!download.ok) {
    if (download.problem === "not-found") {
      throw new Response("File not found.", { status: 404, statusText: "Not Found" });
    }
    const status = failureStatus(download.problem);
    return new Response(downloadFailureHtml(status), {
      status,
      headers: DOWNLOAD_FAILURE_HEADERS,
    });
  }
  return new Response(download.body, { status: 200, headers: downloadHeaders(download.file) });
}
