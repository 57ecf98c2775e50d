// The fertiliser form (spec §3 'Fertilizer input': npkType, applicationRate, nutrientPercent,
// nitrogen, phosphorus, potassium; issue 15; decision 0076): a field's inputs for a season as one
// list in the kit's add-line-item editor (spec §5 'Add-line-item editor', §3 'Line item'), read
// by the action (validateForm) and drawn by the component, so the browser and the server check
// the same rules. Inside a row nutrientPercent is shown only for an NPK blend; hidden, it is
// cleared (spec §5) — the schema drops it before reading, as the plan's form does. The labels
// say what N, P and K mean for each type: the parts of the blend's ratio, or the percentage of the
// single nutrient. The API reads the same values as JSON (fertiliser-api.ts). The list form's
// schema is fertiliser-schema.ts.
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { clearHiddenRowValues, visibleRowFields } from "~/services/kit/forms/visibility";
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

// ---- A field's inputs for a season as one list (the page's form) ----

/** The most inputs a field may have in a season: the editor's add button hides at it. */
export const MAX_FERTILISER_INPUTS = 20;

export const FERTILISER_LIST_FIELDS = [
  {
    type: "lineItems",
    name: "inputs",
    label: "Fertiliser inputs",
    optional: true,
    itemLabel: "Fertiliser",
    maxLength: MAX_FERTILISER_INPUTS,
    itemFields: FERTILISER_FIELDS,
  },
] as const satisfies readonly FieldSpec[];

export type FertiliserListValues = ValuesOf<typeof FERTILISER_LIST_FIELDS>;
export type FertiliserRowValues = FertiliserListValues["inputs"][number];

/** The list's editor limit, for its buttons without JavaScript (validateForm). */
export const FERTILISER_LINE_ITEM_LIMITS = { inputs: MAX_FERTILISER_INPUTS };

const ROW_SPECS = FERTILISER_FIELDS as unknown as readonly FieldSpec[];

/** The names of a row's fields shown for its values (the kit's rule on the row's own values). */
export function visibleFertiliserFields(row: Record<string, unknown>): Set<string> {
  return visibleRowFields(ROW_SPECS, row);
}

/** The posted data with each row's hidden values dropped (nutrientPercent of a single nutrient). */
export function clearHiddenFertiliserValues(data: unknown): unknown {
  return clearHiddenRowValues(data, "inputs", ROW_SPECS);
}

/** The rules between a row's values, keyed by the row's posted names ('inputs[2].nitrogen'). */
export function fertiliserListErrors(
  rows: readonly Partial<FertiliserRowValues>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    const found = fertiliserRuleErrors({
      npkType: row.npkType ?? null,
      nutrientPercent: row.nutrientPercent ?? null,
      nitrogen: row.nitrogen ?? null,
      phosphorus: row.phosphorus ?? null,
      potassium: row.potassium ?? null,
    });
    for (const [name, message] of Object.entries(found)) {
      if (message) errors[`inputs[${index}].${name}`] = message;
    }
  });
  return errors;
}

/**
 * The error summary's names of the list's cells ('Fertiliser 2: Application rate (kg/ha)'), so
 * each link says which row and which value.
 */
export function fertiliserSummaryFields(listLabel: string) {
  const fields = [{ name: "inputs", label: listLabel }];
  for (let index = 0; index < MAX_FERTILISER_INPUTS; index++) {
    for (const field of FERTILISER_FIELDS) {
      fields.push({
        name: `inputs[${index}].${field.name}`,
        label: `Fertiliser ${index + 1}: ${field.label}`,
      });
    }
  }
  return fields;
}

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

/** A stored input as a row of the form (its id kept: the row updates that input). */
export function fertiliserFormDefaults(input: FertiliserValues & { id: string }) {
  return {
    id: input.id,
    product: input.product ?? "",
    npkType: input.npkType,
    applicationRate: input.applicationRate,
    nutrientPercent: input.nutrientPercent,
    nitrogen: input.nitrogen,
    phosphorus: input.phosphorus,
    potassium: input.potassium,
  };
}
