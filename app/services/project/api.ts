// The JSON of GET /api/v2/admin/projectManage and POST /api/v2/admin/company/{id}/assign
// (decision 0082). Pure: the /api/v2 routes answer with these. The answers are zod
// schemas too: the OpenAPI document shows them (decision 0111) and the functions' return types
// are inferred from them, so tsc holds what the calls send and what the document says together.
import { z } from "zod";
import { JOURNEY_STEPS, type JourneyStep } from "~/services/journey/steps";
import { NOBODY_ASSIGNED, WAITS_ON, type WaitsOn } from "./rules";

export interface ProjectRowJsonInput {
  companyId: string;
  name: string;
  step: JourneyStep;
  stepLabel: string;
  waitsOn: WaitsOn;
  action: string;
  since: Date | null;
  sinceEvent: string;
  daysWaiting: number | null;
  waitingText: string;
  assignedAdmin: { id: string; label: string } | null;
  assignedAt: Date | null;
}

const assignedAdminJson = z.object({ id: z.string().uuid(), label: z.string() }).nullable();

/** One organisation of the list: its step, who it waits on, since when, and its admin. */
export const projectRowJsonSchema = z.object({
  companyId: z.string().uuid(),
  name: z.string(),
  step: z.enum(JOURNEY_STEPS),
  stepLabel: z.string(),
  waitsOn: z.enum(WAITS_ON),
  /** What is to be done next, in the admin's words. */
  nextAction: z.string(),
  /** Since when; null when no timestamp records it (older records). */
  waitingSince: z.string().datetime().nullable(),
  /** Which event waitingSince is, in words. */
  waitingSinceEvent: z.string(),
  daysWaiting: z.number().int().nullable(),
  waiting: z.string(),
  assignedAdmin: assignedAdminJson,
  assignedAt: z.string().datetime().nullable(),
});

/** GET /admin/projectManage: the page read and the organisations on each step (filters aside). */
export const projectListMetadata = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pageCount: z.number().int(),
  stepCounts: z.array(z.object({ step: z.enum(JOURNEY_STEPS), count: z.number().int() })),
});

/**
 * GET /admin/projectManage: the query parameters projectApiQuery (./queries.ts) reads, for the
 * OpenAPI document; a filter it refuses is a 400.
 */
export const projectListQueryDoc = z.object({
  step: z.enum(JOURNEY_STEPS).optional(),
  admin: z
    .string()
    .optional()
    .describe(`An admin's id, or '${NOBODY_ASSIGNED}' for organisations nobody looks after.`),
  waitsOn: z.enum(WAITS_ON).optional(),
  page: z.string().regex(/^\d+$/).optional().describe("From 0."),
  limit: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe("The page's size (`size` as the page names it)."),
});

export function projectRowJson(row: ProjectRowJsonInput): z.infer<typeof projectRowJsonSchema> {
  return {
    companyId: row.companyId,
    name: row.name,
    step: row.step,
    stepLabel: row.stepLabel,
    waitsOn: row.waitsOn,
    nextAction: row.action,
    waitingSince: row.since?.toISOString() ?? null,
    waitingSinceEvent: row.sinceEvent,
    daysWaiting: row.daysWaiting,
    waiting: row.waitingText,
    assignedAdmin: row.assignedAdmin,
    assignedAt: row.assignedAt?.toISOString() ?? null,
  };
}

/** An organisation's assignment after POST …/assign. */
export const assignmentJsonSchema = z.object({
  companyId: z.string().uuid(),
  name: z.string(),
  assignedAdmin: assignedAdminJson,
  assignedAt: z.string().datetime().nullable(),
});

export function assignmentJson(value: {
  organisation: { id: string; name: string };
  admin: { id: string; label: string } | null;
  assignedAt: Date | null;
}): z.infer<typeof assignmentJsonSchema> {
  return {
    companyId: value.organisation.id,
    name: value.organisation.name,
    assignedAdmin: value.admin,
    assignedAt: value.assignedAt?.toISOString() ?? null,
  };
}

const ADMIN_ID_MESSAGE = "adminId must be the id of a person holding an admin grant, or null.";

/** POST …/assign: { adminId } — an admin's id, or null to unassign. */
export const assignBodySchema = z
  .object({
    adminId: z
      .string({ invalid_type_error: ADMIN_ID_MESSAGE, required_error: ADMIN_ID_MESSAGE })
      .uuid(ADMIN_ID_MESSAGE)
      .transform((v) => v.toLowerCase())
      .nullable(),
  })
  .strict();
