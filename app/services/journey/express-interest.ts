// The expression of interest (spec §3 'Express interest': companyId, requestedBy, dateCreated,
// programme, hectares, description, regenStarted). The form's fields are the spec's names; the
// programme choices are decision 0037. One field list for the page's form and its action (their
// validator is components/journey/express-interest-validator.ts) and the API (its schema is
// express-interest-schema.ts).
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";

export const PROGRAMME_OPTIONS = [
  { value: "soilCarbonCropping", label: "Soil carbon on cropland (reduced tillage, cover crops)" },
  { value: "soilCarbonGrazing", label: "Soil carbon on grazing land (adaptive grazing)" },
  { value: "soilCarbonMixed", label: "Soil carbon on a mixed crop and livestock farm" },
  { value: "notSure", label: "Not sure yet: help me choose" },
] as const;

export const EXPRESS_INTEREST_FIELDS = [
  {
    name: "programme",
    type: "dropdown",
    label: "Which programme are you interested in?",
    options: PROGRAMME_OPTIONS,
  },
  {
    name: "hectares",
    type: "number",
    label: "Roughly how many hectares would you like to enrol?",
    minValue: 1,
    maxValue: 1_000_000,
    thousandsSeparator: true,
  },
  {
    name: "regenStarted",
    type: "toggle",
    label: "Have you already started with regenerative practices?",
  },
  {
    name: "description",
    type: "textarea",
    label: "Tell us about your farm",
    hint: "What you farm, where, and what you hope to get out of the programme.",
    optional: true,
    maxLength: 2000,
    rows: 4,
  },
] as const satisfies readonly FieldSpec[];

export type ExpressInterestValues = ValuesOf<typeof EXPRESS_INTEREST_FIELDS>;

export function programmeLabel(value: string): string {
  return PROGRAMME_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
