// A ContractingError as a page's refused form (the pages' side of contractingRefusal in
// api.server.ts): the message beside the field it names, with every value as posted kept;
// one without a field is a page error with its status.
import { validationError } from "remix-validated-form";
import { repopulatableValues } from "~/services/kit/forms/validate-form.server";
import type { ContractingError } from "./common.server";

export function formRefusal(
  error: ContractingError,
  formId: string,
  submitted: Record<string, unknown>,
) {
  if (!error.field) throw new Response(error.message, { status: error.status });
  return validationError(
    { fieldErrors: { [error.field]: error.message }, formId },
    repopulatableValues(submitted),
    { status: error.status === 409 || error.status === 429 ? error.status : 422 },
  );
}
