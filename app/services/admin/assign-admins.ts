// POST /api/v2/admin/users { companyIds, adminId } (issue 18 'assigning an admin to
// organisations'; spec §7; decision 0095): reading the body. Pure: a sentence for each thing
// that is wrong, so the handler answers 400 with it. The zod schemas are for the OpenAPI
// document (decision 0111): parseAssignAdminsBody's own sentences stay the rules.
import { z } from "zod";
import { isUuid } from "~/shared/ids";

/** The most organisations one call assigns (one transaction each; a page of the list at most). */
export const MAX_COMPANY_IDS = 500;

export interface AssignAdminsBody {
  /** Lower-cased, without repeats, in the order sent. */
  companyIds: string[];
  /** The admin to assign; null assigns nobody. */
  adminId: string | null;
}

export const COMPANY_IDS_MESSAGE =
  "companyIds must be a list of organisation ids (UUIDs), with at least one.";
export const TOO_MANY_MESSAGE = `companyIds may name at most ${MAX_COMPANY_IDS} organisations at once.`;
export const ADMIN_ID_MESSAGE =
  "adminId must be the id (a UUID) of a person holding an admin grant, or null.";
const UNKNOWN_KEY = (key: string) =>
  `The field '${key}' is not part of this call: send companyIds and adminId only.`;

/** The body, or the sentence naming what is wrong with it (and the field at fault). */
export function parseAssignAdminsBody(
  body: Record<string, unknown>,
): { ok: true; value: AssignAdminsBody } | { ok: false; field: string; message: string } {
  const extra = Object.keys(body).find((key) => key !== "companyIds" && key !== "adminId");
  if (extra !== undefined) return { ok: false, field: extra, message: UNKNOWN_KEY(extra) };
  const { companyIds, adminId } = body;
  if (!Array.isArray(companyIds) || companyIds.length === 0)
    return { ok: false, field: "companyIds", message: COMPANY_IDS_MESSAGE };
  if (companyIds.length > MAX_COMPANY_IDS)
    return { ok: false, field: "companyIds", message: TOO_MANY_MESSAGE };
  const bad = companyIds.findIndex((id) => typeof id !== "string" || !isUuid(id));
  if (bad !== -1) {
    return {
      ok: false,
      field: `companyIds.${bad}`,
      message: `${COMPANY_IDS_MESSAGE} Item ${bad + 1} is not an organisation id.`,
    };
  }
  if (adminId !== null && (typeof adminId !== "string" || !isUuid(adminId)))
    return { ok: false, field: "adminId", message: ADMIN_ID_MESSAGE };
  const ids = [...new Set((companyIds as string[]).map((id) => id.toLowerCase()))];
  return {
    ok: true,
    value: { companyIds: ids, adminId: adminId === null ? null : adminId.toLowerCase() },
  };
}

/** The body parseAssignAdminsBody reads, for the OpenAPI document. */
export const assignAdminsBodyDoc = z
  .object({
    companyIds: z.array(z.string().uuid()).min(1).max(MAX_COMPANY_IDS),
    adminId: z.string().uuid().nullable().describe("null assigns nobody."),
  })
  .strict();

/** One organisation's assignment after the call (project/api.ts assignmentJson). */
const assignmentJsonSchema = z.object({
  companyId: z.string().uuid(),
  name: z.string(),
  assignedAdmin: z.object({ id: z.string().uuid(), label: z.string() }).nullable(),
  assignedAt: z.string().datetime().nullable(),
});

/** POST /admin/users: the admin, how many organisations changed, and each one's assignment. */
export const assignAdminsJsonSchema = z.object({
  adminId: z.string().uuid().nullable(),
  changed: z.number().int().min(0),
  organisations: z.array(assignmentJsonSchema),
});
export type AssignAdminsJson = z.infer<typeof assignAdminsJsonSchema>;
