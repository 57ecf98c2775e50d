// The 'Your details' form's validator (/profile/details): the same field list as the API's PUT
// /api/v2/user/info (services/profiles/details-form.ts), for the page's action and its form,
// which checks as the person types, so both give the same messages.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { DETAILS_FIELDS } from "~/services/profiles/details-form";

export const detailsValidator = fieldsValidator(DETAILS_FIELDS);
