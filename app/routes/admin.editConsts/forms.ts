// /admin/editConsts' form validators: one per set of constants, made from the set's fields and
// rules (services/constants/forms.ts) once, and given to the action and the form alike; and the
// intent the form posts (decision 0128), which the action answers a refusal under.
import { constantsFormFields, constantsFormRules } from "~/services/constants/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";
import type { ConstantType } from "~/shared/constants";

/** The page's one form: saving the set's values as a new version. */
export const SAVE_CONSTANTS_INTENT = "save-constants";

const validators = new Map<ConstantType, ReturnType<typeof fieldsValidator>>();

export function constantsValidator(type: ConstantType) {
  let validator = validators.get(type);
  if (!validator) {
    validator = fieldsValidator(constantsFormFields(type), constantsFormRules(type));
    validators.set(type, validator);
  }
  return validator;
}
