// Generated summary files (issue 18 '/admin/summaryFiles'; spec §7 'downloads of summary files';
// decision 0102): the columns of each kind, a row as a CSV record, and who may ask for which.
// Pure: the generator (summaries.server.ts) reads the rows a page at a time and writes the
// records these functions make as text (records.server.ts), through the kit's CSV writer, which
// defuses every text a spreadsheet would run as a formula, as in every other CSV of Veld.
import { decimalCell, type CsvCell, type CsvRow } from "~/services/kit/csv";
import { formatDateTime } from "~/services/kit/format";
import type { AdminScope } from "~/shared/scopes";
import {
  SUMMARY_EXPORT_KIND_LABELS,
  SUMMARY_EXPORT_KINDS,
  type SummaryExportKind,
  type SummaryExportStatus,
} from "~/shared/summary-files";

export { SUMMARY_EXPORT_KIND_LABELS, SUMMARY_EXPORT_KINDS, type SummaryExportKind };

// ---- The rows each kind is made of (read by the generator, a page at a time) ----

export interface OrganisationSummaryRow {
  name: string;
  /** The journey step's label (project management's rule, decision 0082). */
  step: string;
  province: string | null;
  members: number;
  hectaresMapped: number;
  hectaresIncluded: number;
  assignedAdmin: string | null;
  createdAt: Date;
}

export interface FieldSummaryRow {
  organisation: string;
  farm: string;
  field: string;
  areaHectares: number;
  included: boolean;
  /** Why it does not count, in words; null when it does (spec §4 'Field inclusion'). */
  notIncludedReason: string | null;
  status: string;
  signoff: string;
}

export interface PracticeSummaryRow {
  organisation: string;
  season: string;
  field: string;
  landUse: string;
  tillage: string | null;
  residue: string | null;
  crops: readonly string[];
  coverCrops: readonly string[];
  grazingEvents: number;
  grazingHours: number;
  fertiliserInputs: number;
}

export interface SubmissionSummaryRow {
  organisation: string;
  season: string;
  status: string;
  submittedAt: Date;
  decidedAt: Date | null;
  decisionMessage: string | null;
}

export interface JobApplicationSummaryRow {
  posting: string;
  firstName: string;
  surname: string;
  email: string;
  status: string;
  appliedAt: Date;
}

export interface SummaryRows {
  organisations: OrganisationSummaryRow;
  fields: FieldSummaryRow;
  practiceData: PracticeSummaryRow;
  submissions: SubmissionSummaryRow;
  jobApplications: JobApplicationSummaryRow;
}

export const SUMMARY_COLUMNS: { readonly [K in SummaryExportKind]: readonly string[] } = {
  organisations: [
    "Organisation",
    "Journey step",
    "Province",
    "Members",
    "Hectares mapped",
    "Hectares included",
    "Assigned admin",
    "Created",
  ],
  fields: ["Organisation", "Farm", "Field", "Area (ha)", "Inclusion", "Status", "Signoff"],
  practiceData: [
    "Organisation",
    "Season",
    "Field",
    "Land use",
    "Tillage",
    "Residues",
    "Crops",
    "Cover crops",
    "Grazing events",
    "Grazing hours",
    "Fertiliser inputs",
  ],
  submissions: ["Organisation", "Season", "Status", "Submitted at", "Decided at", "Decision"],
  jobApplications: ["Job posting", "First name", "Surname", "Email", "Status", "Applied at"],
};

const hectares = (value: number) => decimalCell(value, 2);
const count = (value: number) => Math.round(value);
const text = (value: string | null | undefined) => value ?? "";
const when = (value: Date | null) => (value ? formatDateTime(value) : "");
const list = (values: readonly string[]) => values.join("; ");

const RECORDS: { readonly [K in SummaryExportKind]: (row: SummaryRows[K]) => CsvCell[] } = {
  organisations: (r) => [
    r.name,
    r.step,
    text(r.province),
    count(r.members),
    hectares(r.hectaresMapped),
    hectares(r.hectaresIncluded),
    text(r.assignedAdmin),
    when(r.createdAt),
  ],
  fields: (r) => [
    r.organisation,
    r.farm,
    r.field,
    hectares(r.areaHectares),
    r.included
      ? "Included"
      : `Not included${r.notIncludedReason ? `: ${r.notIncludedReason}` : ""}`,
    r.status,
    r.signoff,
  ],
  practiceData: (r) => [
    r.organisation,
    r.season,
    r.field,
    r.landUse,
    text(r.tillage),
    text(r.residue),
    list(r.crops),
    list(r.coverCrops),
    count(r.grazingEvents),
    hectares(r.grazingHours),
    count(r.fertiliserInputs),
  ],
  submissions: (r) => [
    r.organisation,
    r.season,
    r.status,
    when(r.submittedAt),
    when(r.decidedAt),
    text(r.decisionMessage),
  ],
  jobApplications: (r) => [r.posting, r.firstName, r.surname, r.email, r.status, when(r.appliedAt)],
};

/** One row as its CSV cells, in the order of SUMMARY_COLUMNS[kind]. */
export function summaryRecord<K extends SummaryExportKind>(kind: K, row: SummaryRows[K]): CsvRow {
  return RECORDS[kind](row);
}

// ---- Who may ask ----

/**
 * read:admin may ask for and download the programme's summaries; the job applications summary
 * holds applicants' personal details, so it also needs the hiring team's permission (spec §6
 * WRITE_APPLICATIONS, `write:application`), as /admin/jobApplications does.
 */
export function maySummarise(kind: SummaryExportKind, permissions: readonly AdminScope[]): boolean {
  if (!permissions.includes("read:admin")) return false;
  return kind === "jobApplications" ? permissions.includes("write:application") : true;
}

/** The kinds someone may ask for, in the page's order. */
export function summaryKindsFor(permissions: readonly AdminScope[]): SummaryExportKind[] {
  return SUMMARY_EXPORT_KINDS.filter((kind) => maySummarise(kind, permissions));
}

export function isSummaryKind(value: unknown): value is SummaryExportKind {
  return typeof value === "string" && (SUMMARY_EXPORT_KINDS as readonly string[]).includes(value);
}

/** stored_files.purpose of a generated file; the job applications one is hiring-only. */
export function summaryFilePurpose(kind: SummaryExportKind): string {
  return kind === "jobApplications" ? "summary-job-applications" : "summary-export";
}

const KEBAB: Record<SummaryExportKind, string> = {
  organisations: "organisations",
  fields: "fields",
  practiceData: "practice-data",
  submissions: "submissions",
  jobApplications: "job-applications",
};

/** 'organisations-summary-2026-11-25.csv' (the day in South Africa is close enough: UTC). */
export function summaryFileName(kind: SummaryExportKind, at: Date): string {
  return `${KEBAB[kind]}-summary-${at.toISOString().slice(0, 10)}.csv`;
}

// ---- States and words ----

export const SUMMARY_STATUS_LABELS: Record<SummaryExportStatus, string> = {
  queued: "Being prepared…",
  running: "Being prepared…",
  ready: "Ready",
  failed: "Failed",
};

export function isPendingStatus(status: SummaryExportStatus): boolean {
  return status === "queued" || status === "running";
}

/** How long one worker may hold an export before another may take it over. */
export const SUMMARY_LEASE_MS = 5 * 60_000;
/** After this many tries an export is given up as failed. */
export const SUMMARY_MAX_ATTEMPTS = 3;
/** Generated files are removed this long after they were made (decision 0102). */
export const SUMMARY_KEEP_DAYS = 30;
/** How many rows the generator reads at a time. */
export const SUMMARY_PAGE_SIZE = 500;

export const SUMMARY_MESSAGES = {
  kind: "Choose one of the summaries: organisations, fields, practice data, submissions or job applications.",
  notAllowed: "You do not have permission to generate this summary.",
  notFound: "Summary file not found",
  notReady: "This summary file is not ready yet. Refresh the page in a few seconds.",
  failed: "This summary could not be made. Generate it again.",
  gaveUp: `The summary could not be made after ${SUMMARY_MAX_ATTEMPTS} tries.`,
} as const;

/** The short error kept on a failed export: one line, at most 200 characters. */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split("\n")[0]!.trim() || "Unknown error";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

export const summaryKindLabel = (kind: SummaryExportKind) => SUMMARY_EXPORT_KIND_LABELS[kind];
