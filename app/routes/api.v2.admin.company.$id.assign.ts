// POST /api/v2/admin/company/{id}/assign { adminId } (issue 16; decision 0082): assigns the
// admin who looks after the organisation (someone holding an admin grant), or nobody with
// adminId null. Audited with who and when. write:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { assignBodySchema, assignmentJsonSchema } from "~/services/project/api";
import { postAssignApi } from "~/services/project/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: ({ request, params, context, caller }) =>
    postAssignApi(caller, request, params.id ?? "", context.requestId),

  describe: {
    POST: {
      summary: "Assign the admin who looks after the organisation, or nobody",
      description: "adminId must hold an admin grant (422); null assigns nobody." + " Audited.",
      body: assignBodySchema,
      response: assignmentJsonSchema,
      message: true,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
