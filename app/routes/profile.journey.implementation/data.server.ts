// /profile/journey/implementation: loader data and the page's forms (issue 15; decision 0075).
// Every write is scoped to the session's active organisation; a field id posted from the page
// only picks within it, and another organisation's is a 404. Each form posts to ?do=<form>
// (&fieldId= for a field's practices), so the action knows which form it is before reading it.
import { data } from "@remix-run/node";
import { isContractingError } from "~/services/contracting/common.server";
import { formRefusal } from "~/services/contracting/form-refusal.server";
import { readFormOrRefuse, validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { planCopiedMessage } from "~/services/practice/plan-rules";
import {
  clearHiddenActionValues,
  copyOptions,
  PLAN_COPY_FORM_ID,
  PLAN_FIELD_LINE_ITEM_LIMITS,
  planCopyValidator,
  planFieldFormId,
  planFieldValidator,
} from "~/services/practice/plan-forms";
import * as plan from "~/services/practice/plan.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";

export const IMPLEMENTATION_PATH = "/profile/journey/implementation";
export const PRACTICE_DATA_PATH = "/profile/journey/practice_data";

export async function loadImplementationPage(context: ProfileContext) {
  const organisation = context.organisation;
  if (!organisation) return { organisation: null, overview: null, canEdit: false };
  return {
    organisation: { id: organisation.id, name: organisation.name },
    overview: await plan.loadPlan(organisation.id),
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
  };
}

export async function handleImplementationPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const actor = actorOf(context, requestId);
  const scope = { organisationId: organisation.id, role: organisation.role };
  const url = new URL(request.url);
  const done = (text: string, next?: { href: string; label: string }) =>
    redirectWithToast(IMPLEMENTATION_PATH, { type: "success", text, next });

  try {
    switch (url.searchParams.get("do")) {
      case "save-field": {
        const fieldId = url.searchParams.get("fieldId") ?? "";
        const result = await validateForm(request, planFieldValidator, {
          lineItemLimits: PLAN_FIELD_LINE_ITEM_LIMITS,
          repopulate: (submitted) => clearHiddenActionValues(submitted) as Record<string, unknown>,
        });
        if (result instanceof Response) return result;
        try {
          const saved = await plan.saveFieldActions(actor, scope, fieldId, result.data.actions);
          return await done(`Practices saved for ${saved.field.name}.`);
        } catch (error) {
          if (isContractingError(error))
            return formRefusal(error, planFieldFormId(fieldId), result.submittedData);
          throw error;
        }
      }
      case "copy": {
        const overview = await plan.loadPlan(organisation.id);
        const result = await validateForm(request, planCopyValidator(copyOptions(overview.fields)));
        if (result instanceof Response) return result;
        try {
          const { targets } = await plan.copyFieldPlan(
            actor,
            scope,
            result.data.sourceFieldId,
            result.data.targetFieldIds ?? [],
          );
          return await done(planCopiedMessage(targets.length));
        } catch (error) {
          if (isContractingError(error))
            return formRefusal(error, PLAN_COPY_FORM_ID, result.submittedData);
          throw error;
        }
      }
      case "submit": {
        await readFormOrRefuse(request);
        try {
          await plan.submitPlan(actor, scope);
        } catch (error) {
          // Shown beside the submit button, with the fields still to plan.
          if (isContractingError(error) && (error.status === 409 || error.status === 422)) {
            return data({ submitRefusal: error.message }, { status: error.status });
          }
          throw error;
        }
        return await done("Your implementation plan has been submitted.", {
          href: PRACTICE_DATA_PATH,
          label: "Add your practice data",
        });
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    if (isContractingError(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}
