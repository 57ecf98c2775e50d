// GET /api/v2/admin/summaryFiles/{exportId}/download (decision 0102; spec §7 'File download'):
// the ready summary's CSV with the same headers as /files/{fileId}; 409 while it is being
// prepared or when it failed; spec §8's 'There was a problem downloading the file' when the
// bytes are gone (404) or the store fails (500). read:admin (+ write:application for job
// applications).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { downloadSummaryApi } from "~/services/summaries/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ caller, params }) => downloadSummaryApi(caller, params.exportId ?? ""),

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
