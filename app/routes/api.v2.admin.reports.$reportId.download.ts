// GET /api/v2/admin/reports/{reportId}/download (spec §7 admin 'GET downloads of reports, summary
// files and ndvi', 'File download': a blob saved under the file name; issue 16; decision 0083):
// the file's bytes with the same headers as /files/{fileId}. When the bytes are missing (404) or
// the store fails (500), the envelope carries spec §8's 'There was a problem downloading the
// file'. read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  downloadHeaders,
  failureStatus,
  FILE_DOWNLOAD_FAILURE,
  openFileDownload,
} from "~/services/reports/downloads.server";
import { REPORT_MEDIA_TYPES } from "~/services/reports/api";
import { findReport } from "~/services/reports/reports.server";
import { REPORT_MESSAGES } from "~/services/reports/rules";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async ({ params, caller }) => {
    const report = await findReport(params.reportId ?? "");
    if (!report) return apiError(404, REPORT_MESSAGES.notFound);
    const download = await openFileDownload(
      { userId: caller.user?.id ?? null, isAdmin: true, organisationIds: [] },
      report.fileId,
    );
    if (!download.ok) return apiError(failureStatus(download.problem), FILE_DOWNLOAD_FAILURE);
    return new Response(download.body, { status: 200, headers: downloadHeaders(download.file) });
  },

  describe: {
    GET: {
      summary: "Download a report file",
      description:
        "The file's bytes, saved under its name, with the same headers as /files/{fileId}. " +
        "404 for an unknown or removed report, and with spec §8's 'There was a problem " +
        "downloading the file' when the bytes are gone (500 when the store fails).",
      response: null,
      download: { mediaTypes: REPORT_MEDIA_TYPES },
      errors: [403, 404],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
