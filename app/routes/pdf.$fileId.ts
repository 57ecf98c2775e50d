// GET /pdf/<fileId>.pdf: a job posting's leaflet, shown in the browser (spec §3 'leaflet: a PDF
// file, displayed from a pdf/ path'). Public, like the postings on /jobs, but only for leaflets
// of postings anyone may see (active: not disabled, not expired); any other id, and every other
// stored file (a CV, a farm's documents), is a 404. Its headers: app/server/app.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { logger } from "~/logger.server";
import { findPublicLeaflet } from "~/models/job-application-submit.server";
import { attachmentDisposition, downloadName } from "~/services/files/file-names";
import { fileStore } from "~/services/files/file-store.server";
import { leafletIdFrom } from "~/services/jobs/public-postings";

function notFound() {
  return new Response("This leaflet is not available.", { status: 404, statusText: "Not Found" });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const fileId = leafletIdFrom(params.fileId);
  if (!fileId) throw notFound();
  const file = await findPublicLeaflet(fileId);
  if (!file) throw notFound();
  // Public, but a disabled posting's leaflet must go at once: ask every time, 304 when unchanged.
  const cache = { "Cache-Control": "public, no-cache", ETag: `"${file.sha256}"` };
  const seen = request.headers
    .get("If-None-Match")
    ?.split(",")
    .map((tag) => tag.trim());
  if (seen?.some((tag) => tag === cache.ETag || tag === `W/${cache.ETag}`))
    return new Response(null, { status: 304, headers: cache });
  const body = await fileStore().get(file.storageKey);
  if (!body) {
    logger().error({ fileId: file.id, storageKey: file.storageKey }, "stored leaflet has no bytes");
    throw notFound();
  }
  const name = downloadName(file.originalName, file.extension);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      // Shown in the browser's PDF viewer; 'Save' keeps the leaflet's own name.
      "Content-Disposition": attachmentDisposition(name).replace(/^attachment/, "inline"),
      "X-Content-Type-Options": "nosniff",
      ...cache,
    },
  });
}
