// POST /api/v2/admin/company/{id}/assign { adminId } (issue 16; decision 0082): assigns the
// admin who looks after the organisation (someone holding an admin grant), or nobody with
// adminId null. Audited with who and when. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { assignBodySchema, assignmentJson, assignmentJsonSchema } from "~/services/project/api";
import { assignAdmin } from "~/services/project/project.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    const { adminId } = await readJsonBody(request, assignBodySchema, {
      fallback: "The assignment cannot be read.",
    });
    const outcome = await assignAdmin(
      auditActor(caller, context.requestId),
      params.id ?? "",
      adminId,
    );
    switch (outcome.kind) {
      case "notFound":
        return apiError(404, "Organisation not found");
      case "notAnAdmin":
        return apiError(422, outcome.message, { adminId: outcome.message });
      default:
        return apiOk(assignmentJson(outcome), {
          message: outcome.admin
            ? `${outcome.admin.label} looks after ${outcome.organisation.name}.`
            : `Nobody is assigned to ${outcome.organisation.name}.`,
        });
    }
  },

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
