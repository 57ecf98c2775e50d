// The job applicant record's fields (spec §3 'Job application / applicant record', 'Application
// form fields'), typed once. Pure: the model that stores an application, the API and CSV views and
// the admin page's components derive their shapes from these.
import type { NoteField } from "./admin-view";

/** What an applicant types into the public application form (the CV aside). */
export interface ApplicationFormFields {
  firstName: string;
  surname: string;
  email: string;
  phoneNumber: string;
  gender: string;
  race: string;
  highestQualification: string;
  salary: string;
  employmentStatus: string;
  noticePeriod: number | null;
  linkedin: string | null;
  motivation: string | null;
}

/** An application as admins see it: the form's fields, its posting, its CV and its review state. */
export interface ApplicantRecord extends ApplicationFormFields {
  id: string;
  jobId: string;
  jobTitle: string;
  applicationDate: Date;
  status: string;
  interviewStatus: string | null;
  rejectionEmailSent: boolean;
  cv: { id: string; name: string } | null;
}

/** The six note fields of an application (admin-view NOTE_FIELDS), one column each. */
export type ApplicantNotes = Record<NoteField, string | null>;
