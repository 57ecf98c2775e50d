// GET, POST /api/v2/admin/resources (issue 18; decision 0098): every learning resource, drafts
// too (?status=, ?topic=), for read:admin; a new article, link or video (JSON; a draft unless
// "status": "published") for write:admin, audited. File resources are uploaded on the page.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { createAdminApi, listAdminApi } from "~/services/resources/api.server";

const api = apiRoute({
  guard: ({ request }) =>
    requireApiPermission(request, request.method === "GET" ? "read:admin" : "write:admin"),
  GET: ({ request }) => listAdminApi(request),
  POST: ({ request, context, caller }) => createAdminApi(caller, request, context.requestId),
});

export const loader = api.loader;
export const action = api.action;
