// The field signoff page's form validators (decision 0072): the domain's field lists (services/
// fields/signoff-forms.ts) wrapped for remix-validated-form, for the /admin/journey/fieldRecords
// action and its forms. Each loads its schema and zod on first use.
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  BULK_FIELDS,
  signoffFields,
  TITLE_DEED_FIELDS,
  WETLAND_UPLOAD_FIELDS,
} from "~/services/fields/signoff-forms";
import type { SignoffCriterion } from "~/shared/fields";

type SignoffValidator = ReturnType<typeof fieldsValidator<readonly FieldSpec[]>>;
const validators = new Map<string, SignoffValidator>();

/**
 * The validator of a criterion's form: one per criterion (and, for ownership, per set of
 * boundaries), created on first use and kept, so the page and the action share it.
 */
export function signoffValidator(
  criterion: SignoffCriterion,
  boundaries: readonly ChoiceOption[] = [],
): SignoffValidator {
  const key =
    criterion === "ownership" ? `ownership:${boundaries.map((b) => b.value).join(",")}` : criterion;
  let validator = validators.get(key);
  if (!validator) {
    validator = fieldsValidator(signoffFields(criterion, boundaries));
    if (validators.size > 500) validators.clear();
    validators.set(key, validator);
  }
  return validator;
}

export const bulkValidator = fieldsValidator(BULK_FIELDS);

export const wetlandUploadValidator = fieldsValidator(WETLAND_UPLOAD_FIELDS);

export const titleDeedValidator = fieldsValidator(TITLE_DEED_FIELDS);
