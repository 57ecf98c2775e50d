// The fertiliser input form (spec §3 'Fertilizer input': npkType, applicationRate,
// nutrientPercent, nitrogen, phosphorus, potassium; issue 15; decision 0076), read by the action
// (validateForm) and drawn by the FormBuilder, so the browser and the server check the same
// rules. nutrientPercent is shown only for an NPK blend; hidden, it is cleared (spec §5). The
// labels say what N, P and K mean for each type: the parts of the blend's ratio, or the
// percentage of the single nutrient. The API reads the same values as JSON (fertiliser-api.ts).
import { formRule } from "~/services/kit/forms/form-rules";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import { NPK_TYPES, type NpkType } from "~/shared/practice";

export const MAX_PRODUCT = 100;

/** An input's values as stored (the field, season and organisation come with it). */
export interface FertiliserValues {
  product: string | null;
  npkType: NpkType;
  applicationRate: number;
  nutrientPercent: number | null;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
}
export const MAX_RATE_KG_HA = 10_000;

export const NPK_TYPE_LABELS: Record<NpkType, string> = {
  npk: "NPK blend (a ratio, such as 2:3:2 (22))",
  nutrient: "Single nutrient (such as urea, 46% N)",
};

export const FERTILISER_MESSAGES = {
  noNutrient: "Enter at least one of N, P and K.",
  nutrientPercentRequired: "Enter the total nutrient % of the blend: the number in brackets.",
  percentTotal: "N, P and K of a single nutrient may add up to at most 100%.",
} as const;

export const FERTILISER_FIELDS = [
  {
    type: "text",
    name: "product",
    label: "Product name",
    optional: true,
    maxLength: MAX_PRODUCT,
    hint: "As on the bag, such as 'Vita 2:3:2 (22)' or 'Urea'.",
  },
  {
    type: "dropdown",
    name: "npkType",
    label: "Type of fertiliser",
    options: NPK_TYPES.map((value) => ({ value, label: NPK_TYPE_LABELS[value] })),
  },
  {
    type: "number",
    name: "applicationRate",
    label: "Application rate (kg/ha)",
    minValue: 0,
    maxValue: MAX_RATE_KG_HA,
    hint: "Kilograms of the product spread per hectare.",
  },
  {
    type: "number",
    name: "nutrientPercent",
    label: "Total nutrient % of the blend",
    maxValue: 100,
    hint: "The number in brackets: 22 for 2:3:2 (22).",
    visibleWhen: { field: "npkType", equals: "npk" },
  },
  {
    type: "number",
    name: "nitrogen",
    optional: true,
    label: "Nitrogen (N)",
    maxValue: 100,
    hint: "NPK blend: N in the ratio (2 for 2:3:2). Single nutrient: N % (46 for urea).",
  },
  {
    type: "number",
    name: "phosphorus",
    optional: true,
    label: "Phosphorus (P)",
    maxValue: 100,
    hint: "NPK blend: P in the ratio (3 for 2:3:2). Single nutrient: P %.",
  },
  {
    type: "number",
    name: "potassium",
    optional: true,
    label: "Potassium (K)",
    maxValue: 100,
    hint: "NPK blend: K in the ratio (2 for 2:3:2). Single nutrient: K %.",
  },
] as const satisfies readonly FieldSpec[];

export type FertiliserFormValues = ValuesOf<typeof FERTILISER_FIELDS>;

/** The rules between fields, shared by the form and the API. */
export function fertiliserRuleErrors(values: {
  npkType: NpkType | null;
  nutrientPercent: number | null;
  nitrogen: number | null;
  phosphorus: number | null;
  potassium: number | null;
}): Partial<Record<"nutrientPercent" | "nitrogen", string>> {
  const errors: Partial<Record<"nutrientPercent" | "nitrogen", string>> = {};
  const n = values.nitrogen ?? 0;
  const p = values.phosphorus ?? 0;
  const k = values.potassium ?? 0;
  if (
    values.npkType === "npk" &&
    (values.nutrientPercent === null || values.nutrientPercent <= 0)
  ) {
    errors.nutrientPercent = FERTILISER_MESSAGES.nutrientPercentRequired;
  }
  if (n + p + k <= 0) errors.nitrogen = FERTILISER_MESSAGES.noNutrient;
  else if (values.npkType === "nutrient" && n + p + k > 100) {
    errors.nitrogen = FERTILISER_MESSAGES.percentTotal;
  }
  return errors;
}

export const fertiliserValidator = fieldsValidator(FERTILISER_FIELDS, [
  formRule(
    FERTILISER_FIELDS,
    ["npkType", "nutrientPercent", "nitrogen", "phosphorus", "potassium"],
    (values) => fertiliserRuleErrors(values),
  ),
]);

export const fertiliserAddFormId = (fieldId: string) => `fertiliser-add-${fieldId}`;
export const fertiliserEditFormId = (inputId: string) => `fertiliser-edit-${inputId}`;

/** The stored values of a valid form: a hidden nutrientPercent is null, a blank product null. */
export function fertiliserValuesOf(values: FertiliserFormValues): FertiliserValues {
  const npk = values.npkType === "npk";
  const product = values.product?.replace(/\s+/g, " ").trim() ?? "";
  return {
    product: product || null,
    npkType: values.npkType,
    applicationRate: values.applicationRate,
    nutrientPercent: npk ? values.nutrientPercent : null,
    nitrogen: values.nitrogen ?? 0,
    phosphorus: values.phosphorus ?? 0,
    potassium: values.potassium ?? 0,
  };
}

/** A stored input as the form's default values. */
export function fertiliserFormDefaults(input: FertiliserValues) {
  return {
    product: input.product ?? "",
    npkType: input.npkType,
    applicationRate: input.applicationRate,
    nutrientPercent: input.nutrientPercent,
    nitrogen: input.nitrogen,
    phosphorus: input.phosphorus,
    potassium: input.potassium,
  };
}
