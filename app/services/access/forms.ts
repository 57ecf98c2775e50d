// The inputs of access changes (issue 18; decision 0096), one schema each, read by the page's
// actions and by /api/v2/admin/access and /admin/roles alike. No React, no I/O.
import { z } from "zod";
import { isStorableText } from "~/shared/text";
import { ADMIN_SCOPES, type AdminScope } from "~/shared/scopes";
import { ACCESS_ACTIONS, EMAIL_MAX, REASON_MAX, REASON_MIN } from "./rules";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

const reason = multiLineText({
  required_error: "Give a reason for this change.",
  invalid_type_error: "The reason must be text.",
})
  .trim()
  .min(REASON_MIN, `Give a reason of at least ${REASON_MIN} characters.`)
  .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`)
  .refine(isStorableText, "The reason contains characters that cannot be stored.");

const email = singleLineText({
  required_error: "Enter the person's e-mail address.",
  invalid_type_error: "The e-mail address must be text.",
})
  .trim()
  .min(1, "Enter the person's e-mail address.")
  .max(EMAIL_MAX, "This e-mail address is too long.")
  .email("Enter an e-mail address such as name@example.co.za.");

const scope = z.enum(ADMIN_SCOPES, {
  errorMap: () => ({ message: `Each scope must be one of ${ADMIN_SCOPES.join(", ")}.` }),
});

const someScopes = z
  .array(scope, { invalid_type_error: "scopes must be a list of admin scopes." })
  .min(1, "Choose at least one scope.")
  .max(ADMIN_SCOPES.length * 2, "Too many scopes.");

/** POST /admin/access and the page's "Grant access" form: { email, action, scopes, reason }. */
export const accessChangeSchema = z.object({
  email,
  action: z.enum(ACCESS_ACTIONS, {
    errorMap: () => ({ message: 'action must be "grant" or "revoke".' }),
  }),
  scopes: someScopes,
  reason,
});
export type AccessChangeInput = z.infer<typeof accessChangeSchema>;

/** PUT /admin/roles/{userId}: the person's Veld grants become exactly `scopes` (may be none). */
export const setScopesSchema = z.object({
  scopes: z
    .array(scope, { required_error: "scopes is required: a list of admin scopes (may be empty)." })
    .max(ADMIN_SCOPES.length * 2, "Too many scopes."),
  reason,
});

/** DELETE /admin/roles/{userId} and the page's revoke dialog: the reason. */
export const reasonSchema = z.object({ reason });

/** The page's revoke of one scope of one person. */
export const revokeOneSchema = z.object({
  userId: z.string().uuid("This person is not known."),
  scope,
  reason,
});

/** The scopes ticked on a web form (each checkbox named `scopes`). */
export function scopesOfForm(form: FormData): unknown[] {
  return form.getAll("scopes").map((value) => (typeof value === "string" ? value : null));
}

/** Only the text fields of a form, as strings (a file where text is expected becomes ''). */
export function textOfForm(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** zod's issues as one sentence per field, keyed by the field's path ('scopes', 'reason'). */
export function fieldErrorsOfIssues(issues: readonly z.ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export type { AdminScope };
