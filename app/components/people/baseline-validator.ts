// The baseline form's validator (decision 0101): the domain's field list (services/people/
// forms.ts) for /admin/baseline/{userId}'s action and its form, so the browser and the server
// check the same; the service checks every save again with baselineSchema.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { BASELINE_FIELDS } from "~/services/people/forms";

export const baselineValidator = fieldsValidator(BASELINE_FIELDS);
