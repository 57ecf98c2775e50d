// The schema a saved version of a set of calculation constants must pass (issue 17; decision
// 0090): each value in its field's range, every key of the set and nothing else, and the set's
// rules across fields. Apart from sets.ts, which the browser's modules read (the earnings
// checker's options and labels), so that they carry no zod (decision 0133).
import { z } from "zod";
import type { ConstantType } from "~/shared/constants";
import {
  CONSTANT_SETS,
  inFieldRange,
  rangeMessage,
  VALUE_REQUIRED as REQUIRED,
  type ConstantField,
  type ConstantValues,
} from "./sets";

/** One value's schema; `valueProblem` (sets.ts) says the same without zod. */
export function constantValueSchema(field: ConstantField) {
  const number = z
    .number({ required_error: REQUIRED, invalid_type_error: REQUIRED })
    .refine((n) => Number.isFinite(n), REQUIRED)
    .refine((n) => inFieldRange(field, n), rangeMessage(field));
  return field.nullable ? number.nullable() : number;
}

const schemas = new Map<ConstantType, z.ZodType<ConstantValues>>();

/** The schema a version's values must pass: every key of the set, each in range, nothing else. */
export function constantValuesSchema(type: ConstantType): z.ZodType<ConstantValues> {
  const known = schemas.get(type);
  if (known) return known;
  const set = CONSTANT_SETS[type];
  const shape = Object.fromEntries(set.fields.map((f) => [f.key, constantValueSchema(f)]));
  const schema = z
    .object(shape)
    .strict("This value is not one of the set's constants.")
    .superRefine((values, ctx) => {
      for (const rule of set.rules ?? []) {
        if (!rule.holds(values as ConstantValues))
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: rule.message, path: [rule.key] });
      }
    }) as unknown as z.ZodType<ConstantValues>;
  schemas.set(type, schema);
  return schema;
}

export type ValuesCheck =
  { ok: true; values: ConstantValues } | { ok: false; errors: Record<string, string> };

/** Checks a version's values; errors by key, one sentence each (the first found). */
export function checkConstantValues(type: ConstantType, values: unknown): ValuesCheck {
  const result = constantValuesSchema(type).safeParse(values);
  if (result.success) {
    // The set's order, so equal values are stored as equal JSON.
    const ordered = Object.fromEntries(
      CONSTANT_SETS[type].fields.map((f) => [f.key, result.data[f.key] ?? null]),
    );
    return { ok: true, values: ordered };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      for (const key of issue.keys) errors[key] ??= "This value is not one of the set's constants.";
      continue;
    }
    const key = String(issue.path[0] ?? "values");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
