// The JSON shape of a report file (issue 16; decision 0083; docs/api.md 'Reports'), used by the
// /api/v2 routes and, as it is plain data, by the pages' loaders too. Pure.
import type { ReportFileListed } from "~/models/report-files.server";
import {
  downloadPath,
  formatFileSize,
  parseReportFilter,
  REPORT_KIND_LABELS,
  reportSeasonLabel,
  type ReportKind,
} from "./rules";

export interface ReportJson {
  id: string;
  companyId: string;
  companyName: string;
  kind: ReportKind;
  kindLabel: string;
  /** Years since 2000 (spec §9), or null for a file about no season in particular. */
  season: number | null;
  seasonLabel: string;
  title: string;
  fileId: string;
  fileName: string;
  mimeType: string;
  size: number;
  sizeLabel: string;
  uploadedBy: { id: string; email: string | null; name: string | null } | null;
  createdAt: string;
  /** The file's download (the /files route: a signed-in admin or a member of the organisation). */
  downloadUrl: string;
}

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
export function adminReportJson(row: ReportFileListed) {
  return { ...reportJson(row), apiDownloadUrl: apiDownloadPath(row.id) };
}

export const API_REPORTS_MAX_LIMIT = 100;
export const API_REPORTS_DEFAULT_LIMIT = 50;

/**
 * GET /api/v2/admin/reports: ?companyIds= (repeated or comma-separated), ?kind=, ?page= (from
 * 0) and ?limit= (1 to 100, default 50). A sentence naming the parameter at fault otherwise.
 */
export function parseAdminReportQuery(search: URLSearchParams) {
  const filter = parseReportFilter(search);
  if (typeof filter === "string") return filter;
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const text = search.get(name);
    if (text === null || text === "") return fallback;
    if (!/^\d{1,9}$/.test(text)) return null;
    const value = Number(text);
    return value >= min && value <= max ? value : null;
  };
  const page = whole("page", 0, 0, 1_000_000);
  if (page === null) return "page must be a whole number from 0.";
  const limit = whole("limit", API_REPORTS_DEFAULT_LIMIT, 1, API_REPORTS_MAX_LIMIT);
  if (limit === null) return `limit must be a whole number from 1 to ${API_REPORTS_MAX_LIMIT}.`;
  return { ...filter, page, limit };
}
