// GET, POST /api/v2/admin/company/{id}/tasks (issue 16; spec §4 'Task or request types';
// decision 0086): the organisation's requests, open ones first (read:admin); POST { title,
// description?, href? } asks it for something specific (an ADMIN_REQUESTED task, e-mailed to
// every member; audited; write:admin). Unknown organisation: 404.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, apiRefused, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  reviewTaskJsonSchema,
  taskRequestBodyDoc,
  taskRequestMetadata,
  unknownKeyProblem,
} from "~/services/review/admin-api";
import {
  createRequest,
  listRequests,
  requireOrganisation,
  taskView,
} from "~/services/review/review.server";

const api = apiRoute({
  guard: ({ request }) =>
    requireApiPermission(request, request.method === "POST" ? "write:admin" : "read:admin"),
  GET: async ({ params }) => {
    const organisation = await requireOrganisation(params.id ?? "").catch(apiRefused);
    return apiOk(await listRequests(organisation.id));
  },
  POST: async ({ request, params, context, caller }) => {
    await requireOrganisation(params.id ?? "").catch(apiRefused);
    const body = await readJsonObject(request);
    const unknown = unknownKeyProblem(body, ["title", "description", "href"]);
    if (unknown) throw apiError(422, "Send { title, description, href }.", unknown);
    const created = await createRequest(
      auditActor(caller, context.requestId),
      params.id ?? "",
      body,
    ).catch(apiRefused);
    return apiCreated(taskView(created.task), { metadata: { emailed: created.emailed } });
  },

  describe: {
    GET: {
      summary: "The organisation's requests, open ones first",
      response: z.array(reviewTaskJsonSchema),
      errors: [403, 404],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Ask the organisation for something specific",
      description: "An ADMIN_REQUESTED request, e-mailed to every member.",
      body: taskRequestBodyDoc,
      response: reviewTaskJsonSchema,
      metadata: taskRequestMetadata,
      status: 201,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
