// The one page mapper: a Refusal (services/kit/refusal.ts) as a page's refused form, the pages'
// side of apiRefusal (services/api/envelope.ts). The message goes beside the field it names (or
// each of its fieldErrors beside its field), with every value as posted kept; one without a
// field is a page error with its status.
import { validationError } from "remix-validated-form";
import { repopulatableValues } from "~/services/kit/forms/validate-form.server";
import type { Refusal } from "~/services/kit/refusal";

export function formRefusal(
  error: Refusal,
  formId: string,
  submitted: Record<string, unknown>,
  /** The status of a refused field: by default 422, or the refusal's own 409 or 429. */
  status: number = error.status === 409 || error.status === 429 ? error.status : 422,
) {
  const fieldErrors =
    error.fieldErrors ?? (error.field ? { [error.field]: error.message } : undefined);
  if (!fieldErrors) throw new Response(error.message, { status: error.status });
  return validationError({ fieldErrors, formId }, repopulatableValues(submitted), { status });
}
