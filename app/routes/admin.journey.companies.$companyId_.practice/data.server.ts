// /admin/journey/companies/{id}/practice: the page's posts (decision 0078). write:admin (the
// route checks it). Each form posts to the page's URL with ?do=override or ?do=remove, and the
// value in ?override=<recordType>:<recordId>:<valueName> (the open dialog's), so a refused post
// comes back to the open dialog with every value as typed and the error beside its field.
import { formRefusal } from "~/services/kit/forms/refusal.server";
import { type Actor } from "~/services/contracting/common.server";
import { validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { OVERRIDE_VALUE_LABELS } from "~/services/practice/overrides";
import {
  OVERRIDE_DIALOG,
  OVERRIDE_FORM_ID,
  OVERRIDE_PARAM,
  overrideValidator,
  parseOverrideTarget,
  REMOVE_OVERRIDE_FORM_ID,
  removeOverrideValidator,
} from "~/services/practice/overrides-forms";
import { practicePagePath } from "~/services/practice/overrides-page.server";
import { removeOverrideOfValue, saveOverride } from "~/services/practice/overrides.server";
import { closeDialogSearch } from "~/services/kit/url-state";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { correctionsQuery } from "~/services/practice/queries";

/** The form that posted (?do=override|remove); anything else is the default branch's 400. */
const formQuery = querySchema({ do: q.text({ max: 40 }) });
import { isRefusal } from "~/services/kit/refusal";

/** The page's URL as it was, the dialog closed and without the form's parameters. */
function backTo(companyId: string, url: URL) {
  const search = new URLSearchParams(
    closeDialogSearch(url.search, OVERRIDE_DIALOG, [OVERRIDE_PARAM]),
  );
  search.delete("do");
  const text = search.toString();
  return practicePagePath(companyId) + (text ? `?${text}` : "");
}

/** A refusal of a form field goes beside it; any other is the page's error with its status. */
function refused(error: unknown, formId: string, submitted: Record<string, unknown>) {
  if (isRefusal(error) && (error.field === "value" || error.field === "reason")) {
    return formRefusal(error, formId, submitted);
  }
  if (isRefusal(error)) throw new Response(error.message, { status: error.status });
  throw error;
}

export async function handleCorrectionsPost(actor: Actor, companyId: string, request: Request) {
  const url = new URL(request.url);
  const target = parseOverrideTarget(readQuery(url, correctionsQuery).override);
  if (!target) throw new Response("Choose a value to correct.", { status: 400 });
  const label = OVERRIDE_VALUE_LABELS[target.valueName] ?? target.valueName;
  switch (readQuery(url, formQuery).do) {
    case "override": {
      const result = await validateForm(request, overrideValidator(target.valueName));
      if (result instanceof Response) return result;
      try {
        const { created } = await saveOverride(actor, companyId, {
          ...target,
          value: result.data.value,
          reason: result.data.reason,
        });
        const text = `${label} ${created ? "corrected" : "correction changed"} to ${result.data.value}.`;
        return await redirectWithToast(backTo(companyId, url), { type: "success", text });
      } catch (error) {
        return refused(error, OVERRIDE_FORM_ID, result.submittedData);
      }
    }
    case "remove": {
      const result = await validateForm(request, removeOverrideValidator);
      if (result instanceof Response) return result;
      try {
        await removeOverrideOfValue(actor, companyId, target, result.data.reason);
        const text = `Correction removed: the farmer's ${label.toLowerCase()} counts again.`;
        return await redirectWithToast(backTo(companyId, url), { type: "success", text });
      } catch (error) {
        return refused(error, REMOVE_OVERRIDE_FORM_ID, result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
