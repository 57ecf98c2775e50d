// The provider's form schemas (one zod schema per form, decision 0057). Pure: no I/O.
import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .email("Enter a valid email address, like name@example.com.");

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, "Use at most 200 characters.");

const name = (missing: string) =>
  z.string().trim().min(1, missing).max(100, "Use at most 100 characters.");

export const signUpSchema = z.object({
  email,
  password: newPassword,
  given_name: name("Enter your first name."),
  family_name: name("Enter your surname."),
});

export const changePasswordSchema = z.object({
  email,
  client_id: z.string().optional(),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1),
  password: newPassword,
});

/** The first message for each field, keyed by field name. */
export function fieldErrors<T extends string>(error: z.ZodError): Partial<Record<T, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    out[key] ??= issue.message;
  }
  return out as Partial<Record<T, string>>;
}
