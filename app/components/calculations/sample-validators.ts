// The soil samples page's form validators (decision 0092): the domain's field lists and rules
// (services/calculations/samples-forms.ts) wrapped for remix-validated-form, for
// /profile/calc/samples' action and its forms. Each loads its schema and zod on first use.
import type { CsvField } from "~/services/calculations/samples";
import {
  SAMPLE_CSV_FIELDS,
  sampleFormFields,
  sampleFormRules,
} from "~/services/calculations/samples-forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

/** The sample form's validator for the organisation's fields and today's date. */
export function sampleFormValidator(fields: readonly CsvField[], today: string) {
  const list = sampleFormFields(fields, today);
  return fieldsValidator(list, sampleFormRules(list));
}

export const sampleCsvValidator = fieldsValidator(SAMPLE_CSV_FIELDS);
