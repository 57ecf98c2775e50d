// The CSV export of the admin page's filtered list (issue 5 'CSV export of the current filtered
// list'). Pure: rows in, cells out. Every column an admin may need, with the labels the page
// shows; the kit's CSV writer (services/kit/csv.ts) defuses what a spreadsheet would run.
import type { CsvCell } from "~/services/kit/csv";
import { formatDateTime } from "~/services/kit/format";
import { NOTE_FIELDS } from "./admin-view";
import type { ApplicantNotes, ApplicantRecord } from "./applicant";
import {
  APPLICATION_STATUSES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  INTERVIEW_STATUSES,
  labelOf,
  RACES,
} from "./options";

export type CsvApplication = Omit<ApplicantRecord, "jobId"> & ApplicantNotes;

export const CSV_HEADER = [
  "Applied on",
  "Job",
  "Status",
  "Interview status",
  "Rejection email",
  "First name",
  "Surname",
  "Email",
  "Phone number",
  "Gender",
  "Race",
  "Highest qualification",
  "Salary expectation (gross monthly, CTC, ZAR)",
  "Employment status",
  "Notice period (weeks)",
  "LinkedIn",
  "Motivation",
  "CV",
  ...NOTE_FIELDS.map((note) => `${note.label} notes`),
  "Application id",
];

export function csvRow(a: CsvApplication, origin: string): CsvCell[] {
  return [
    formatDateTime(a.applicationDate),
    a.jobTitle,
    labelOf(APPLICATION_STATUSES, a.status),
    a.interviewStatus ? labelOf(INTERVIEW_STATUSES, a.interviewStatus) : "",
    a.status === "decline" || a.status === "toDecline"
      ? a.rejectionEmailSent
        ? "Sent"
        : "Not sent"
      : "",
    a.firstName,
    a.surname,
    a.email,
    a.phoneNumber,
    labelOf(GENDERS, a.gender),
    labelOf(RACES, a.race),
    a.highestQualification,
    a.salary,
    labelOf(EMPLOYMENT_STATUSES, a.employmentStatus),
    a.noticePeriod,
    a.linkedin ?? "",
    a.motivation ?? "",
    a.cv ? `${origin}/files/${a.cv.id}` : "",
    ...NOTE_FIELDS.map((note) => a[note.field] ?? ""),
    a.id,
  ];
}
