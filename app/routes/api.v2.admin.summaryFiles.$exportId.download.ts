// GET /api/v2/admin/summaryFiles/{exportId}/download (decision 0102; spec §7 'File download'):
// the ready summary's CSV with the same headers as /files/{fileId}; 409 while it is being
// prepared or when it failed; spec §8's 'There was a problem downloading the file' when the
// bytes are gone (404) or the store fails (500). read:admin (+ write:application for job
// applications).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { apiError } from "~/services/api/envelope";
import {
  downloadHeaders,
  failureStatus,
  FILE_DOWNLOAD_FAILURE,
  openFileDownload,
} from "~/services/reports/downloads.server";
import { SUMMARY_MESSAGES } from "~/services/summaries/rules";
import { findSummary } from "~/services/summaries/summaries.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  // The CSV's bytes; spec §8's 'There was a problem downloading the file' when they are gone.
  GET: async ({ caller, params }) => {
    const row = await findSummary(caller.permissions, params.exportId ?? "");
    if (!row) return apiError(404, SUMMARY_MESSAGES.notFound);
    if (row.status === "failed") return apiError(409, SUMMARY_MESSAGES.failed);
    if (row.status !== "ready") return apiError(409, SUMMARY_MESSAGES.notReady);
    if (!row.fileId) return apiError(404, FILE_DOWNLOAD_FAILURE);
    const download = await openFileDownload(
      {
        userId: caller.user?.id ?? null,
        isAdmin: true,
        organisationIds: [],
        writeApplications: caller.permissions.includes("write:application"),
      },
      row.fileId,
    );
    if (!download.ok) return apiError(failureStatus(download.problem), FILE_DOWNLOAD_FAILURE);
    return new Response(download.body, { status: 200, headers: downloadHeaders(download.file) });
  },

  describe: {
    GET: {
      summary: "Download a ready summary file",
      description:
        "The CSV's bytes, saved under the summary's file name. 409 while it is being prepared " +
        "or when it failed; 404 for an unknown summary, one the caller may not see (job " +
        "applications ones need write:application too) or bytes that are gone." +
        " Files are removed 30 days after they were made.",
      response: null,
      download: { mediaTypes: ["text/csv"] },
      errors: [403, 404, 409],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
