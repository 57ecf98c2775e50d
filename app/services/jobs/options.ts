// The job posting and application choices of spec §3 'Job posting', 'Application form fields'
// and §4 'Job application status' / 'Interview status', with the labels people see.
// Pure: used by /jobs, /admin/jobApplications and /api/v2 alike.
import {
  INTERVIEW_STATUS_VALUES,
  JOB_APPLICATION_STATUSES,
  type InterviewStatusValue,
  type JobApplicationStatus,
} from "~/shared/jobs";
import { PROVINCES } from "~/shared/provinces";

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

const labels = <V extends string>(entries: readonly (readonly [V, string])[]): Option<V>[] =>
  entries.map(([value, label]) => ({ value, label }));

export const JOB_CATEGORIES = labels([
  ["farmerFacing", "Farmer facing"],
  ["gisAgriTech", "GIS and agri-tech"],
  ["technology", "Technology"],
  ["creativeMarketing", "Creative and marketing"],
  ["projectManagement", "Project management"],
  ["samplingFieldWork", "Sampling and field work"],
  ["conservationEcology", "Conservation and ecology"],
  ["administrative", "Administrative"],
  ["financial", "Financial"],
] as const);
export type JobCategory = (typeof JOB_CATEGORIES)[number]["value"];

// spec §3: 'a base list of shared locations plus pretoria, johannesburg, capeTown, remoteZa,
// remote'. The base list is not shown; Veld's is the nine provinces (docs/decisions/0040).
export const JOB_LOCATIONS = [
  ...PROVINCES,
  ...labels([
    ["pretoria", "Pretoria"],
    ["johannesburg", "Johannesburg"],
    ["capeTown", "Cape Town"],
    ["remoteZa", "Remote (South Africa)"],
    ["remote", "Remote"],
  ] as const),
];
export type JobLocation = (typeof JOB_LOCATIONS)[number]["value"];

export const EMPLOYMENT_TYPES = labels([
  ["fullTime", "Full time"],
  ["partTime", "Part time"],
  ["adHocContracting", "Ad hoc contracting"],
] as const);
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]["value"];

export const GENDERS = labels([
  ["female", "Female"],
  ["male", "Male"],
  ["other", "Other"],
] as const);

export const RACES = labels([
  ["african", "African"],
  ["coloured", "Coloured"],
  ["asian", "Asian"],
  ["white", "White"],
  ["other", "Other"],
] as const);

export const EMPLOYMENT_STATUSES = labels([
  ["fullTime", "Full time"],
  ["partTime", "Part time"],
  ["temporary", "Temporary"],
  ["unemployed", "Unemployed"],
  ["studies", "Studies"],
  ["other", "I'd rather not say"],
] as const);
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number]["value"];

/** spec §3: noticePeriod is shown only when employmentStatus is set and is not one of these. */
export const NO_NOTICE_PERIOD: readonly EmploymentStatus[] = ["unemployed", "studies", "other"];

export function asksNoticePeriod(employmentStatus: string | null | undefined): boolean {
  return !!employmentStatus && !(NO_NOTICE_PERIOD as readonly string[]).includes(employmentStatus);
}

// spec §4 'Job application status'. Labels not given by the spec are capitalised values. The
// values and their order are app/shared/jobs.ts's, which the database enum uses too.
export type ApplicationStatus = JobApplicationStatus;
const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending response",
  shortlisted: "Shortlisted",
  interview: "To interview",
  toDecline: "To decline",
  decline: "Declined",
  future: "For future consideration",
};
export const APPLICATION_STATUSES = labels(
  JOB_APPLICATION_STATUSES.map((value) => [value, APPLICATION_STATUS_LABELS[value]] as const),
);

/** spec §4: the respond dialog offers these, pre-filled with the current value. */
export const RESPOND_CHOICES: readonly ApplicationStatus[] = [
  "shortlisted",
  "interview",
  "toDecline",
  "decline",
  "future",
];

export type InterviewStatus = InterviewStatusValue;
const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  failInterview1: "Failed interview 1",
  passInterview1: "Passed interview 1",
  failInterview2: "Failed interview 2",
  passInterview2: "Passed interview 2",
  failInterview3: "Failed interview 3",
  passInterview3: "Passed interview 3",
  jobOfferMade: "Job offer made",
  jobOfferAccepted: "Job offer accepted",
  jobOfferDeclined: "Job offer declined",
  noJobOfferMade: "No job offer made",
};
export const INTERVIEW_STATUSES = labels(
  INTERVIEW_STATUS_VALUES.map((value) => [value, INTERVIEW_STATUS_LABELS[value]] as const),
);

export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  if (value == null || value === "") return "–";
  return options.find((o) => o.value === value)?.label ?? value;
}

export const valuesOf = <V extends string>(options: readonly Option<V>[]) =>
  options.map((o) => o.value) as [V, ...V[]];
