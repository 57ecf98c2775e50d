// GET /profile/learn/:resourceId/file (issue 18; decision 0098): a published file resource's
// file, for anyone signed in. The resource being published is what lets them have it (the file
// belongs to no organisation, so /files/:fileId would not serve it to farmers). A draft, an
// unknown or malformed id: 404. Missing bytes or a store failure: the §8 download failure page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  DOWNLOAD_FAILURE_HEADERS,
  downloadFailureHtml,
  downloadHeaders,
  failureStatus,
} from "~/services/reports/downloads.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import { openResourceFile } from "~/services/resources/resources.server";
import { LEARN_PATH } from "~/services/resources/rules";

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Signed in (and, under /admin/userView, read:admin): the same guard as the learn pages.
  await requireProfileContext(request);
  const download = await openResourceFile(params.resourceId ?? "");
  if (!download.ok) {
    if (download.problem === "not-found") {
      throw new Response("File not found.", { status: 404, statusText: "Not Found" });
    }
    const status = failureStatus(download.problem);
    return new Response(downloadFailureHtml(status, LEARN_PATH), {
      status,
      headers: DOWNLOAD_FAILURE_HEADERS,
    });
  }
  return new Response(download.body, { status: 200, headers: downloadHeaders(download.file) });
}
