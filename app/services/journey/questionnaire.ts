// The eligibility and viability questionnaires share one shape (decision 0036): a field list
// (the forms kit's FieldSpec, so the form builder draws it and formSchema validates it), saved as a
// draft with every question optional ('Save draft', intent=save) and submitted with every
// required question answered ('Submit for review', intent=submit). Pure: browser and server. The
// forms' validator is components/journey/questionnaire-validator.ts; the API's schema is
// questionnaire-schema.ts.
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { optionFor } from "~/services/kit/forms/choice-rules";
import { formatNumberValue } from "~/services/kit/forms/number-rules";

export type { QuestionnaireKind } from "~/shared/questionnaires";
export type QuestionnaireIntent = "save" | "submit";
export type Answers = Record<string, unknown>;

export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export const YES_NO_NOT_SURE = [...YES_NO, { value: "notSure", label: "Not sure" }] as const;

/** The intent of a post: 'submit' only when asked for; anything else saves a draft. */
export function intentOf(value: unknown): QuestionnaireIntent {
  return value === "submit" ? "submit" : "save";
}

/** The same questions with every one optional: a draft may be incomplete. */
export function draftFields(fields: readonly FieldSpec[]): FieldSpec[] {
  return fields.map((field) => ({ ...field, optional: true }) as FieldSpec);
}

/**
 * Answers sent as JSON (the API) in the shape a form post has: numbers and booleans as text,
 * lists kept, so the same schema reads both.
 */
export function answersAsFormValues(answers: unknown): Record<string, unknown> {
  if (!answers || typeof answers !== "object" || Array.isArray(answers)) return {};
  return Object.fromEntries(
    Object.entries(answers as Record<string, unknown>).map(([key, value]) => {
      // A number as plain digits with a point, which the number rule reads back exactly
      // (String(1e-7) is '1e-7', which it refuses).
      if (typeof value === "number") return [key, formatNumberValue(value)];
      if (typeof value === "boolean") return [key, String(value)];
      if (Array.isArray(value)) return [key, value.map((v) => String(v))];
      return [key, value ?? ""];
    }),
  );
}

/** A saved answer as a person reads it: option labels, lists joined, '-' when not answered. */
export function answerText(field: FieldSpec, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (Array.isArray(value)) {
    if (value.length === 0) return "-";
    const options = "options" in field ? field.options : [];
    return value.map((v) => optionFor(options, v)?.label ?? String(v)).join(", ");
  }
  if (field.type === "dropdown") return optionFor(field.options, value)?.label ?? String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  // The value stored, as its input showed it (decision 0065): toLocaleString rounded to 3
  // decimals and wrote a decimal comma on the server but not in every browser.
  if (typeof value === "number")
    return formatNumberValue(value, {
      thousandsSeparator: field.type === "number" && field.thousandsSeparator,
    });
  return String(value);
}

/** Whether a field applies given the other answers (its visibleWhen condition). */
export function isAnswerShown(field: FieldSpec, answers: Answers): boolean {
  const when = field.visibleWhen;
  if (!when) return true;
  const raw = answers[when.field];
  const value = typeof raw === "boolean" ? raw : raw == null ? "" : String(raw);
  if (when.equals !== undefined) return value === when.equals;
  if (when.oneOf) return when.oneOf.includes(String(value));
  if (when.notOneOf) return value !== "" && !when.notOneOf.includes(String(value));
  return true;
}
