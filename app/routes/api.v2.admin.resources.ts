// GET, POST /api/v2/admin/resources (issue 18; decision 0098): every learning resource, drafts
// too (?status=, ?topic=), for read:admin; a new article, link or video (JSON; a draft unless
// "status": "published") for write:admin, audited. File resources are uploaded on the page.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { adminResourceJsonSchema, adminResourceQueryDoc } from "~/services/resources/api";
import { resourceBodySchema } from "~/services/resources/forms";
import { createAdminApi, listAdminApi } from "~/services/resources/api.server";

const api = apiRoute({
  guard: ({ request }) =>
    requireApiPermission(request, request.method === "GET" ? "read:admin" : "write:admin"),
  GET: ({ request }) => listAdminApi(request),
  POST: ({ request, context, caller }) => createAdminApi(caller, request, context.requestId),

  describe: {
    GET: {
      summary: "Every learning resource, drafts too",
      query: adminResourceQueryDoc,
      response: z.array(adminResourceJsonSchema),
      errors: [400, 403],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Create an article, link or video",
      description:
        "A draft unless `status` is published; audited. A file resource is uploaded on the " +
        "page (kind file is a 422 here). What each kind needs (an article's text, an https " +
        "address) is a 422 naming the field." +
        " Title at most 120 characters, summary at most 300, an article's body at most 20,000. A " +
        "link or video needs an https:// address (no http:, javascript: or data:); a video is " +
        "opened as a link, never embedded.",
      body: resourceBodySchema,
      response: adminResourceJsonSchema,
      message: true,
      status: 201,
      errors: [400, 403, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
