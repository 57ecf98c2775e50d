// The review forms' validators (decision 0086): 'Request something specific', made from the
// domain's field list (services/review/admin-forms.ts) for the pages' actions and forms, so the
// browser and the server check the same. The review itself is the page's forms.ts.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { REQUEST_FIELDS } from "~/services/review/admin-forms";

/** 'Request something specific', on the review page and /admin/submissions. */
export const requestValidator = fieldsValidator(REQUEST_FIELDS);
