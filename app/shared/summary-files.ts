// The vocabulary of generated summary files (issue 18; decision 0102). Shared by the schema (its
// enum), the background generator and /admin/summaryFiles.

/** What a summary covers: one CSV each. */
export const SUMMARY_EXPORT_KINDS = [
  "organisations",
  "fields",
  "practiceData",
  "submissions",
  "jobApplications",
] as const;
export type SummaryExportKind = (typeof SUMMARY_EXPORT_KINDS)[number];

export const SUMMARY_EXPORT_KIND_LABELS: Record<SummaryExportKind, string> = {
  organisations: "Organisations",
  fields: "Fields",
  practiceData: "Practice data",
  submissions: "Submissions",
  jobApplications: "Job applications",
};

/** queued → running → ready, or failed (with the error; it can be asked for again). */
export const SUMMARY_EXPORT_STATUSES = ["queued", "running", "ready", "failed"] as const;
export type SummaryExportStatus = (typeof SUMMARY_EXPORT_STATUSES)[number];
