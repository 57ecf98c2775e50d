// GET /admin/journey/evidence/file/:fileId (issue 16; decision 0084): an evidence photo or PDF
// shown in the browser, for the admin evidence page's thumbnails and 'Open' links. read:admin
// only. Only files of evidence items (kept or removed: the audit opens those too), and only
// JPEG, PNG and PDF as their bytes were checked when stored; any other type is refused here and
// downloaded through /files/:fileId instead. An unknown or junk id is a 404, never a 500.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/services/auth/guards.server";
import { openInlineEvidenceFile } from "~/services/evidence/admin-evidence.server";
import { attachmentDisposition, downloadName } from "~/services/files/file-names";

/**
 * The previews' policies: no scripts, no origin (sandbox), nothing loaded. A PDF viewer needs
 * scripts of its own to run, so a PDF gets `allow-scripts` but still an opaque origin: it can
 * reach neither Veld's cookies nor its pages.
 */
const INLINE_CSP = {
  image: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  pdf: "default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; font-src data:; frame-ancestors 'none'; form-action 'none'; base-uri 'none'; sandbox allow-scripts",
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const opened = await openInlineEvidenceFile(params.fileId ?? "");
  if ("refusal" in opened) {
    if (opened.refusal === "not-inline")
      throw new Response(
        "Only photos (JPEG, PNG) and PDFs are shown in the browser. Download this file instead.",
        { status: 415, statusText: "Unsupported Media Type" },
      );
    throw new Response("There is no such evidence file.", { status: 404, statusText: "Not Found" });
  }
  const { file, body, kind } = opened;
  const disposition = attachmentDisposition(downloadName(file.originalName, file.extension));
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.size),
      // Shown in the browser; 'Save' keeps the file's own name.
      "Content-Disposition": disposition.replace(/^attachment/, "inline"),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": INLINE_CSP[kind],
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
