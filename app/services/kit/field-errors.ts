// One message per field, named as the request named it ('phoneNumber', 'herds[0].species'): the
// shape of a refusal's field errors, for the API's envelope (services/api/envelope.ts) and for the
// domains that check a body with a zod schema. Pure: no Request, no Response.
import type { ZodIssue } from "zod";

export type FieldErrors = Record<string, string>;

/** The field name of a zod issue, as the request named it: 'phoneNumber', 'herds[0].species'. */
export function fieldNameOf(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (name, part) =>
      typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part,
    "",
  );
}

/** One message per field, the first the schema gave; an unknown field says so by its name. */
export function fieldErrorsOf(issues: readonly ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      const parent = fieldNameOf(issue.path);
      for (const key of issue.keys) {
        errors[parent ? `${parent}.${key}` : key] ??= "This field is not known.";
      }
      continue;
    }
    errors[fieldNameOf(issue.path) || "_form"] ??= issue.message;
  }
  return errors;
}
