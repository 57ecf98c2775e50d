// The corrections page's form validators (decision 0078): the domain's field lists (services/
// practice/overrides-forms.ts) wrapped for remix-validated-form, for the page's action and the
// override dialog. Each loads its schema and zod on first use.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { overrideFields, REMOVE_OVERRIDE_FIELDS } from "~/services/practice/overrides-forms";

const validators = new Map<string, ReturnType<typeof fieldsValidator>>();

/** The 'Override' form's validator of one value: one per value name, created on first use. */
export function overrideValidator(valueName: string) {
  let validator = validators.get(valueName);
  if (!validator) {
    validator = fieldsValidator(overrideFields(valueName));
    validators.set(valueName, validator);
  }
  return validator;
}

export const removeOverrideValidator = fieldsValidator(REMOVE_OVERRIDE_FIELDS);
