// GET /files/:fileId: downloads a stored file (spec §7 'File download': a blob saved under the
// file name). Admins, the uploader and members of the file's organisation may have it; for
// anyone else it does not exist (404, so ids cannot be probed).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/services/auth/guards.server";
import { attachmentDisposition, downloadName } from "~/services/files/file-names";
import { openDownload } from "~/services/files/uploads.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const download = await openDownload(viewer, params.fileId ?? "");
  if (!download) throw new Response("File not found.", { status: 404, statusText: "Not Found" });
  const { file, body } = download;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(downloadName(file.originalName, file.extension)),
      // The stored type was verified from the bytes; never let a browser guess another one.
      "X-Content-Type-Options": "nosniff",
      // Someone's documents: not for shared caches, and gone from the browser's after use.
      "Cache-Control": "private, no-store",
      // Should a browser render it anyway, it gets no scripts and no origin.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
