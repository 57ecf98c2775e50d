// The JSON of GET /api/v2/admin/projectManage and POST /api/v2/admin/company/{id}/assign
// (decision 0082). Pure: the handlers in api.server.ts answer with these.
import { z } from "zod";
import type { WaitsOn } from "./rules";

export interface ProjectRowJsonInput {
  companyId: string;
  name: string;
  step: string;
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

/** One organisation of the list: its step, who it waits on, since when, and its admin. */
export function projectRowJson(row: ProjectRowJsonInput) {
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
export function assignmentJson(value: {
  organisation: { id: string; name: string };
  admin: { id: string; label: string } | null;
  assignedAt: Date | null;
}) {
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
