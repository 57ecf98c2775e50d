// The JSON of a generated summary (GET /api/v2/admin/summaryFiles…; decision 0102) and what the
// page shows of it. Pure. The zod schemas are what the OpenAPI document shows (decision 0111);
// summaryExportJson's return type is inferred from them, so tsc holds the two together.
import { z } from "zod";
import { formatDateTime } from "~/services/kit/format";
import {
  SUMMARY_EXPORT_KINDS,
  SUMMARY_EXPORT_STATUSES,
  type SummaryExportStatus,
} from "~/shared/summary-files";
import {
  isPendingStatus,
  SUMMARY_EXPORT_KIND_LABELS,
  SUMMARY_STATUS_LABELS,
  type SummaryExportKind,
} from "./rules";

export interface SummaryExportFacts {
  id: string;
  kind: SummaryExportKind;
  status: SummaryExportStatus;
  rowCount: number | null;
  error: string | null;
  fileId: string | null;
  fileName: string | null;
  fileSize: number | null;
  createdAt: Date;
  finishedAt: Date | null;
  requestedByEmail: string | null;
  requestedByName: string | null;
  requestedBySurname: string | null;
}

const whoOf = (e: SummaryExportFacts) => {
  const name = [e.requestedByName, e.requestedBySurname].filter(Boolean).join(" ").trim();
  return name || e.requestedByEmail || "-";
};

/** GET /api/v2/admin/summaryFiles and …/{exportId}; POST's export. */
export const summaryExportJsonSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(SUMMARY_EXPORT_KINDS),
  status: z.enum(SUMMARY_EXPORT_STATUSES),
  rowCount: z.number().int().nullable(),
  /** Why a failed one failed. */
  error: z.string().nullable(),
  /** The CSV's name and size in bytes, once ready. */
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  /** The e-mail address of the admin who asked for it. */
  requestedBy: z.string().nullable(),
  createdAt: z.string().datetime(),
  finishedAt: z.string().datetime().nullable(),
  /** Once ready: GET it with the same token. */
  downloadUrl: z.string().nullable(),
});

/** POST /admin/summaryFiles: which summary to prepare. */
export const summaryRequestBody = z.object({ kind: z.enum(SUMMARY_EXPORT_KINDS) });

export function summaryExportJson(e: SummaryExportFacts): z.infer<typeof summaryExportJsonSchema> {
  return {
    id: e.id,
    kind: e.kind,
    status: e.status,
    rowCount: e.rowCount,
    error: e.error,
    fileName: e.status === "ready" ? e.fileName : null,
    size: e.status === "ready" ? e.fileSize : null,
    requestedBy: e.requestedByEmail,
    createdAt: e.createdAt.toISOString(),
    finishedAt: e.finishedAt?.toISOString() ?? null,
    downloadUrl:
      e.status === "ready" && e.fileId ? `/api/v2/admin/summaryFiles/${e.id}/download` : null,
  };
}

export type SummaryExportJson = ReturnType<typeof summaryExportJson>;

/** A row of the page's table of generated files. */
export function summaryExportRowView(e: SummaryExportFacts) {
  return {
    id: e.id,
    kind: e.kind,
    kindLabel: SUMMARY_EXPORT_KIND_LABELS[e.kind],
    status: e.status,
    statusLabel: SUMMARY_STATUS_LABELS[e.status],
    pending: isPendingStatus(e.status),
    rows: e.rowCount === null ? "-" : e.rowCount.toLocaleString("en-ZA"),
    requestedAt: formatDateTime(e.createdAt),
    finishedAt: e.finishedAt ? formatDateTime(e.finishedAt) : "-",
    requestedBy: whoOf(e),
    error: e.status === "failed" ? e.error : null,
    // The one download path (/files/{fileId}): spec §8's message when the bytes are gone.
    downloadHref: e.status === "ready" && e.fileId ? `/files/${e.fileId}` : null,
    fileName: e.fileName,
  };
}

export type SummaryExportRowView = ReturnType<typeof summaryExportRowView>;
