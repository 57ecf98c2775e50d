// What the admin job applications page's loader hands its components (serialisable views of
// app/models/job-*.server.ts rows; components never import server modules).
import type { PageInfo } from "~/services/kit/table";
import type { JobPostingStatus } from "~/shared/jobs";
import type { ApplicationQuery, JobTab } from "~/services/jobs/admin-view";
import type { ApplicantRecord } from "~/services/jobs/applicant";
import type { PostingFacts } from "~/services/jobs/posting-fields";

export interface PostingView extends PostingFacts {
  id: string;
  closingDate: Date | null;
  status: JobPostingStatus;
  country: string | null;
  internalName: string | null;
  numPositions: number | null;
  qualifications: string | null;
  keySkills: string | null;
  leaflet: { id: string; name: string } | null;
  counts: { total: number; pending: number; future: number; awaitingInterview: number };
}

export interface ApplicationRowView {
  id: string;
  jobTitle: string;
  applicationDate: Date;
  status: string;
  interviewStatus: string | null;
  firstName: string;
  surname: string;
  email: string;
  phoneNumber: string;
  rejectionEmailSent: boolean;
  notesCount: number;
}

export interface ApplicationDetailView extends ApplicantRecord {
  notes: Record<string, string | null>;
  history: { at: Date; who: string; field: string; from: unknown; to: unknown }[];
}

export interface ListingsData {
  tab: "listings";
  postings: PostingView[] | null;
  loadError: string | null;
  /** The posting whose details are open (?posting=…). */
  openPostingId: string | null;
  now: Date;
}

export interface ApplicationsData {
  tab: Exclude<JobTab, "listings">;
  query: ApplicationQuery;
  rows: ApplicationRowView[];
  info: PageInfo;
  postingOptions: { id: string; title: string }[];
  loadError: string | null;
  application: ApplicationDetailView | null;
}
