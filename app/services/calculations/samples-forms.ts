// The forms of /profile/calc/samples (issue 17; decision 0092): a sample (the field picked from
// the organisation's fields, the date, depth, SOC %, bulk density, lab and the lab's reference),
// and the CSV upload. The route's action (validateForm) and the page build the same validator
// from the same lists (components/calculations/sample-validators.ts); the service checks the
// values again with sampleSchema. No React, no I/O, no forms library.
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { formRule, type FormRule } from "~/services/kit/forms/form-rules";
import {
  MAX_SAMPLE_CSV_BYTES,
  SAMPLE_CSV_HEADER,
  SAMPLE_LIMITS,
  SAMPLE_MESSAGES,
  type CsvField,
} from "./samples";

/** The page's forms, by the intent each posts (decision 0128): add, the delete confirm, the CSV. */
export const SAMPLE_INTENTS = ["add", "delete", "import-csv"] as const;
export type SampleIntent = (typeof SAMPLE_INTENTS)[number];

export function sampleFormFields(fields: readonly CsvField[], today: string) {
  return [
    {
      type: "dropdown",
      name: "fieldId",
      label: "Field",
      options: fields.map((field) => ({ value: field.id, label: field.name })),
    },
    {
      type: "date",
      name: "sampledOn",
      label: "Date sampled",
      minDate: SAMPLE_LIMITS.earliest,
      maxDate: today,
    },
    {
      type: "number",
      name: "depthCm",
      label: "Depth (cm)",
      integer: true,
      minValue: SAMPLE_LIMITS.depthCm.min,
      maxValue: SAMPLE_LIMITS.depthCm.max,
      hint: "From the surface down to this depth, such as 30.",
    },
    {
      type: "number",
      name: "socPercent",
      label: "Soil organic carbon (%)",
      minValue: SAMPLE_LIMITS.socPercent.min,
      maxValue: SAMPLE_LIMITS.socPercent.max,
      hint: "As on the lab report: the percentage of organic carbon (not organic matter).",
    },
    {
      type: "number",
      name: "bulkDensity",
      label: "Bulk density (g/cm³)",
      minValue: SAMPLE_LIMITS.bulkDensity.min,
      maxValue: SAMPLE_LIMITS.bulkDensity.max,
      hint: "Grams of dry soil per cubic centimetre, such as 1.35.",
    },
    {
      type: "text",
      name: "lab",
      label: "Laboratory",
      optional: true,
      maxLength: SAMPLE_LIMITS.text,
    },
    {
      type: "text",
      name: "reference",
      label: "Lab reference",
      optional: true,
      maxLength: SAMPLE_LIMITS.text,
      hint: "The lab's number for this sample, to find it on their report.",
    },
  ] as const satisfies readonly FieldSpec[];
}

/** The sample form's rules between fields. */
export function sampleFormRules(
  list: ReturnType<typeof sampleFormFields>,
): readonly FormRule<ValuesOf<ReturnType<typeof sampleFormFields>>>[] {
  // The kit's minValue allows 0; a sample without carbon is a typing error.
  const socAboveZero = formRule(list, ["socPercent"], ({ socPercent }) =>
    socPercent <= SAMPLE_LIMITS.socPercent.min ? { socPercent: SAMPLE_MESSAGES.soc } : null,
  );
  return [socAboveZero];
}

export const SAMPLE_CSV_FIELDS = [
  {
    type: "file",
    name: "file",
    label: "Soil samples file (CSV)",
    accept: [".csv"],
    maxFiles: 1,
    hint: `The template's columns: ${SAMPLE_CSV_HEADER.replaceAll(",", ", ")}. At most ${MAX_SAMPLE_CSV_BYTES / 1024 / 1024} MB.`,
  },
] as const satisfies readonly FieldSpec[];
