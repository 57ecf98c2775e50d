// What the widgets catalogue's page and its loader share: the sample records' shapes and
// labels. (The data itself and the visitor's cookie are in data.server.ts.)
import {
  APPLICATION_STATUSES as STATUS_OPTIONS,
  type ApplicationStatus,
} from "~/services/jobs/options";

/** spec §4 'Job application status' with its labels: the jobs board's own list. */
export const APPLICATION_STATUSES = Object.fromEntries(
  STATUS_OPTIONS.map((option) => [option.value, option.label]),
) as Record<ApplicationStatus, string>;
export type { ApplicationStatus };

export interface Applicant {
  id: string;
  name: string;
  job: string;
  /** ISO date-time. */
  appliedOn: string;
  status: ApplicationStatus;
  /** Rand per month. */
  expectedSalary: number;
  /** Years, to one decimal. */
  experience: number;
}

export const SORTABLE_COLUMNS = [
  "name",
  "job",
  "appliedOn",
  "status",
  "expectedSalary",
  "experience",
] as const;

export type { ProvinceCode as Province } from "~/shared/provinces";
import type { ProvinceCode } from "~/shared/provinces";

export interface Farm {
  name: string;
  province: ProvinceCode;
  hectares: number;
  /** Years since 2000 (spec §9 season label). */
  firstSeason: number;
}

/** The search param naming the applicant whose dialog is open. */
export const APPLICANT_PARAM = "applicant";
