// /admin/journey/calcSetup's move form validator, made once from the reason's field
// (services/constants/forms.ts) and given to the action and the dialog's form alike.
import { MOVE_FIELDS } from "~/services/constants/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

export const moveValidator = fieldsValidator(MOVE_FIELDS);
