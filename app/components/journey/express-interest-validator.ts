// The expression of interest form's validator (spec §3 'Express interest'): the domain's field
// list (services/journey/express-interest.ts) wrapped for remix-validated-form. The page's action
// and its form use the same one; it loads its schema on first use (the kit's fieldsValidator).
import { EXPRESS_INTEREST_FIELDS } from "~/services/journey/express-interest";
import { fieldsValidator } from "~/services/kit/forms/validator";

export const expressInterestValidator = fieldsValidator(EXPRESS_INTEREST_FIELDS);
