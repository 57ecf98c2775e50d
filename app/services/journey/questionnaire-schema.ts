// The questionnaires' schemas as the API reads the answers (spec §7 'Eligibility POST, PUT'):
// the same field lists and rules as the forms' validator, strict for 'submit' and with every
// question optional for a draft. Only the server builds them; a page's form loads its schema
// on first use through its validator.
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import type { FormRule } from "~/services/kit/forms/form-rules";
import { formSchema } from "~/services/kit/forms/form-schema";
import { ELIGIBILITY_FIELDS } from "./eligibility-questions";
import { draftFields, type QuestionnaireIntent, type QuestionnaireKind } from "./questionnaire";
import { VIABILITY_FIELDS, VIABILITY_RULES } from "./viability-questions";

type AnyRules = readonly FormRule<ValuesOf<readonly FieldSpec[]>>[];

const QUESTIONS: Record<QuestionnaireKind, { fields: readonly FieldSpec[]; rules: AnyRules }> = {
  eligibility: { fields: ELIGIBILITY_FIELDS, rules: [] },
  viability: { fields: VIABILITY_FIELDS, rules: VIABILITY_RULES as AnyRules },
};

type AnswersSchema = ReturnType<typeof formSchema<readonly FieldSpec[]>>;
const built = new Map<string, AnswersSchema>();

/** The schema of a questionnaire's answers posted with this intent (built once). */
export function answersSchema(kind: QuestionnaireKind, intent: QuestionnaireIntent) {
  const key = `${kind}:${intent}`;
  let schema = built.get(key);
  if (!schema) {
    const { fields, rules } = QUESTIONS[kind];
    schema = formSchema(intent === "submit" ? fields : draftFields(fields), rules);
    built.set(key, schema);
  }
  return schema;
}
