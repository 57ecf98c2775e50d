// The forms of the admin's corrections page (decision 0078): 'Override' (a value and a reason)
// and 'Remove correction' (a reason). The route's action (validatePost) and the page
// (FormBuilder) read the same lists through the validators beside the dialog (components/
// practice/override-validators.ts), so the browser and the server check the same rules; the
// service checks them again (overrides.server.ts). No React, no I/O, no forms library.
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { isOverridableValue, isOverrideRecordType, overrideKey, REASON_MAX } from "./overrides";
import type { OverrideRecordType } from "~/shared/practice";

export const OVERRIDE_DIALOG = "override";
/** The search parameter naming the value the dialog corrects: <recordType>:<recordId>:<valueName>. */
export const OVERRIDE_PARAM = "override";
/** The dialog's two forms, by the intent each posts (decision 0128). */
export const OVERRIDE_INTENTS = ["override", "remove"] as const;
export type OverrideIntent = (typeof OVERRIDE_INTENTS)[number];

const REASON_FIELD = {
  type: "textarea",
  name: "reason",
  label: "Reason",
  maxLength: REASON_MAX,
  rows: 3,
  hint: "5 to 500 characters. The farmer sees it beside the value, and it is kept in the audit log.",
} as const satisfies FieldSpec;

/** The 'Override' form of one value: its rules follow the value (decision 0078). */
export function overrideFields(valueName: string) {
  const whole = valueName === "mature" || valueName === "juvenile";
  const hours = valueName === "hoursOnField";
  const percent = valueName === "nutrientPercent";
  return [
    {
      type: "number",
      name: "value",
      label: "Corrected value",
      minValue: 0,
      ...(whole ? { integer: true } : {}),
      ...(hours ? { maxValue: 24 } : percent ? { maxValue: 100 } : {}),
      hint: whole
        ? "A whole number of animals."
        : hours
          ? "Hours a day on the field: above 0 and at most 24."
          : "A number of 0 or more.",
    },
    REASON_FIELD,
  ] as const satisfies readonly FieldSpec[];
}

export const REMOVE_OVERRIDE_FIELDS = [
  { ...REASON_FIELD, hint: "Why the farmer's own value counts again: kept in the audit log." },
] as const satisfies readonly FieldSpec[];

export interface OverrideTarget {
  recordType: OverrideRecordType;
  recordId: string;
  valueName: string;
}

/**
 * The value ?override= (the dialog's) or the form's `override` field names, or null when it is
 * not one that can be corrected.
 */
export function parseOverrideTarget(text: string | null | undefined): OverrideTarget | null {
  const [recordType, recordId, valueName, ...rest] = (text ?? "").split(":");
  if (rest.length > 0 || !isOverrideRecordType(recordType) || !recordId) return null;
  if (!isOverridableValue(recordType, valueName)) return null;
  return { recordType, recordId, valueName: valueName! };
}

export const targetParam = (t: OverrideTarget) =>
  overrideKey(t.recordType, t.recordId, t.valueName);
