// /admin/editConsts' form validators: one per set of constants, made from the set's fields and
// rules (services/constants/forms.ts) once, and given to the action and the form alike.
import { constantsFormFields, constantsFormRules } from "~/services/constants/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";
import type { ConstantType } from "~/shared/constants";

const validators = new Map<ConstantType, ReturnType<typeof fieldsValidator>>();

export function constantsValidator(type: ConstantType) {
  let validator = validators.get(type);
  if (!validator) {
    validator = fieldsValidator(constantsFormFields(type), constantsFormRules(type));
    validators.set(type, validator);
  }
  return validator;
}
