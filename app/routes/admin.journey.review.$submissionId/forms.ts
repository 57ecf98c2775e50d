// /admin/journey/review/{submissionId}'s summary decision validator: the domain's field list and
// rule (services/review/admin-forms.ts), made once and given to the action and the form alike.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { SUMMARY_DECISION_FIELDS, SUMMARY_DECISION_RULES } from "~/services/review/admin-forms";

export const summaryDecisionValidator = fieldsValidator(
  SUMMARY_DECISION_FIELDS,
  SUMMARY_DECISION_RULES,
);
