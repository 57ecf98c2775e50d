// The vocabulary of submissions, their review, the programme's requests to a farmer, company
// notes and report files (issue 16; decision 0080; spec §3 'Organisation': submissions, notes,
// report files; §4 'Task or request types', 'Other progress values', 'Rejected status'). Shared by
// the table definitions, the rules, the pages and the API. Imports nothing.

/**
 * A season's submission (spec §7 'Submission: GET, POST, DELETE'):
 * - SUBMITTED: waiting for the programme (new, or an item was resubmitted);
 * - CHANGES_REQUESTED: the reviewer asked for changes to one or more items;
 * - ACCEPTED: the season is accepted (items may still be REJECTED: they do not count);
 * - REJECTED: the whole season is rejected (spec §4 'Rejected status');
 * - WITHDRAWN: the farmer took it back before the review began.
 */
export const SUBMISSION_STATUSES = [
  "SUBMITTED",
  "CHANGES_REQUESTED",
  "ACCEPTED",
  "REJECTED",
  "WITHDRAWN",
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  SUBMITTED: "Waiting for review",
  CHANGES_REQUESTED: "Changes requested",
  ACCEPTED: "Accepted",
  REJECTED: "Rejected",
  WITHDRAWN: "Withdrawn",
};

/** What a submission is made of: the plan, the practice data, and each evidence item. */
export const SUBMISSION_ITEM_KINDS = ["PLAN", "PRACTICE_DATA", "EVIDENCE"] as const;
export type SubmissionItemKind = (typeof SUBMISSION_ITEM_KINDS)[number];

/** One item's review status: accepted / needs changes (with the reason) / REJECTED. */
export const REVIEW_STATUSES = ["PENDING", "ACCEPTED", "CHANGES_REQUESTED", "REJECTED"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  PENDING: "Waiting for review",
  ACCEPTED: "Accepted",
  CHANGES_REQUESTED: "Needs changes",
  REJECTED: "Rejected",
};

/** spec §4 'Task or request types'. */
export const TASK_TYPES = ["FARM", "PRACTICE_DATA", "ADMIN_REQUESTED"] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  FARM: "Farm and evidence",
  PRACTICE_DATA: "Plan and practice data",
  ADMIN_REQUESTED: "Requested by the programme",
};

/** spec §4 'Other progress values': a task is IN_PROGRESS until it is COMPLETE. */
export const TASK_STATUSES = ["IN_PROGRESS", "COMPLETE"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Report files an admin keeps for an organisation (spec §7 'downloads of reports, summary files and ndvi'). */
export const REPORT_KINDS = ["report", "summary", "ndvi"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  report: "Report",
  summary: "Summary file",
  ndvi: "NDVI image",
};

/** spec §8 'File download failure'. */
export const FILE_DOWNLOAD_FAILURE = "There was a problem downloading the file";
/** spec §8 'Notes save failure'. */
export const NOTES_SAVE_FAILURE = "There was a problem saving the notes";
/** spec 'Success messages'. */
export const NOTES_SAVED = "Notes saved successfully";
