// The JSON shape of a report file (issue 16; decision 0083), used by the
// /api/v2 routes and, as it is plain data, by the pages' loaders too. Pure. The shape is a zod
// schema: the OpenAPI document shows it (decision 0111) and ReportJson is inferred from it, so
// tsc holds what the routes send and what the document says together.
import { z } from "zod";
import type { ReportFileListed } from "~/models/report-files.server";
import { FILE_KINDS, type FileKind } from "~/services/files/file-types";
import {
  downloadPath,
  formatFileSize,
  REPORT_ACCEPT,
  REPORT_FORM_ACCEPT,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  REPORT_SEASONS_BACK,
  REPORT_TITLE_MAX,
  reportSeasonLabel,
} from "./rules";
import { API_REPORTS_DEFAULT_LIMIT, API_REPORTS_MAX_LIMIT } from "./queries";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

export const reportJsonSchema = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  companyName: z.string(),
  kind: z.enum(REPORT_KINDS),
  kindLabel: z.string(),
  /** Years since 2000 (spec §9), or null for a file about no season in particular. */
  season: z.number().int().nullable(),
  seasonLabel: z.string(),
  title: z.string(),
  fileId: z.string().uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  sizeLabel: z.string(),
  uploadedBy: z
    .object({ id: z.string().uuid(), email: z.string().nullable(), name: z.string().nullable() })
    .nullable(),
  createdAt: z.string().datetime(),
  /** The file's download (the /files route: a signed-in admin or a member of the organisation). */
  downloadUrl: z.string(),
});

export type ReportJson = z.infer<typeof reportJsonSchema>;

export function reportJson(row: ReportFileListed): ReportJson {
  return {
    id: row.id,
    companyId: row.organisationId,
    companyName: row.organisationName,
    kind: row.kind,
    kindLabel: REPORT_KIND_LABELS[row.kind],
    season: row.season,
    seasonLabel: reportSeasonLabel(row.season),
    title: row.title,
    fileId: row.fileId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    sizeLabel: formatFileSize(row.size),
    uploadedBy: row.uploadedBy
      ? { id: row.uploadedBy, email: row.uploaderEmail, name: row.uploaderName }
      : null,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: downloadPath(row.fileId),
  };
}

/** The admin API's download of a report (bearer token; the same headers as /files/:fileId). */
export const apiDownloadPath = (reportId: string) => `/api/v2/admin/reports/${reportId}/download`;

/** An admin's view of a report: also its download through the API. */
export const adminReportJsonSchema = reportJsonSchema.extend({ apiDownloadUrl: z.string() });

export function adminReportJson(row: ReportFileListed): z.infer<typeof adminReportJsonSchema> {
  return { ...reportJson(row), apiDownloadUrl: apiDownloadPath(row.id) };
}

/** GET /api/v2/admin/reports: adminReportsApiQuery's parameters (queries.ts), for the OpenAPI document. */
export const adminReportQueryDoc = z.object({
  companyIds: z
    .string()
    .optional()
    .describe("Organisation ids, comma-separated or the parameter repeated (companyId too)."),
  kind: z.enum(REPORT_KINDS).optional(),
  page: z.string().regex(/^\d+$/).optional().describe("From 0."),
  limit: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe(`From 1 to ${API_REPORTS_MAX_LIMIT}; ${API_REPORTS_DEFAULT_LIMIT} when left out.`),
});

/** GET /api/v2/admin/reports: the list's size and the page read. */
export const adminReportListMetadata = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** DELETE /api/v2/admin/reports/{reportId}: why (removeReport's checkReason; audited). */
export const reportRemoveBodyDoc = z.object({
  reason: multiLineText().min(REPORT_REASON_MIN).max(REPORT_REASON_MAX),
});

/**
 * POST /api/v2/admin/company/{id}/reports: the upload's text parts beside the file in `file`, for
 * the OpenAPI document. The handler reads them by hand (form.get) and uploadReport checks them with
 * validateReportInput, so this is written from those field names and validateReportInput's
 * rules, with the same constants.
 */
export const reportUploadPartsDoc = z.object({
  kind: z
    .enum(REPORT_KINDS)
    .describe(
      `The files each kind takes: ${REPORT_KINDS.map(
        (kind) => `${kind} ${REPORT_ACCEPT[kind].join(", ")}`,
      ).join("; ")}.`,
    ),
  title: singleLineText().min(1).max(REPORT_TITLE_MAX),
  season: z
    .number()
    .int()
    .optional()
    .describe(
      `Years since 2000 (26 for 2026/2027): the next season or one of the ` +
        `${REPORT_SEASONS_BACK} before the current one. No season in particular when left out.`,
    ),
});

/**
 * GET /api/v2/admin/reports/{reportId}/download: the types a report's file can have, those of the
 * extensions any kind accepts (the stored type is the one verified from the bytes).
 */
export const REPORT_MEDIA_TYPES: readonly string[] = [
  ...new Set(
    Object.values(FILE_KINDS as Record<string, FileKind>)
      .filter((kind) => kind.extensions.some((ext) => REPORT_FORM_ACCEPT.includes(ext)))
      .map((kind) => kind.mime),
  ),
];
