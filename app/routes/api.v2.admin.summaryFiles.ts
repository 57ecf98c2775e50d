// GET, POST /api/v2/admin/summaryFiles (issue 18; spec §7 'downloads of summary files'; decision
// 0102): read:admin lists the generated summaries (job applications ones only with
// write:application) and asks for one with { "kind": … } (202 queued; 200 with the one already
// being prepared; audited).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { getSummariesApi, postSummaryApi } from "~/services/summaries/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ caller }) => getSummariesApi(caller),
  POST: ({ caller, request, context }) => postSummaryApi(caller, request, context.requestId),
});

export const loader = api.loader;
export const action = api.action;
