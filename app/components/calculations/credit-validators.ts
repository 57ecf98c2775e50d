// The issued credits page's form validators (decision 0092): the domain's field lists (services/
// calculations/credits-forms.ts) wrapped for remix-validated-form, for /admin/calc/credits'
// action and its forms. Each loads its schema and zod on first use.
import { creditFormFields, VOID_FIELDS } from "~/services/calculations/credits-forms";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import { fieldsValidator } from "~/services/kit/forms/validator";

/** The record form's validator for these organisations, seasons and today's date. */
export function creditFormValidator(
  organisations: readonly ChoiceOption[],
  seasons: readonly ChoiceOption[],
  today: string,
) {
  return fieldsValidator(creditFormFields(organisations, seasons, today));
}

export const voidValidator = fieldsValidator(VOID_FIELDS);
