// GET /api/v2/admin/summaryFiles/{exportId} (decision 0102): one generated summary, its status
// (queued, running, ready, failed), rows and download URL. read:admin; a job applications
// summary without write:application is a 404.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { getSummaryApi } from "~/services/summaries/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ caller, params }) => getSummaryApi(caller, params.exportId ?? ""),
});

export const loader = api.loader;
export const action = api.action;
