// The baseline form of /admin/baseline/{userId} and the body of PUT
// /api/v2/admin/users/{userId}/baseline (issue 18 'People'; decision 0101): the baseline fields
// (app/shared/baseline.ts) and the reason for the change, which the audit log keeps. The page's
// fields (kit FieldSpec, validated as typed and again in the action) and the one zod schema the
// service checks every save with, from either door. The page's validator is
// components/people/baseline-validator.ts. No React, no I/O.
import { z } from "zod";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import {
  ENTERPRISE_TYPE_LABELS,
  ENTERPRISE_TYPES,
  LAND_TENURE_LABELS,
  LAND_TENURES,
  REGENERATIVE_EXPERIENCE_LABELS,
  REGENERATIVE_EXPERIENCES,
} from "~/shared/baseline";
import { unstorableTextReason } from "~/shared/text";

/** The baseline form's intent (decision 0128), and so its id (form#baseline). */
export const BASELINE_INTENT = "baseline";

export const BASELINE_LIMITS = {
  /** The earliest year farming began that the programme records (an older farmer's start). */
  firstYear: 1940,
  /** Larger than any single farm or communal area the programme works with (decision 0101). */
  hectaresMax: 500_000,
  notes: 2000,
  reason: { min: 3, max: 500 },
} as const;

export const currentYear = (now = new Date()) => now.getUTCFullYear();

export const BASELINE_MESSAGES = {
  farmingSinceYear: (year: number) =>
    `Enter the year they started farming, from ${BASELINE_LIMITS.firstYear} to ${year}.`,
  hectaresAtJoining: `Enter the hectares farmed when they joined, from 0 to ${BASELINE_LIMITS.hectaresMax.toLocaleString("en-ZA")}.`,
  enterpriseType: "Choose one of the enterprise types.",
  landTenure: "Choose one of the kinds of land tenure.",
  regenerativeExperience: "Choose one of the levels of regenerative experience.",
  notes: `Keep the notes to ${BASELINE_LIMITS.notes} characters or fewer.`,
  reason: `Say why you are changing the baseline (${BASELINE_LIMITS.reason.min} to ${BASELINE_LIMITS.reason.max} characters): the audit log keeps it.`,
} as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The form's fields; the year's upper bound is this year (checked again at save time). */
export function baselineFields(year = currentYear()) {
  return [
    {
      type: "number",
      name: "farmingSinceYear",
      label: "Farming since (year)",
      optional: true,
      integer: true,
      minValue: BASELINE_LIMITS.firstYear,
      maxValue: year,
      hint: "The year they started farming on their own account.",
    },
    {
      type: "dropdown",
      name: "enterpriseType",
      label: "Enterprise type",
      optional: true,
      options: options(ENTERPRISE_TYPES, ENTERPRISE_TYPE_LABELS),
    },
    {
      type: "number",
      name: "hectaresAtJoining",
      label: "Hectares farmed at joining",
      optional: true,
      minValue: 0,
      maxValue: BASELINE_LIMITS.hectaresMax,
      hint: "All the land they farmed when they joined the programme, in hectares.",
    },
    {
      type: "dropdown",
      name: "landTenure",
      label: "Land tenure",
      optional: true,
      options: options(LAND_TENURES, LAND_TENURE_LABELS),
    },
    {
      type: "dropdown",
      name: "regenerativeExperience",
      label: "Regenerative practice before joining",
      optional: true,
      options: options(REGENERATIVE_EXPERIENCES, REGENERATIVE_EXPERIENCE_LABELS),
    },
    {
      type: "textarea",
      name: "notes",
      label: "Notes",
      optional: true,
      maxLength: BASELINE_LIMITS.notes,
      rows: 4,
      hint: "Anything else about where they started: prior practices, soil tests, water.",
    },
    {
      type: "textarea",
      name: "reason",
      label: "Reason for this change",
      maxLength: BASELINE_LIMITS.reason.max,
      rows: 2,
      hint: "Kept in the audit log with what changed (for example 'From the onboarding call').",
    },
  ] as const satisfies readonly FieldSpec[];
}

export const BASELINE_FIELDS = baselineFields();

function storable(value: string, ctx: z.RefinementCtx) {
  const reason = unstorableTextReason(value);
  if (reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: reason });
}

/** An optional choice: null, undefined or '' is "not known". */
const choice = <T extends string>(values: readonly T[], message: string) =>
  z.unknown().transform((value, ctx): T | null => {
    if (value === null || value === undefined || value === "") return null;
    if (typeof value === "string" && (values as readonly string[]).includes(value))
      return value as T;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  });

/**
 * The baseline as the service saves it (and as the API sends it): every field may be null (not
 * known); the reason is required. `year`: this year, the latest a farmer can have started.
 */
export function baselineSchema(year = currentYear()) {
  return z.object({
    farmingSinceYear: z
      .number({ message: BASELINE_MESSAGES.farmingSinceYear(year) })
      .int({ message: BASELINE_MESSAGES.farmingSinceYear(year) })
      .min(BASELINE_LIMITS.firstYear, { message: BASELINE_MESSAGES.farmingSinceYear(year) })
      .max(year, { message: BASELINE_MESSAGES.farmingSinceYear(year) })
      .nullish()
      .transform((v) => v ?? null),
    enterpriseType: choice(ENTERPRISE_TYPES, BASELINE_MESSAGES.enterpriseType),
    hectaresAtJoining: z
      .number({ message: BASELINE_MESSAGES.hectaresAtJoining })
      .finite({ message: BASELINE_MESSAGES.hectaresAtJoining })
      .min(0, { message: BASELINE_MESSAGES.hectaresAtJoining })
      .max(BASELINE_LIMITS.hectaresMax, { message: BASELINE_MESSAGES.hectaresAtJoining })
      .nullish()
      .transform((v) => v ?? null),
    landTenure: choice(LAND_TENURES, BASELINE_MESSAGES.landTenure),
    regenerativeExperience: choice(
      REGENERATIVE_EXPERIENCES,
      BASELINE_MESSAGES.regenerativeExperience,
    ),
    notes: z
      .string({ message: BASELINE_MESSAGES.notes })
      .superRefine(storable)
      .transform((v) => v.trim())
      .refine((v) => v.length <= BASELINE_LIMITS.notes, { message: BASELINE_MESSAGES.notes })
      .nullish()
      .transform((v) => (v ? v : null)),
    reason: z
      .string({ message: BASELINE_MESSAGES.reason })
      .superRefine(storable)
      .transform((v) => v.trim())
      .refine(
        (v) => v.length >= BASELINE_LIMITS.reason.min && v.length <= BASELINE_LIMITS.reason.max,
        { message: BASELINE_MESSAGES.reason },
      ),
  });
}

export type BaselineInput = z.output<ReturnType<typeof baselineSchema>>;
