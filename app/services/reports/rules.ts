// Report files the programme publishes to an organisation: reports, summary files and NDVI images
// (issue 16; decision 0083; spec §3 'Organisation: … report files', §7 'Report GET', admin 'GET
// downloads of reports, summary files and ndvi'). Pure: the pages, the API and the service read
// the same rules. No I/O, no framework imports.
import { formatFileSize } from "~/services/evidence/rules";
import { seasonLabel } from "~/services/kit/format";
import { REPORT_KIND_LABELS, REPORT_KINDS, type ReportKind } from "~/shared/review";
import { SINGLE_LINE_TEXT } from "~/services/kit/forms/messages";
import { isSingleLineText } from "~/shared/text";

export { formatFileSize, REPORT_KIND_LABELS, REPORT_KINDS, type ReportKind };

/**
 * What each kind accepts, judged by the bytes (app/services/files/file-types.ts): reports and
 * summaries are documents and spreadsheets; NDVI images are PNG or JPEG (TIFF is not among the
 * kit's recognised types, spec §5, so a GeoTIFF is exported as PNG or sent inside a PDF report).
 */
export const REPORT_ACCEPT: Record<ReportKind, readonly string[]> = {
  report: [".pdf", ".xls", ".xlsx", ".csv", ".doc", ".docx"],
  summary: [".pdf", ".xls", ".xlsx", ".csv", ".doc", ".docx"],
  ndvi: [".png", ".jpg"],
};

/** What the form's file field takes (any kind's type); the service then checks the kind's own. */
export const REPORT_FORM_ACCEPT: readonly string[] = [
  ...new Set(REPORT_KINDS.flatMap((kind) => REPORT_ACCEPT[kind])),
];

/** Reports can be large (NDVI images, whole-season PDFs). */
export const REPORT_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const REPORT_TITLE_MAX = 200;
export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 500;
/** Seasons offered for a report: this many before the current one, and the next. */
export const REPORT_SEASONS_BACK = 10;

/** Where a member sees the organisation's reports (the e-mail links there). */
export const MEMBER_REPORTS_PATH = "/profile/company";
export const MEMBER_REPORTS_ANCHOR = "reports";
export const ADMIN_REPORTS_PATH = "/admin/journey/reports";
export const SUMMARY_FILES_PATH = "/admin/summaryFiles";

/** The kinds /admin/summaryFiles lists (its name: summary files and NDVI images). */
export const SUMMARY_PAGE_KINDS: readonly ReportKind[] = ["summary", "ndvi"];

export const REPORT_MESSAGES = {
  notFound: "Report not found.",
  organisation: "Choose an organisation.",
  organisationNotFound: "Organisation not found",
  kind: "Choose what kind of file this is.",
  title: "Give the file a title.",
  titleTooLong: `The title can be at most ${REPORT_TITLE_MAX} characters.`,
  season: "Choose one of the seasons offered, or none.",
  file: "Choose the file to upload.",
  reason: `Give a reason of ${REPORT_REASON_MIN} to ${REPORT_REASON_MAX} characters.`,
  emailSubject: "A new report is ready",
} as const;

export function isReportKind(value: unknown): value is ReportKind {
  return typeof value === "string" && (REPORT_KINDS as readonly string[]).includes(value);
}

/** The seasons a report may be for, newest first: next season back to REPORT_SEASONS_BACK. */
export function reportSeasons(current: number): number[] {
  const seasons: number[] = [];
  for (let s = current + 1; s >= current - REPORT_SEASONS_BACK; s -= 1) seasons.push(s);
  return seasons;
}

export function reportSeasonLabel(season: number | null) {
  return season === null ? "All seasons" : seasonLabel(season);
}

export interface RawReportInput {
  kind?: unknown;
  title?: unknown;
  season?: unknown;
}

export interface ReportInput {
  kind: ReportKind;
  title: string;
  season: number | null;
}

export type CheckedReportInput =
  { ok: true; input: ReportInput } | { ok: false; errors: Record<string, string> };

/**
 * The values of an upload, checked again by the service whatever sent them (the page's form and
 * the API): a kind, a title of 1 to 200 characters, and no season or one of `seasons`.
 */
export function validateReportInput(
  raw: RawReportInput,
  seasons: readonly number[],
): CheckedReportInput {
  const errors: Record<string, string> = {};
  if (!isReportKind(raw.kind)) errors.kind = REPORT_MESSAGES.kind;
  const title = typeof raw.title === "string" ? raw.title.trim() : "";
  if (!title) errors.title = REPORT_MESSAGES.title;
  else if (title.length > REPORT_TITLE_MAX) errors.title = REPORT_MESSAGES.titleTooLong;
  else if (!isSingleLineText(title)) errors.title = SINGLE_LINE_TEXT;
  let season: number | null = null;
  if (raw.season !== undefined && raw.season !== null && raw.season !== "") {
    // Only a number or its text is a season: an object (a JSON body) is not read as one.
    const text =
      typeof raw.season === "number" || typeof raw.season === "string"
        ? String(raw.season).trim()
        : "";
    const number = /^-?\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!seasons.includes(number)) errors.season = REPORT_MESSAGES.season;
    else season = number;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { kind: raw.kind as ReportKind, title, season } };
}

/** A removal's reason, trimmed, or null when it is too short or too long. */
export function checkReason(raw: unknown): string | null {
  const reason = typeof raw === "string" ? raw.trim() : "";
  return reason.length >= REPORT_REASON_MIN && reason.length <= REPORT_REASON_MAX ? reason : null;
}

/** The e-mail that tells an organisation's members a new file is ready (the outbox sends it). */
export function newReportEmail(input: {
  recipientName: string | null;
  organisationName: string;
  kind: ReportKind;
  title: string;
  season: number | null;
  link: string;
}) {
  const what = REPORT_KIND_LABELS[input.kind].toLowerCase();
  return {
    subject: REPORT_MESSAGES.emailSubject,
    text: [
      `Dear ${input.recipientName ?? "farmer"},`,
      "",
      `A new ${what} for ${input.organisationName} is ready: ${input.title}` +
        (input.season === null ? "." : ` (${seasonLabel(input.season)}).`),
      "",
      `See and download it on your organisation's page: ${input.link}`,
      "",
      "The Veld team",
    ].join("\n"),
  };
}

/** The file's download address: the one file route, with its access rule. */
export const downloadPath = (fileId: string) => `/files/${fileId}`;
