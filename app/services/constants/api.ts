// The JSON of the calculation constants' /api/v2 calls (spec §7 'GET, PUT /admin/consts/{type}',
// 'GET /admin/consts/versions/list'; decision 0090) as zod schemas: the OpenAPI document shows
// them (decision 0111) and the JSON functions' return types in api.server.ts are inferred from
// them, so tsc holds what the calls send and what the document says together. Pure.
import { z } from "zod";
import { CONSTANT_TYPES, CONSTANTS_NOTE_MAX, CONSTANTS_NOTE_MIN } from "~/shared/constants";
import { multiLineText } from "~/services/kit/forms/text-schema";

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
