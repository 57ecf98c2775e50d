// Downloading a stored file, with the failure spec §8 names ('There was a problem downloading the
// file') instead of a bare 500 (issue 16; decision 0083; spec §7 'File download': a blob saved
// under the file name). Used by GET /files/:fileId and the admin API's report download, so both
// send the same headers and fail the same way. Who may have a file is the files service's rule
// (admins and members of the file's organisation); a removed report's file is, besides, gone for
// everyone but admins.
import { isRemovedReportFile } from "~/models/report-files.server";
import { logger } from "~/logger.server";
import type { FileAccessSubject } from "~/services/files/access";
import { attachmentDisposition, downloadName } from "~/services/files/file-names";
import { fileStore, type FileStore } from "~/services/files/file-store.server";
import { findAccessibleFile, type StoredFile } from "~/services/files/uploads.server";
import { FILE_DOWNLOAD_FAILURE } from "~/shared/review";

export { FILE_DOWNLOAD_FAILURE };

export type DownloadOutcome =
  | { ok: true; file: StoredFile; body: ReadableStream<Uint8Array> }
  /** Not there, or not the asker's to have: the same answer, so ids cannot be probed. */
  | { ok: false; problem: "not-found" }
  /** The row is there but the bytes are not: an operations problem, not the person's. */
  | { ok: false; problem: "missing-bytes"; file: StoredFile }
  /** The store failed while reading. */
  | { ok: false; problem: "store-failed"; file: StoredFile };

export async function openFileDownload(
  subject: FileAccessSubject,
  fileId: string,
  store: FileStore = fileStore(),
): Promise<DownloadOutcome> {
  const file = await findAccessibleFile(subject, fileId);
  if (!file) return { ok: false, problem: "not-found" };
  if (!subject.isAdmin && (await isRemovedReportFile(file.id))) {
    return { ok: false, problem: "not-found" };
  }
  let body: ReadableStream<Uint8Array> | null;
  try {
    body = await store.get(file.storageKey);
  } catch (error) {
    logger().error(
      { err: error, fileId: file.id, storageKey: file.storageKey },
      "the file store failed while reading a download",
    );
    return { ok: false, problem: "store-failed", file };
  }
  if (!body) {
    logger().error({ fileId: file.id, storageKey: file.storageKey }, "stored file has no bytes");
    return { ok: false, problem: "missing-bytes", file };
  }
  return { ok: true, file, body };
}

/** The status a failed download answers: 404 when nothing can be had, 500 when the store broke. */
export function failureStatus(problem: "not-found" | "missing-bytes" | "store-failed") {
  return problem === "store-failed" ? 500 : 404;
}

/**
 * The headers of a download (spec §7: saved under the file name). The name carries the
 * extension Veld verified from the bytes and the type is the verified one, never a generic
 * binary, so the browser saves a PDF as a PDF.
 */
export function downloadHeaders(file: StoredFile): HeadersInit {
  return {
    "Content-Type": file.mimeType,
    "Content-Length": String(file.size),
    "Content-Disposition": attachmentDisposition(downloadName(file.originalName, file.extension)),
    // The stored type was verified from the bytes; never let a browser guess another one.
    "X-Content-Type-Options": "nosniff",
    // Someone's documents: not for shared caches, and gone from the browser's after use.
    "Cache-Control": "private, no-store",
    // Should a browser render it anyway, it gets no scripts and no origin.
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The headers of the failure page: HTML, kept by no cache. */
export const DOWNLOAD_FAILURE_HEADERS: HeadersInit = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-store",
};

/**
 * The page a failed download opens in the browser (a download link is a plain link, so the
 * person lands here): the §8 sentence, what to do, and a way back. Self-contained HTML: a
 * resource route has no layout. The route answers it with `status` and DOWNLOAD_FAILURE_HEADERS.
 */
export function downloadFailureHtml(status: 404 | 500, back = "/profile"): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(FILE_DOWNLOAD_FAILURE)} · Veld</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<main>
<h1>${escapeHtml(FILE_DOWNLOAD_FAILURE)}</h1>
<p>${
    status === 500
      ? "The file could not be read just now. Please try again in a few minutes."
      : "The file is not available any more. If you need it, please contact the Veld team."
  }</p>
<p><a href="${escapeHtml(back)}">Go back</a></p>
</main>
</body>
</html>`;
}
