// The status lists of the jobs board, once for the database enums (app/db/schema.ts) and the
// services and pages that offer or check them. Labels stay with the pages (services/jobs/options).

// spec §3 'Job posting': 'status: disabled is one value'; a posting is otherwise active (§4).
export const JOB_POSTING_STATUSES = ["active", "disabled"] as const;
export type JobPostingStatus = (typeof JOB_POSTING_STATUSES)[number];

// spec §4 'Job application status': 'Values: pending, shortlisted, interview, toDecline, decline,
// future'.
export const JOB_APPLICATION_STATUSES = [
  "pending",
  "shortlisted",
  "interview",
  "toDecline",
  "decline",
  "future",
] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

// spec §4 'Interview status': 'failInterview1, passInterview1, failInterview2, passInterview2,
// failInterview3, passInterview3, jobOfferMade, jobOfferAccepted, jobOfferDeclined,
// noJobOfferMade. Any may be set.'
export const INTERVIEW_STATUS_VALUES = [
  "failInterview1",
  "passInterview1",
  "failInterview2",
  "passInterview2",
  "failInterview3",
  "passInterview3",
  "jobOfferMade",
  "jobOfferAccepted",
  "jobOfferDeclined",
  "noJobOfferMade",
] as const;
export type InterviewStatusValue = (typeof INTERVIEW_STATUS_VALUES)[number];
