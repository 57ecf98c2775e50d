// The fertiliser list form's zod schema (fertiliser-forms.ts has the fields and rules): hidden
// row values cleared, then the kit's schema and each row's rules. The form's validator loads this
// module on first use, so zod and the schema are not part of the page's own JavaScript.
import { z } from "zod";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { formSchema } from "~/services/kit/forms/form-schema";
import {
  clearHiddenFertiliserValues,
  FERTILISER_FIELDS,
  FERTILISER_LIST_FIELDS,
  fertiliserListErrors,
  type FertiliserRowValues,
} from "./fertiliser-forms";

/**
 * The list as the schema reads it: the kit reads a row's fields all alike (no visibleWhen inside
 * a row), so the blend's nutrient % is optional here and required by the row's rule when shown,
 * with its own sentence (fertiliserRuleErrors).
 */
const FERTILISER_LIST_SCHEMA_FIELDS = [
  {
    ...FERTILISER_LIST_FIELDS[0],
    itemFields: FERTILISER_FIELDS.map((field) =>
      field.name === "nutrientPercent" ? { ...field, optional: true } : field,
    ),
  },
] as const satisfies readonly FieldSpec[];

const isReadNumber = (value: unknown) =>
  value === null || value === undefined || (typeof value === "number" && Number.isFinite(value));

/**
 * The schema's rule step: each row's rules, whatever the other rows' cells say (the kit's
 * form rules wait for the whole list to be valid; a refused list should show every bad cell at
 * once). A row whose values the rule reads did not all read as numbers is left to those cells'
 * own errors; where a cell already has one, it is kept (the first error of a cell is shown).
 */
function rowRuleIssues(rows: unknown): Record<string, string> {
  if (!Array.isArray(rows)) return {};
  const readable = rows.map((row) => {
    const values = (row ?? {}) as Partial<Record<string, unknown>>;
    const ok =
      (values.npkType === "npk" || values.npkType === "nutrient") &&
      ["nutrientPercent", "nitrogen", "phosphorus", "potassium"].every((name) =>
        isReadNumber(values[name]),
      );
    return ok ? (values as Partial<FertiliserRowValues>) : {};
  });
  const errors = fertiliserListErrors(readable);
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => {
      const index = Number(/^inputs\[(\d+)\]/.exec(key)?.[1]);
      return Object.keys(readable[index] ?? {}).length > 0;
    }),
  );
}

const listSchema = formSchema(FERTILISER_LIST_SCHEMA_FIELDS).superRefine((values, ctx) => {
  for (const [key, message] of Object.entries(rowRuleIssues(values.inputs))) {
    const [, index, name] = /^inputs\[(\d+)\]\.(\w+)$/.exec(key)!;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message,
      path: ["inputs", Number(index), name!],
    });
  }
});

/** The list form's schema: hidden row values cleared, then the kit's schema and the rules. */
export const fertiliserListSchema = z.preprocess(clearHiddenFertiliserValues, listSchema);
