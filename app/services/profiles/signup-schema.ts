// The sign-up form's schemas for the server's own reading (POST and PUT /api/v2/user/info): the
// same field lists and rule as the page's validator (signup-form.ts), built where zod is loaded
// anyway. The page's validator loads its schema on first use instead (lazy-validator.ts).
import type { z } from "zod";
import { formSchema } from "~/services/kit/forms/form-schema";
import { PROFILE_FIELDS, REFERRAL_FIELDS, SIGNUP_FIELDS, SIGNUP_RULES } from "./signup-form";

/** The sign-up schema: every field's rule, and consent must be given. */
export const signupSchema = formSchema(SIGNUP_FIELDS, SIGNUP_RULES);

/** What a person may change later (PUT /api/v2/user/info): the profile fields alone. */
export const profileUpdateSchema = formSchema([
  ...PROFILE_FIELDS,
  REFERRAL_FIELDS[2], // mailingList
] as const);
export type ProfileUpdateValues = z.infer<typeof profileUpdateSchema>;
