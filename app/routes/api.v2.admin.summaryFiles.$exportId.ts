// GET /api/v2/admin/summaryFiles/{exportId} (decision 0102): one generated summary, its status
// (queued, running, ready, failed), rows and download URL. read:admin; a job applications
// summary without write:application is a 404.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { apiError, apiOk } from "~/services/api/envelope";
import { summaryExportJson, summaryExportJsonSchema } from "~/services/summaries/api";
import { SUMMARY_MESSAGES } from "~/services/summaries/rules";
import { findSummary } from "~/services/summaries/summaries.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async ({ caller, params }) => {
    const row = await findSummary(caller.permissions, params.exportId ?? "");
    if (!row) return apiError(404, SUMMARY_MESSAGES.notFound);
    return apiOk(summaryExportJson(row));
  },

  describe: {
    GET: {
      summary: "A generated summary file: its status, rows and download address",
      description: "A job applications summary without write:application is a 404.",
      response: summaryExportJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
