// The forms of the constants pages (decision 0090): one number field per constant of a set, with
// its unit and source as the hint, and the change note; the calculation setup's reason. Each
// route makes its validator from these lists (routes/admin.editConsts/forms.ts,
// routes/admin.journey.calcSetup/forms.ts), so the browser and the server check the same rules;
// the service checks the set's schema again (values-schema.ts). No React, no I/O, no forms
// library, no zod.
import type { FieldSpec, NumberFieldSpec } from "~/services/kit/forms/field-spec";
import {
  CONSTANTS_NOTE_MAX,
  CONSTANTS_NOTE_MIN,
  PIN_REASON_MAX,
  PIN_REASON_MIN,
  type ConstantType,
} from "~/shared/constants";
import type { FormRule } from "~/services/kit/forms/form-rules";
import {
  CONSTANT_SETS,
  crossRuleProblems,
  TO_VERIFY,
  type ConstantField,
  type ConstantValues,
  valueProblem,
} from "./sets";

export const NOTE_FIELD = "note";

/** 'LSU per head. Source: …' (and the warning when the value is still to be checked). */
export function constantHint(field: ConstantField): string {
  return `${field.unit}. Source: ${field.source}${field.toVerify ? ` (${TO_VERIFY})` : ""}.`;
}

export function constantFieldSpec(field: ConstantField): NumberFieldSpec {
  return {
    type: "number",
    name: field.key,
    label: field.label,
    ...(field.nullable ? { optional: true } : {}),
    minValue: field.min,
    maxValue: field.max,
    ...(field.integer ? { integer: true } : {}),
    hint: constantHint(field),
  };
}

export const NOTE_SPEC = {
  type: "textarea",
  name: NOTE_FIELD,
  label: "Change note",
  maxLength: CONSTANTS_NOTE_MAX,
  rows: 3,
  hint: `Why these values change, and your source (${CONSTANTS_NOTE_MIN} to ${CONSTANTS_NOTE_MAX} characters). Kept with the version and in the audit log.`,
} as const satisfies FieldSpec;

/** Every field of the form of `type`: its constants, then the note. */
export function constantsFormFields(type: ConstantType): FieldSpec[] {
  return [...CONSTANT_SETS[type].fields.map(constantFieldSpec), NOTE_SPEC];
}

type Values = Record<string, unknown>;

/**
 * The set's own checks as form rules, so one post shows every error at once: a factor that must
 * be above 0 (the kit's minValue allows it), and the rules across fields (sizes in order).
 */
export function constantsFormRules(type: ConstantType): FormRule<Values>[] {
  const fields = CONSTANT_SETS[type].fields;
  return [
    ...fields.map((field) => ({
      reads: [field.key],
      check: (values: Values) => {
        const problem = valueProblem(field, values[field.key]);
        return problem ? { [field.key]: problem } : null;
      },
    })),
    {
      reads: fields.map((f) => f.key),
      check: (values: Values) => crossRuleProblems(type, values as ConstantValues),
    },
  ];
}

export const REASON_SPEC = {
  type: "textarea",
  name: "reason",
  label: "Reason",
  maxLength: PIN_REASON_MAX,
  rows: 2,
  hint: `Why the calculations move to the latest constants (${PIN_REASON_MIN} to ${PIN_REASON_MAX} characters). Kept in the audit log.`,
} as const satisfies FieldSpec;

export const MOVE_FIELDS = [REASON_SPEC] as const satisfies readonly FieldSpec[];
