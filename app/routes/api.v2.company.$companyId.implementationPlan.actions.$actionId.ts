// /api/v2/company/{companyId}/implementationPlan/actions/{actionId} (spec §7 'Actions'; issue 15;
// decision 0075). GET (members): one practice. PUT (editors):
// its values replaced as a whole ({ practice, programmeTarget, … }: its field stays), with the
// page's rules. DELETE (editors): 204. Another organisation's practice, or an id that is not a
// UUID, is a 404.
import { requireApiMember, type ApiMember } from "~/services/api/callers.server";
import {
  apiNoContent,
  apiOk,
  readJsonObject,
  apiRefused,
  parseBody,
} from "~/services/api/envelope";
import { apiRoute, type ApiArgs } from "~/services/api/route.server";
import { actionJson, actionJsonSchema, actionUpdateBody } from "~/services/practice/plan-api";
import {
  deleteAction,
  findPlanAction,
  requirePlanEditor,
  updateAction,
} from "~/services/practice/plan.server";

const actorOf = ({ context }: ApiArgs, caller: ApiMember) => ({
  userId: caller.user.id,
  label: caller.user.email,
  requestId: context.requestId,
});
/** Whose plan; a member who may not change it is refused (403) before the body is read. */
function scopeOf(caller: ApiMember) {
  const scope = { organisationId: caller.organisationId, role: caller.role };
  requirePlanEditor(scope);
  return scope;
}

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) => {
    try {
      const { view } = await findPlanAction(caller.organisationId, params.actionId ?? "");
      return apiOk(actionJson(view));
    } catch (error) {
      apiRefused(error);
    }
  },

  PUT: async (args) => {
    const actionId = args.params.actionId ?? "";
    try {
      const scope = scopeOf(args.caller);
      await findPlanAction(args.caller.organisationId, actionId);
      const body = parseBody(actionUpdateBody, await readJsonObject(args.request));
      const action = await updateAction(actorOf(args, args.caller), scope, actionId, body);
      return apiOk(actionJson(action));
    } catch (error) {
      apiRefused(error);
    }
  },

  DELETE: async (args) => {
    try {
      await deleteAction(
        actorOf(args, args.caller),
        scopeOf(args.caller),
        args.params.actionId ?? "",
      );
      return apiNoContent();
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "One practice of the plan",
      description: "Any member.",
      response: actionJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Replace a practice's values",
      description: "As a whole; its field stays. The page's rules. Owners, staff and consultants.",
      body: actionUpdateBody,
      response: actionJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
    DELETE: {
      summary: "Delete a practice of the plan",
      description: "Owners, staff and consultants.",
      response: null,
      status: 204,
      errors: [403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
