// The JSON of the implementation plan in /api/v2 (spec §7 'Implementation plan: GET, POST, PUT',
// 'Actions'; issue 15; decision 0075): the bodies callers send,
// as zod schemas, and the plan and its actions as answered. Pure. The OpenAPI document shows
// these schemas (decision 0111); actionJson's and planJson's return types are inferred from them.
import { z } from "zod";
import {
  PRACTICES,
  PROGRAMME_LINK_DIRECTIONS,
  PROGRAMME_TARGETS,
  type Practice,
  type ProgrammeLinkDirection,
  type ProgrammeTarget,
} from "~/shared/practice";
import { NOTES_MAX_LENGTH } from "./plan-rules";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

/** Enum values with a sentence instead of zod's list. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { errorMap: () => ({ message: `Choose ${what}: ${values.join(", ")}.` }) });

/** One practice's values (spec §3 'Programme link fields'); a field's id only when it is new. */
const actionValues = {
  practice: oneOf(PRACTICES, "a practice"),
  programmeTarget: oneOf(PROGRAMME_TARGETS, "what the practice is linked to"),
  programmeLinkDirection: oneOf(PROGRAMME_LINK_DIRECTIONS, "a direction").nullable().optional(),
  programmeLinkDays: z
    .number({ invalid_type_error: "Send the days as a whole number." })
    .int("Send the days as a whole number.")
    .nullable()
    .optional(),
  date: singleLineText({ invalid_type_error: "Send the date as text, like 2026-10-01." })
    .nullable()
    .optional(),
  notes: multiLineText({ invalid_type_error: "Send the notes as text." })
    .max(NOTES_MAX_LENGTH, "Too many characters")
    .nullable()
    .optional(),
};

/** POST …/implementationPlan/actions: `{ fieldId, practice, programmeTarget, … }`. */
export const actionCreateBody = z
  .object({
    fieldId: singleLineText({ required_error: "Required" }).min(1, "Required"),
    ...actionValues,
  })
  .strict();

/** PUT …/implementationPlan/actions/{actionId}: the practice's values, replaced as a whole. */
export const actionUpdateBody = z.object(actionValues).strict();

/** POST …/implementationPlan: `{ season? }` (default the programme's season). */
export const planCreateBody = z
  .object({
    season: z
      .number({ invalid_type_error: "Send the season as a whole number (26 is 2026/2027)." })
      .int("Send the season as a whole number (26 is 2026/2027).")
      .optional(),
  })
  .strict();

/** PUT …/implementationPlan: `{ submitted: true }` submits the plan. */
export const planSubmitBody = z
  .object({
    submitted: z.literal(true, {
      errorMap: () => ({ message: "Send submitted: true. A submitted plan stays submitted." }),
    }),
  })
  .strict();

/** A practice of the plan (an action) as the API answers it. */
export const actionJsonSchema = z.object({
  id: z.string().uuid(),
  fieldId: z.string().uuid(),
  practice: z.enum(PRACTICES),
  programmeTarget: z.enum(PROGRAMME_TARGETS),
  programmeLinkDirection: z.enum(PROGRAMME_LINK_DIRECTIONS).nullable(),
  programmeLinkDays: z.number().int().nullable(),
  /** YYYY-MM-DD, when the practice starts on a date of its own. */
  date: z.string().nullable(),
  notes: z.string().nullable(),
  /** The timing in words: '14 days after harvest'. */
  timing: z.string(),
  /** The practice's own date when it is known. */
  practiceDate: z.string().nullable(),
});

/** The plan as the API answers it: its fields with how many practices each has, and those. */
export const planJsonSchema = z.object({
  /** Null for a season without a plan yet. */
  id: z.string().uuid().nullable(),
  season: z.number().int(),
  seasonLabel: z.string(),
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  /** Every included field has a practice: the plan can be submitted. */
  complete: z.boolean(),
  fields: z.array(
    z.object({
      fieldId: z.string().uuid(),
      name: z.string(),
      farmName: z.string(),
      practices: z.number().int(),
    }),
  ),
  fieldsWithoutPractices: z.array(z.string().uuid()),
  fieldsLeftOut: z.array(z.string().uuid()),
  actions: z.array(actionJsonSchema),
});

/** GET …/implementationPlan: the programme's season (the plan's default). */
export const planMetadata = z.object({ programmeSeason: z.number().int() });

/** GET …/implementationPlan: ?season=, as practice/queries.ts seasonQuery reads it (a 400 otherwise). */
export const planQueryDoc = z.object({
  season: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe("The season (the year minus 2000); the programme's season when left out."),
});

/** GET …/implementationPlan/actions: ?fieldId= for one field's practices. */
export const actionsQueryDoc = z.object({
  fieldId: z.string().uuid().optional().describe("One of the plan's fields: only its practices."),
});

/** GET …/implementationPlan/actions: the plan's season and id (null before it exists). */
export const actionsMetadata = z.object({
  season: z.number().int(),
  planId: z.string().uuid().nullable(),
});

/** An action as the API answers it. */
export function actionJson(action: {
  id: string;
  fieldId: string;
  practice: Practice;
  programmeTarget: ProgrammeTarget;
  programmeLinkDirection: ProgrammeLinkDirection | null;
  programmeLinkDays: number | null;
  date: string | null;
  notes: string | null;
  timing: string;
  practiceDate: string | null;
}): z.infer<typeof actionJsonSchema> {
  return {
    id: action.id,
    fieldId: action.fieldId,
    practice: action.practice,
    programmeTarget: action.programmeTarget,
    programmeLinkDirection: action.programmeLinkDirection,
    programmeLinkDays: action.programmeLinkDays,
    date: action.date,
    notes: action.notes,
    timing: action.timing,
    practiceDate: action.practiceDate,
  };
}

/** The plan as the API answers it. */
export function planJson(overview: {
  season: number;
  seasonLabel: string;
  plan: { id: string; submittedAt: string | null; submittedBy: string | null } | null;
  fields: {
    id: string;
    name: string;
    farmName: string;
    actions: Parameters<typeof actionJson>[0][];
  }[];
  leftOut: { id: string; name: string }[];
  missing: { id: string; name: string }[];
  complete: boolean;
}): z.infer<typeof planJsonSchema> {
  return {
    id: overview.plan?.id ?? null,
    season: overview.season,
    seasonLabel: overview.seasonLabel,
    submitted: !!overview.plan?.submittedAt,
    submittedAt: overview.plan?.submittedAt ?? null,
    submittedBy: overview.plan?.submittedBy ?? null,
    complete: overview.complete,
    fields: overview.fields.map((field) => ({
      fieldId: field.id,
      name: field.name,
      farmName: field.farmName,
      practices: field.actions.length,
    })),
    fieldsWithoutPractices: overview.missing.map((field) => field.id),
    fieldsLeftOut: overview.leftOut.map((field) => field.id),
    actions: overview.fields.flatMap((field) => field.actions.map(actionJson)),
  };
}
