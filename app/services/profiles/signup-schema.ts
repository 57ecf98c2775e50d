// The sign-up form's schemas for the server's own reading (POST and PUT /api/v2/user/info): the
// same field lists and rule as the page's validator (signup-form.ts), built where zod is loaded
// anyway. The page's validator loads its schema on first use instead (lazy-validator.ts).
import type { z } from "zod";
import { formSchema } from "~/services/kit/forms/form-schema";
import { DETAILS_FIELDS } from "./details-form";
import { SIGNUP_FIELDS, SIGNUP_RULES } from "./signup-form";

/** The sign-up schema: every field's rule, and consent must be given. */
export const signupSchema = formSchema(SIGNUP_FIELDS, SIGNUP_RULES);

/** What a person may change later (PUT /api/v2/user/info, /profile/details): their details. */
export const profileUpdateSchema = formSchema(DETAILS_FIELDS);
export type ProfileUpdateValues = z.infer<typeof profileUpdateSchema>;
