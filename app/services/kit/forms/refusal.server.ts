// The one page mapper: a Refusal (services/kit/refusal.ts) as a page's refused form, the pages'
// side of apiRefusal (services/api/envelope.ts). The message goes beside the field it names (or
// each of its fieldErrors beside its field), with every value as posted kept; one without a
// field is a page error with its status. Anything that is not a Refusal is thrown on. A refusal
// that belongs to no form is the page's error: pageRefused.
import { validationError } from "remix-validated-form";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";
import { repopulatableValues } from "~/services/kit/forms/validate-form.server";
import { isRefusal } from "~/services/kit/refusal";

export interface FormRefusalOptions {
  /** The status of a refused form: by default 422, or the refusal's own 409 or 429. */
  status?: number;
  /**
   * A refusal without a field goes on the form at its own level (FORM_ERROR_KEY) instead of
   * being the page's error; 400 and 404 stay the page's error either way.
   */
  formLevel?: boolean;
}

export function formRefusal(
  error: unknown,
  formId: string,
  submitted: Record<string, unknown>,
  options: FormRefusalOptions = {},
) {
  if (!isRefusal(error)) throw error;
  const pageError = options.formLevel && (error.status === 400 || error.status === 404);
  const fieldErrors =
    error.fieldErrors ??
    (error.field || options.formLevel
      ? { [error.field ?? FORM_ERROR_KEY]: error.message }
      : undefined);
  if (!fieldErrors || pageError) throw new Response(error.message, { status: error.status });
  return validationError({ fieldErrors, formId }, repopulatableValues(submitted), {
    status: options.status ?? (error.status === 409 || error.status === 429 ? error.status : 422),
  });
}

/**
 * A refusal that belongs to no form (a button's action, a guard): the page's error, with its
 * status and sentence, shown by the route's error boundary. Anything else is thrown on.
 */
export function pageRefused(error: unknown): never {
  if (isRefusal(error)) throw new Response(error.message, { status: error.status });
  throw error;
}
