// The eligibility and viability forms' validators (decision 0036): the domain's questions and
// rules (services/journey) wrapped for remix-validated-form. The page's action and its form use
// the same one; each loads its schemas on first use (the kit's fieldsValidator).
import type { ValidationResult, Validator } from "remix-validated-form";
import { ELIGIBILITY_FIELDS } from "~/services/journey/eligibility-questions";
import {
  draftFields,
  intentOf,
  type Answers,
  type QuestionnaireIntent,
} from "~/services/journey/questionnaire";
import { VIABILITY_FIELDS, VIABILITY_RULES } from "~/services/journey/viability-questions";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import type { FormRule } from "~/services/kit/forms/form-rules";
import { fieldsValidator } from "~/services/kit/forms/validator";

/**
 * The questionnaire form's id: its buttons carry the intent (save or submit), so the action
 * answers a refusal under this id, which the form draws (decision 0128).
 */
export function questionnaireFormId(kind: "eligibility" | "viability") {
  return `journey-${kind}`;
}

function readIntent(data: unknown): QuestionnaireIntent {
  if (data instanceof FormData) return intentOf(data.get("intent"));
  if (data && typeof data === "object") return intentOf((data as Record<string, unknown>).intent);
  return "save";
}

/**
 * One validator for both buttons: strict when the post's intent is 'submit' (remix-validated-form
 * adds the pressed button's name and value before validating), relaxed otherwise. While the
 * person types there is no intent, so only format errors show, never 'Required'. `rules` (what
 * one answer makes impossible in another, services/journey/questionnaire-rules.ts) run in both: a draft may leave
 * answers out, never hold two that contradict each other. Each rule must take null for an
 * answer a draft leaves out.
 */
export function questionnaireValidator<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
  rules: readonly FormRule<ValuesOf<Fields>>[] = [],
): Validator<Answers> {
  const strict = fieldsValidator(fields, rules);
  const draft = fieldsValidator(
    draftFields(fields),
    rules as readonly FormRule<ValuesOf<readonly FieldSpec[]>>[],
  );
  return {
    validate: async (data) => {
      const chosen = readIntent(data) === "submit" ? strict : draft;
      return (await chosen.validate(data)) as ValidationResult<Answers>;
    },
  };
}

/** Shared by the eligibility page's action and its form. */
export const eligibilityValidator = questionnaireValidator(ELIGIBILITY_FIELDS);

/** Shared by the viability page's action and its form. */
export const viabilityValidator = questionnaireValidator(VIABILITY_FIELDS, VIABILITY_RULES);
