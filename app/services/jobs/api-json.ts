// How job postings and applicants look in /api/v2 answers (spec §7 'Job applications helpers').
// Pure. Dates as ISO 8601 strings; files as the paths they are served from: a leaflet under
// /pdf/ (spec §3 'displayed from a pdf/ path'), a CV at /files/<id> (admins only).
import type { z } from "zod";
import type { JobPostingStatus } from "~/shared/jobs";
import { isExpired } from "./admin-view";
import type { applicantJsonSchema, postingJsonSchema } from "./api";
import type { ApplicantNotes, ApplicantRecord } from "./applicant";
import type { PostingFacts } from "./posting-fields";

interface PostingLike extends PostingFacts {
  id: string;
  closingDate: Date | null;
  leafletFileId: string | null;
  status: JobPostingStatus;
  country: string | null;
  internalName: string | null;
  numPositions: number | null;
  qualifications: string | null;
  keySkills: string | null;
  createdAt?: Date;
  updatedAt?: Date;
}

export const leafletPath = (fileId: string) => `/pdf/${fileId}.pdf`;
export const cvPath = (fileId: string) => `/files/${fileId}`;

export function postingJson(
  posting: PostingLike,
  now = new Date(),
): z.infer<typeof postingJsonSchema> {
  return {
    id: posting.id,
    title: posting.title,
    description: posting.description,
    category: posting.category,
    location: posting.location,
    salary: posting.salary,
    employmentType: posting.employmentType,
    closingDate: posting.closingDate ? posting.closingDate.toISOString() : null,
    leaflet: posting.leafletFileId ? leafletPath(posting.leafletFileId) : null,
    status: posting.status,
    expired: isExpired(posting.closingDate, now),
    country: posting.country,
    internalName: posting.internalName,
    numPositions: posting.numPositions,
    qualifications: posting.qualifications,
    keySkills: posting.keySkills,
  };
}

type ApplicantLike = ApplicantRecord & ApplicantNotes;

/** spec §3 'Job application / applicant record' as JSON. */
export function applicantJson(a: ApplicantLike): z.infer<typeof applicantJsonSchema> {
  return {
    id: a.id,
    job: a.jobId,
    jobTitle: a.jobTitle,
    applicationDate: a.applicationDate.toISOString(),
    status: a.status,
    interviewStatus: a.interviewStatus,
    rejectionEmailSent: a.rejectionEmailSent,
    cv: a.cv ? cvPath(a.cv.id) : null,
    cvName: a.cv?.name ?? null,
    linkedin: a.linkedin,
    generalNotes: a.generalNotes,
    interviewPreparationNotes: a.interviewPreparationNotes,
    interview1Notes: a.interview1Notes,
    interview2Notes: a.interview2Notes,
    interview3Notes: a.interview3Notes,
    interviewerNotes: a.interviewerNotes,
    firstName: a.firstName,
    surname: a.surname,
    email: a.email,
    phoneNumber: a.phoneNumber,
    gender: a.gender,
    race: a.race,
    highestQualification: a.highestQualification,
    salary: a.salary,
    employmentStatus: a.employmentStatus,
    noticePeriod: a.noticePeriod,
    motivation: a.motivation,
  };
}
