// How a refused sign-up or profile update is answered by /api/v2/user/info (spec §7 'Sign-up
// submit: the product reads the response status, data.message, data.errors'; §8 'Sign-up 400
// with message 'Too many characters' … marks the fields listed in errors'). Pure.
import type { ZodIssue } from "zod";
import { classifyRefusal, tooLongFields } from "./signup-rules";

/** One message per field, the first the schema gave ('phoneNumber', 'herds[0].species'). */
export function fieldErrorsOf(issues: readonly ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.reduce<string>(
      (name, part) =>
        typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part,
      "",
    );
    errors[key || "_form"] ??= issue.message;
  }
  return errors;
}

/** The status and body of a refusal: 400 'Too many characters' with those fields, else 422. */
export function refusalBody(fieldErrors: Record<string, string>) {
  const { status, message } = classifyRefusal(fieldErrors);
  const errors =
    status === 400
      ? Object.fromEntries(tooLongFields(fieldErrors).map((field) => [field, fieldErrors[field]!]))
      : fieldErrors;
  return { status, body: { message, errors } };
}
