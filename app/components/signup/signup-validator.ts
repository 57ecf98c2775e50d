// The sign-up form's validator: the domain's fields and rule (services/profiles/signup-form.ts)
// for /profile/signup's action and its form, which checks as the person types, so both give the
// same messages. The API reads the same fields with signup-schema.ts.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { SIGNUP_FIELDS, SIGNUP_RULES } from "~/services/profiles/signup-form";

export const signupValidator = fieldsValidator(SIGNUP_FIELDS, SIGNUP_RULES);
