// The read side of the one action result (decision 0128; refuseForm and the forms library's
// validationError on the server): the refusal of the form that posted, for a plain <Form> that
// is not a kit form (a confirm button, a submit-the-season form). A kit form shows the same
// result beside its own fields and in its error summary, without this.
import { useActionData } from "@remix-run/react";
import { useShowMessage } from "~/components/i18n";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";

export interface ActionResult {
  formError: string | null;
  fieldErrors: Readonly<Record<string, string>>;
  values: Readonly<Record<string, unknown>>;
  problems: readonly string[];
}

const NONE: ActionResult = { formError: null, fieldErrors: {}, values: {}, problems: [] };

/** Reads an action result of any shape: only the one contract's keys count. */
export function actionResultOf(raw: unknown, intent?: string): ActionResult {
  if (!raw || typeof raw !== "object") return NONE;
  const result = raw as {
    formId?: unknown;
    fieldErrors?: unknown;
    repopulateFields?: unknown;
    problems?: unknown;
  };
  // A result for another form of the page is not this form's.
  if (intent !== undefined && typeof result.formId === "string" && result.formId !== intent)
    return NONE;
  const fieldErrors =
    result.fieldErrors && typeof result.fieldErrors === "object"
      ? (result.fieldErrors as Record<string, string>)
      : {};
  const { [FORM_ERROR_KEY]: formError, ...byField } = fieldErrors;
  return {
    formError: typeof formError === "string" ? formError : null,
    fieldErrors: byField,
    values:
      result.repopulateFields && typeof result.repopulateFields === "object"
        ? (result.repopulateFields as Record<string, unknown>)
        : {},
    problems: Array.isArray(result.problems)
      ? result.problems.filter((p): p is string => typeof p === "string")
      : [],
  };
}

/** `result` with its messages shown by `show` (the page's language: decision 0159). */
export function shownActionResult(
  result: ActionResult,
  show: (text: string) => string,
): ActionResult {
  if (result === NONE) return NONE;
  return {
    ...result,
    formError: result.formError === null ? null : show(result.formError),
    fieldErrors: Object.fromEntries(
      Object.entries(result.fieldErrors).map(([name, message]) => [name, show(message)]),
    ),
    problems: result.problems.map(show),
  };
}

/**
 * The refusal of the form with this intent, from the page's last post (or none), its messages
 * in the page's language (English at their source: decision 0159).
 */
export function useActionResult(intent?: string): ActionResult {
  const show = useShowMessage();
  return shownActionResult(actionResultOf(useActionData(), intent), show);
}
