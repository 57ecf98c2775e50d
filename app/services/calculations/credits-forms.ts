// The forms of /admin/calc/credits (issue 17; decision 0092): recording credits an organisation
// was issued (the organisation, season, tonnes, date, registry, serial range and why), and
// voiding a record with a reason. The route's action (validateForm) and the page build the same
// validators from these lists (components/calculations/credit-validators.ts); the service checks
// the values again with creditSchema. No React, no I/O, no forms library.
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { CREDIT_LIMITS } from "./credits";

/** The page's two forms, by the intent each posts (decision 0128). */
export const CREDIT_INTENTS = ["record", "void"] as const;
export type CreditIntent = (typeof CREDIT_INTENTS)[number];

export function creditFormFields(
  organisations: readonly ChoiceOption[],
  seasons: readonly ChoiceOption[],
  today: string,
) {
  return [
    { type: "dropdown", name: "companyId", label: "Organisation", options: organisations },
    { type: "dropdown", name: "season", label: "Season", options: seasons },
    {
      type: "number",
      name: "tonnesCo2e",
      label: "Credits issued (t CO₂e)",
      minValue: 0,
      maxValue: CREDIT_LIMITS.tonnes.max,
      hint: "One credit is one tonne of CO₂e.",
    },
    {
      type: "date",
      name: "issuedOn",
      label: "Date issued",
      minDate: CREDIT_LIMITS.earliest,
      maxDate: today,
    },
    {
      type: "text",
      name: "registry",
      label: "Registry",
      maxLength: CREDIT_LIMITS.registry,
      hint: "Such as Verra or Gold Standard.",
    },
    {
      type: "text",
      name: "serialRange",
      label: "Serial numbers",
      optional: true,
      maxLength: CREDIT_LIMITS.serialRange,
      hint: "The registry's serial range of these credits.",
    },
    {
      type: "textarea",
      name: "note",
      label: "Note",
      maxLength: CREDIT_LIMITS.note.max,
      rows: 3,
      hint: `Why these credits are recorded, and where the figures come from (${CREDIT_LIMITS.note.min} to ${CREDIT_LIMITS.note.max} characters). Kept with the record and in the audit log.`,
    },
  ] as const satisfies readonly FieldSpec[];
}

export const VOID_FIELDS = [
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    maxLength: CREDIT_LIMITS.reason.max,
    rows: 2,
    hint: `Why this record is voided (${CREDIT_LIMITS.reason.min} to ${CREDIT_LIMITS.reason.max} characters). The record stays, marked void; the reason is kept with it and in the audit log.`,
  },
] as const satisfies readonly FieldSpec[];
