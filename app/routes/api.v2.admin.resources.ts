// GET, POST /api/v2/admin/resources (issue 18; decision 0098): every learning resource, drafts
// too (?status=, ?topic=), for read:admin; a new article, link or video (JSON; a draft unless
// "status": "published") for write:admin, audited. File resources are uploaded on the page.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, readJsonObject, readQuery } from "~/services/api/envelope";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  adminResourceJson,
  adminResourceJsonSchema,
  adminResourceQueryDoc,
  RESOURCE_SAVE_FAILURE,
  resourceBodySchema,
} from "~/services/resources/api";
import { adminResourcesApiQuery } from "~/services/resources/queries";
import { createResource, listAllResources } from "~/services/resources/resources.server";
import { RESOURCE_MESSAGES } from "~/services/resources/rules";

const api = apiRoute({
  guard: ({ request }) =>
    requireApiPermission(request, request.method === "GET" ? "read:admin" : "write:admin"),
  GET: async ({ request }) => {
    const query = readQuery(request, adminResourcesApiQuery);
    const rows = await listAllResources({
      topic: query.topic ?? null,
      status: query.status ?? null,
    });
    return apiOk(rows.map(adminResourceJson));
  },

  // A new article, link or video; a draft unless status says so.
  POST: async ({ request, context, caller }) => {
    const parsed = resourceBodySchema.safeParse(await readJsonObject(request));
    if (!parsed.success) {
      return apiError(422, RESOURCE_SAVE_FAILURE, fieldErrorsOf(parsed.error.issues));
    }
    const { status, ...fields } = parsed.data;
    if (fields.kind === "file") {
      return apiError(422, RESOURCE_MESSAGES.fileByApi, { kind: RESOURCE_MESSAGES.fileByApi });
    }
    const actor = auditActor(caller, context.requestId);
    const created = await createResource(actor, fields, undefined, status);
    return apiCreated(adminResourceJson(created), { message: "Resource created." });
  },

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
