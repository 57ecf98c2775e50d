// /profile/journey/implementation: loader data and the page's forms (issue 15; decision 0075).
// Every write is scoped to the session's active organisation; a field id posted from the page
// only picks within it, and another organisation's is a 404. Each form names itself in the
// body's `intent` (decision 0128), a field's practices with its fieldId beside it.
// One field's editor is open at a time, named by ?field=<id> (a URL, like Veld's dialogs): the
// page lists every field's practices and links to its editor; the editor's form posts to that
// address, so a refused save (or an editor button without JavaScript) comes back with it open.
import {
  formRefusal,
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";

import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { planCopiedMessage } from "~/services/practice/plan-rules";
import {
  clearHiddenActionValues,
  copyOptions,
  PLAN_FIELD_LINE_ITEM_LIMITS,
  planFieldFormKey,
  planFieldHref,
  planFieldPageHref,
  planNextLabel,
} from "~/services/practice/plan-forms";
import { implementationPost } from "~/services/practice/queries";
import { planCopyValidator, planFieldValidator } from "~/components/practice/plan-validators";
import * as plan from "~/services/practice/plan.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";

export const IMPLEMENTATION_PATH = "/profile/journey/implementation";
export const PRACTICE_DATA_PATH = "/profile/journey/practice_data";

/** The field whose editor is open (?field=; not an id is ignored, like a field not included). */
const implementationPageQuery = querySchema({ field: q.id().catch(undefined) });

/** The search params the page's own links set; every other one is kept on links. */
const PAGE_PARAMS = ["field", "index"];

/** The page's search string without its own params ('' or '?…'), for links to keep. */
function keptSearch(url: URL) {
  const kept = new URLSearchParams(url.search);
  for (const name of PAGE_PARAMS) kept.delete(name);
  const search = kept.toString();
  return search ? `?${search}` : "";
}

export async function loadImplementationPage(context: ProfileContext, request: Request) {
  const organisation = context.organisation;
  const url = new URL(request.url);
  const search = keptSearch(url);
  if (!organisation) {
    return { organisation: null, overview: null, canEdit: false, openFieldId: null, search };
  }
  const overview = await plan.loadPlan(organisation.id);
  const canEdit = !context.isUserView && canEditOrganisation(organisation.role);
  // Only an included field of this organisation opens; anything else is ignored.
  const wanted = readQuery(url, implementationPageQuery).field;
  const openFieldId =
    canEdit && wanted ? (overview.fields.find((f) => f.id === wanted)?.id ?? null) : null;
  return {
    organisation: { id: organisation.id, name: organisation.name },
    overview,
    canEdit,
    openFieldId,
    search,
  };
}

/** The next included field after `fieldId` (in page order, wrapping) still without practices. */
export function nextUnplannedField(
  fields: readonly { id: string; actions: readonly unknown[] }[],
  fieldId: string,
) {
  const at = fields.findIndex((f) => f.id === fieldId);
  const ordered = [...fields.slice(at + 1), ...fields.slice(0, Math.max(at, 0))];
  return ordered.find((f) => f.id !== fieldId && f.actions.length === 0)?.id ?? null;
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
  const post = await readPost(request, implementationPost);
  if (post instanceof Response) return post;
  const done = (text: string, next?: { href: string; label: string }) =>
    redirectWithToast(IMPLEMENTATION_PATH, { type: "success", text, next });

  try {
    switch (post.fields.intent) {
      case "save-field": {
        const fieldId = post.fields.fieldId ?? "";
        // One form per field: the refusal goes to this field's form only.
        const formId = planFieldFormKey(fieldId);
        const result = await validatePost(post, planFieldValidator, {
          formId,
          lineItemLimits: PLAN_FIELD_LINE_ITEM_LIMITS,
          repopulate: (submitted) => clearHiddenActionValues(submitted) as Record<string, unknown>,
        });
        if (result instanceof Response) return result;
        try {
          const saved = await plan.saveFieldActions(actor, scope, fieldId, result.data.actions);
          // On to the next field still to plan, its editor open: planning many fields is a walk
          // down the page. The page opens at its top, where the outcome is (a banner without
          // JavaScript), with a link down to that editor beside it (issue 31: after every post
          // the first screen says what happened and what comes next).
          const fields = (await plan.loadPlan(organisation.id)).fields;
          const next = fields.find((f) => f.id === nextUnplannedField(fields, fieldId));
          const search = keptSearch(url);
          return await redirectWithToast(
            next
              ? planFieldPageHref(IMPLEMENTATION_PATH, search, next.id)
              : planFieldHref(IMPLEMENTATION_PATH, search, null),
            {
              type: "success",
              text: `Practices saved for ${saved.field.name}.`,
              next: next
                ? {
                    href: planFieldHref(IMPLEMENTATION_PATH, search, next.id),
                    label: planNextLabel(next.name),
                  }
                : undefined,
            },
          );
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, formId, result.submittedData);
          throw error;
        }
      }
      case "copy": {
        const overview = await plan.loadPlan(organisation.id);
        const result = await validatePost(post, planCopyValidator(copyOptions(overview.fields)));
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
          if (isRefusal(error)) return formRefusal(error, "copy", result.submittedData);
          throw error;
        }
      }
      case "submit": {
        try {
          await plan.submitPlan(actor, scope);
        } catch (error) {
          // Shown beside the submit button, with the fields still to plan.
          if (isRefusal(error) && (error.status === 409 || error.status === 422)) {
            return refuseForm("submit", { formError: error.message }, error.status);
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
    pageRefused(error);
  }
}
