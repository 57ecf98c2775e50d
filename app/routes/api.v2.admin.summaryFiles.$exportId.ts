// GET /api/v2/admin/summaryFiles/{exportId} (decision 0102): one generated summary, its status
// (queued, running, ready, failed), rows and download URL. read:admin; a job applications
// summary without write:application is a 404.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { summaryExportJsonSchema } from "~/services/summaries/api";
import { getSummaryApi } from "~/services/summaries/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ caller, params }) => getSummaryApi(caller, params.exportId ?? ""),

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
