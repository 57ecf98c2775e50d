// /api/v2/company/{companyId}/implementationPlan/actions (spec §7 'Actions'; issue 15; decision
// 0075). GET (members): the practices of the programme
// season's plan (?fieldId= for one field's). POST (editors): one practice on an included field,
// { fieldId, practice, programmeTarget, programmeLinkDirection?, programmeLinkDays?, date?,
// notes? }, with the page's rules (timing, a practice once per field, not both tillages, at most
// 12): 201 with the practice; the plan is created on this first write.
import { requireApiMember } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  readQuery,
  apiRefused,
  parseBody,
} from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  actionCreateBody,
  actionJson,
  actionJsonSchema,
  actionsMetadata,
  actionsQueryDoc,
} from "~/services/practice/plan-api";
import {
  addAction,
  loadPlan,
  PLAN_MESSAGES,
  requirePlanEditor,
} from "~/services/practice/plan.server";
import { planActionsQuery } from "~/services/practice/queries";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const { fieldId } = readQuery(request, planActionsQuery);
    const overview = await loadPlan(caller.organisationId);
    if (fieldId && !overview.fields.some((field) => field.id === fieldId)) {
      throw apiError(404, PLAN_MESSAGES.fieldNotFound);
    }
    const actions = overview.actions.filter((a) => !fieldId || a.fieldId === fieldId);
    return apiOk(actions.map(actionJson), {
      metadata: { season: overview.season, planId: overview.plan?.id ?? null },
    });
  },

  POST: async ({ request, context, caller }) => {
    const scope = { organisationId: caller.organisationId, role: caller.role };
    try {
      requirePlanEditor(scope);
    } catch (error) {
      apiRefused(error);
    }
    const { fieldId, ...values } = parseBody(actionCreateBody, await readJsonObject(request));
    try {
      const action = await addAction(
        { userId: caller.user.id, label: caller.user.email, requestId: context.requestId },
        scope,
        fieldId,
        values,
      );
      return apiCreated(actionJson(action));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "The practices of the programme season's plan",
      description: "Any member. ?fieldId= for one field's (a field not in the plan is a 404).",
      query: actionsQueryDoc,
      response: z.array(actionJsonSchema),
      metadata: actionsMetadata,
      errors: [400, 404],
    },
    POST: {
      summary: "Add a practice to an included field",
      description:
        "The page's rules (timing, a practice once per field, not both tillages, at most 12). " +
        "The plan is created on this first write. Owners, staff and consultants." +
        " `programmeTarget` 'none' makes `date` the practice's own date (required); with a " +
        "target, `programmeLinkDirection` (tandem, on, before, after) and `programmeLinkDays` (1 " +
        "to 365, only for before and after) time it, `date` being the target's expected date if " +
        "known; values that do not apply are cleared. Notes at most 1000 characters. The " +
        "answer's `timing` says the timing in words ('14 days after harvest'), `practiceDate` " +
        "the practice's own date when known. A field of another organisation is a 404, one left " +
        "out this season a 409; a practice twice on a field, reduced and no tillage together, or " +
        "a 13th practice are a 422 beside `practice`.",
      body: actionCreateBody,
      response: actionJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
