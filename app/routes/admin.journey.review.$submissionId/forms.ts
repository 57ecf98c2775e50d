// /admin/journey/review/{submissionId}'s review form's validator: the domain's field list and
// rules (services/review/admin-forms.ts), made once and given to the action and the form alike.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { REVIEW_FIELDS, REVIEW_RULES } from "~/services/review/admin-forms";

export const reviewValidator = fieldsValidator(REVIEW_FIELDS, REVIEW_RULES);
