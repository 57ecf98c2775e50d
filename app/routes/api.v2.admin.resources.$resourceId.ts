// PUT, DELETE /api/v2/admin/resources/{resourceId} (issue 18; decision 0098): changes the fields
// given (and publishes or takes back with "status"), or deletes with { "reason" } kept in the
// audit log. write:admin; an unknown or malformed id is a 404.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { adminResourceJsonSchema, resourceDeleteBodyDoc } from "~/services/resources/api";
import { resourceChangeSchema } from "~/services/resources/forms";
import { changeAdminApi, deleteAdminApi } from "~/services/resources/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  PUT: ({ request, params, context, caller }) =>
    changeAdminApi(caller, request, params.resourceId ?? "", context.requestId),
  DELETE: ({ request, params, context, caller }) =>
    deleteAdminApi(caller, request, params.resourceId ?? "", context.requestId),

  describe: {
    PUT: {
      summary: "Change a learning resource, publish it or take it back",
      description: "The fields given change, the rest stay; `status` publishes or takes back.",
      body: resourceChangeSchema,
      response: adminResourceJsonSchema,
      message: true,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
    DELETE: {
      summary: "Delete a learning resource",
      description:
        "With a reason, kept in the audit log with its title. Answers what was deleted." +
        " The reason is 5 to 500 characters; a file's bytes stay stored.",
      body: resourceDeleteBodyDoc,
      response: adminResourceJsonSchema,
      message: true,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
