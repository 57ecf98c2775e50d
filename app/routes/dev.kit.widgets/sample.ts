// What the widgets catalogue's page and its loader share: the sample records' shapes and
// labels. (The data itself and the visitor's cookie are in data.server.ts.)

/** spec §4 'Job application status' with its labels. */
export const APPLICATION_STATUSES = {
  pending: "Pending response",
  shortlisted: "Shortlisted",
  interview: "To interview",
  toDecline: "To decline",
  decline: "Declined",
  future: "For future consideration",
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;

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

/** spec §9: the nine South African provinces. */
export const PROVINCES = {
  EC: "Eastern Cape",
  FS: "Free State",
  GT: "Gauteng",
  NL: "KwaZulu-Natal",
  LP: "Limpopo",
  MP: "Mpumalanga",
  NC: "Northern Cape",
  NW: "North West",
  WC: "Western Cape",
} as const;
export type Province = keyof typeof PROVINCES;

export interface Farm {
  name: string;
  province: Province;
  hectares: number;
  /** Years since 2000 (spec §9 season label). */
  firstSeason: number;
}

/** The search param naming the applicant whose dialog is open. */
export const APPLICANT_PARAM = "applicant";
