// The JSON of the calculation constants' /api/v2 calls (spec §7 'GET, PUT /admin/consts/{type}',
// 'GET /admin/consts/versions/list'; decision 0090) as zod schemas: the OpenAPI document shows
// them (decision 0111) and the JSON functions' return types below are inferred from them, so
// tsc holds what the calls send and what the document says together. Pure.
import { z } from "zod";
import type { ConstantVersionRow, ConstantVersionSummary } from "~/models/constants.server";
import {
  CONSTANT_TYPES,
  CONSTANTS_NOTE_MAX,
  CONSTANTS_NOTE_MIN,
  type ConstantType,
} from "~/shared/constants";
import { multiLineText } from "~/services/kit/forms/text-schema";
import { CONSTANT_SETS, TO_VERIFY, type ConstantChange } from "./sets";

/** One constant of a set: what it means, its unit, its bounds and its source. */
export const constantFieldJsonSchema = z.object({
  key: z.string(),
  label: z.string(),
  group: z.string(),
  unit: z.string(),
  min: z.number(),
  /** The value must be above min, not equal to it. */
  minExclusive: z.boolean(),
  max: z.number(),
  integer: z.boolean(),
  /** Empty (null) means 'none'. */
  nullable: z.boolean(),
  source: z.string(),
  /** Present when the seeded value is still to be checked against its source. */
  note: z.string().optional(),
});

/** A version of a set, without its values (GET /admin/consts/versions/list). */
export const constantVersionSummaryJsonSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(CONSTANT_TYPES),
  /** From 1. */
  version: z.number().int(),
  /** Why the values changed. */
  note: z.string(),
  /** Who saved it, as a label. */
  createdBy: z.string(),
  createdAt: z.string().datetime(),
});

/** GET /admin/consts/{type}: a version with its values and the set's constants. */
export const constantVersionJsonSchema = constantVersionSummaryJsonSchema.extend({
  values: z.record(z.string(), z.number().nullable()),
  fields: z.array(constantFieldJsonSchema),
});

/** PUT /admin/consts/{type}: the new version, and what changed from the one before. */
export const savedConstantVersionJsonSchema = constantVersionJsonSchema.extend({
  changed: z.array(
    z.object({
      key: z.string(),
      from: z.number().nullable(),
      to: z.number().nullable(),
    }),
  ),
});

/** GET /admin/consts/{type}: ?version=, the latest when left out. */
export const constantVersionQueryDoc = z.object({
  version: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe("A version from 1; the latest when left out."),
});

/** GET /admin/consts/versions/list: ?type=, every set when left out. */
export const constantTypesQueryDoc = z.object({ type: z.enum(CONSTANT_TYPES).optional() });

/** GET /admin/consts/versions/list: the sets listed. */
export const constantTypesMetadata = z.object({ types: z.array(z.enum(CONSTANT_TYPES)) });

/**
 * PUT /admin/consts/{type}: the set's values (each checked against its constant's bounds, a 422
 * beside `values.<key>`) and the change note.
 */
export const constantsSaveBodyDoc = z.object({
  values: z
    .record(z.string(), z.number().nullable())
    .describe("The set's constants by key (GET names them); a key not of the set is a 422."),
  note: multiLineText().min(CONSTANTS_NOTE_MIN).max(CONSTANTS_NOTE_MAX),
});

/**
 * GET /constants: the latest version of each set (or the one ?type= names), its values and the
 * set's constants with units and sources; not the change note nor who saved it (the programme's).
 */
export const memberConstantsJsonSchema = constantVersionJsonSchema.pick({
  type: true,
  version: true,
  values: true,
  fields: true,
});

/** The constants of a set: what each means, its unit, bounds and source. */
function fieldsJson(type: ConstantType): z.infer<typeof constantFieldJsonSchema>[] {
  return CONSTANT_SETS[type].fields.map((f) => ({
    key: f.key,
    label: f.label,
    group: f.group,
    unit: f.unit,
    min: f.min,
    minExclusive: f.minExclusive ?? false,
    max: f.max,
    integer: f.integer ?? false,
    nullable: f.nullable ?? false,
    source: f.source,
    ...(f.toVerify ? { note: TO_VERIFY } : {}),
  }));
}

export function versionSummaryJson(
  row: ConstantVersionSummary,
): z.infer<typeof constantVersionSummaryJsonSchema> {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    note: row.note,
    createdBy: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
  };
}

export function versionJson(row: ConstantVersionRow): z.infer<typeof constantVersionJsonSchema> {
  return { ...versionSummaryJson(row), values: row.values, fields: fieldsJson(row.type) };
}

/** A version just saved, with each changed key from → to. */
export function savedVersionJson(
  row: ConstantVersionRow,
  changes: readonly ConstantChange[],
): z.infer<typeof savedConstantVersionJsonSchema> {
  return {
    ...versionJson(row),
    changed: changes.map((c) => ({ key: c.key, from: c.from ?? null, to: c.to ?? null })),
  };
}

/** A set's latest version as a member sees it: without the note or who saved it. */
export function memberConstantsJson(
  row: ConstantVersionRow,
): z.infer<typeof memberConstantsJsonSchema> {
  return { type: row.type, version: row.version, values: row.values, fields: fieldsJson(row.type) };
}
