// The review forms' validators (decision 0086): an item's decision and 'Request something
// specific', made from the domain's field lists and rules (services/review/admin-forms.ts) for
// the page's action and its forms, so the browser and the server check the same.
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  ITEM_DECISION_FIELDS,
  ITEM_DECISION_RULES,
  REQUEST_FIELDS,
} from "~/services/review/admin-forms";

/** An item's decision, on /admin/journey/review/{submissionId}. */
export const itemDecisionValidator = fieldsValidator(ITEM_DECISION_FIELDS, ITEM_DECISION_RULES);

/** 'Request something specific', on the review page and /admin/submissions. */
export const requestValidator = fieldsValidator(REQUEST_FIELDS);
