// The report pages' forms (issue 16; decision 0083): 'Upload a file' (organisation, kind, title,
// optional season, the file) on /admin/journey/reports and /admin/summaryFiles alike, and
// 'Remove' (a reason). Each page makes its validators from these lists (its route folder's
// forms.ts) for its action (validateForm) and its forms (FormBuilder), so the browser and the
// server check the same rules; the service checks them again (rules.ts validateReportInput, the
// bytes by file-types.ts). No React, no I/O, no forms library.
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import {
  REPORT_FORM_ACCEPT,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_REASON_MAX,
  REPORT_TITLE_MAX,
  reportSeasonLabel,
  type ReportKind,
} from "./rules";

/** The removal dialog (?dialog=remove-report&report=<id>). */
export const REMOVE_REPORT_DIALOG = "remove-report";
export const REPORT_PARAM = "report";

export const KIND_OPTIONS: ChoiceOption[] = REPORT_KINDS.map((value) => ({
  value,
  label: REPORT_KIND_LABELS[value],
}));

export interface ReportFormOptions {
  organisations: readonly ChoiceOption[];
  seasons: readonly number[];
  /** The kinds the page offers (the summary files page: summary files and NDVI images). */
  kinds?: readonly ReportKind[];
}

/** Shown beside the file field: a refused post cannot give the chosen file back. */
export const REPORT_FILE_HINT =
  "Reports and summary files: PDF, Word (.doc, .docx) or spreadsheets (.xls, .xlsx, .csv). NDVI images: PNG or JPEG. At most 25 MB. If the form comes back with an error, choose the file again: a browser cannot keep it.";

export function reportUploadFields(options: ReportFormOptions) {
  const kinds = options.kinds ?? REPORT_KINDS;
  return [
    {
      type: "dropdown",
      name: "companyId",
      label: "Organisation",
      options: options.organisations,
    },
    {
      type: "dropdown",
      name: "kind",
      label: "Kind",
      options: KIND_OPTIONS.filter((o) => kinds.includes(o.value as ReportKind)),
    },
    { type: "text", name: "title", label: "Title", maxLength: REPORT_TITLE_MAX },
    {
      type: "dropdown",
      name: "season",
      label: "Season",
      optional: true,
      options: options.seasons.map((s) => ({ value: String(s), label: reportSeasonLabel(s) })),
      hint: "Leave empty for a file about no season in particular.",
    },
    {
      type: "file",
      name: "file",
      label: "File",
      maxFiles: 1,
      accept: REPORT_FORM_ACCEPT,
    },
  ] as const satisfies readonly FieldSpec[];
}

export type ReportUploadValues = ValuesOf<ReturnType<typeof reportUploadFields>>;

export const REMOVE_REPORT_FIELDS = [
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    maxLength: REPORT_REASON_MAX,
    rows: 3,
    hint: "5 to 500 characters, kept in the audit log. The file stays stored; its members no longer see it.",
  },
] as const satisfies readonly FieldSpec[];
export type RemoveReportValues = ValuesOf<typeof REMOVE_REPORT_FIELDS>;
