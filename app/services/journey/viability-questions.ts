// The viability questions (spec §1; the questions are not in the spec: decision 0036): whether a
// soil-carbon project on this farm is worth doing and can be measured. Size and land use decide
// the credits it could earn; livestock, current practices and the records of the last three to
// five years decide the baseline (VM0042 needs the historical management of each field).
import type { FormStepSpec } from "~/services/kit/forms/step-rules";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { formRule, type FormRule } from "~/services/kit/forms/form-rules";
import { PRACTICE_OPTIONS } from "./eligibility-questions";
import { YES_NO } from "./questionnaire";
import { landAreaErrors, tillageErrors } from "./questionnaire-rules";

export const TILLAGE_OPTIONS = [
  { value: "conventional", label: "Conventional (ploughing or discing)" },
  { value: "minimum", label: "Minimum tillage" },
  { value: "noTill", label: "No-till" },
  { value: "notApplicable", label: "Not applicable: no cropland" },
] as const;

export const RECORDS_OPTIONS = [
  { value: "detailed", label: "Detailed records for every field (written or digital)" },
  { value: "some", label: "Some records, or records for some fields" },
  { value: "memory", label: "No records, but I know what was done" },
  { value: "none", label: "I don't know the history of the land" },
] as const;

export const HISTORY_YEARS_OPTIONS = [
  { value: "0-2", label: "Fewer than 3 years" },
  { value: "3-4", label: "3 or 4 years" },
  { value: "5+", label: "5 years or more" },
] as const;

export const DATA_KINDS_OPTIONS = [
  { value: "cropsAndYields", label: "Crops planted and yields" },
  { value: "tillage", label: "Tillage operations" },
  { value: "fertiliser", label: "Fertiliser and lime applied" },
  { value: "grazing", label: "Grazing dates and camps" },
  { value: "livestock", label: "Livestock numbers" },
  { value: "soilTests", label: "Soil test results" },
  { value: "maps", label: "Farm or field maps" },
] as const;

const hectares = <const Name extends string>(
  name: Name,
  label: string,
  optional = false,
  hint?: string,
) =>
  ({
    name,
    type: "number",
    label,
    minValue: 0,
    maxValue: 1_000_000,
    thousandsSeparator: true,
    optional,
    hint,
  }) as const;

/** A head count: a whole number (decision 0065: '120.5' head of cattle is refused, not rounded). */
const headCount = <const Name extends string>(name: Name, label: string) =>
  ({
    name,
    type: "number",
    label,
    optional: true,
    minValue: 0,
    maxValue: 1_000_000,
    thousandsSeparator: true,
    integer: true,
    visibleWhen: { field: "keepsLivestock", equals: "yes" },
  }) as const;

export const VIABILITY_FIELDS = [
  hectares("totalHectares", "Total farm area (hectares)"),
  hectares("croplandHectares", "Cropland (hectares)"),
  hectares(
    "grazingHectares",
    "Grazing land (hectares)",
    false,
    "Veld and pastures. Land that is both cropped and grazed counts once, as cropland.",
  ),
  hectares("otherHectares", "Other land: bush, buildings, dams (hectares)", true),
  {
    name: "keepsLivestock",
    type: "dropdown",
    label: "Do you keep livestock?",
    options: YES_NO,
  },
  headCount("cattle", "Cattle (head)"),
  headCount("sheep", "Sheep (head)"),
  headCount("goats", "Goats (head)"),
  {
    name: "tillage",
    type: "dropdown",
    label: "How do you prepare your cropland today?",
    options: TILLAGE_OPTIONS,
  },
  {
    name: "currentPractices",
    type: "multiselect",
    label: "Which of these practices do you already use?",
    optional: true,
    options: PRACTICE_OPTIONS,
  },
  {
    name: "records",
    type: "dropdown",
    label: "What records do you have of how the land was farmed?",
    options: RECORDS_OPTIONS,
  },
  {
    name: "historyYears",
    type: "dropdown",
    label: "For how many of the last five years can you tell us what was done on each field?",
    hint: "The programme measures change against a baseline of the last three to five years: crops, tillage, fertiliser and grazing.",
    options: HISTORY_YEARS_OPTIONS,
  },
  {
    name: "dataKinds",
    type: "multiselect",
    label: "Which of these records or data can you share?",
    optional: true,
    options: DATA_KINDS_OPTIONS,
  },
  {
    name: "irrigated",
    type: "dropdown",
    label: "Is any of the land irrigated?",
    options: YES_NO,
  },
  {
    name: "comments",
    type: "textarea",
    label: "Anything else we should know?",
    optional: true,
    maxLength: 2000,
  },
] as const satisfies readonly FieldSpec[];

/** The questions in four steps a phone can take (decision 0142). */
export const VIABILITY_STEPS = [
  {
    title: "Your land",
    fields: ["totalHectares", "croplandHectares", "grazingHectares", "otherHectares"],
  },
  { title: "Your livestock", fields: ["keepsLivestock", "cattle", "sheep", "goats"] },
  { title: "How you farm", fields: ["tillage", "currentPractices"] },
  {
    title: "Your records",
    fields: ["records", "historyYears", "dataKinds", "irrigated", "comments"],
  },
] as const satisfies readonly FormStepSpec<(typeof VIABILITY_FIELDS)[number]["name"]>[];

/**
 * What one answer makes impossible in another, checked in a draft too (the form's validator and
 * the API's schema run them both). Each rule takes null for an answer a draft leaves out.
 */
export const VIABILITY_RULES: readonly FormRule<ValuesOf<typeof VIABILITY_FIELDS>>[] = [
  // The parts of the farm cannot add up to more than the whole.
  formRule(
    VIABILITY_FIELDS,
    ["totalHectares", "croplandHectares", "grazingHectares", "otherHectares"],
    landAreaErrors,
  ),
  // 'Not applicable: no cropland' and cropland hectares cannot both be true.
  formRule(VIABILITY_FIELDS, ["croplandHectares", "tillage"], tillageErrors),
];
