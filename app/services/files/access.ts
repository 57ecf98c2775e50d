// Who may download (or remove) a stored file. Pure, so the rule is tested as a table.
// Nobody else learns that the file exists: the route answers 404, never 403, so ids cannot be
// probed.

export interface FileAccessSubject {
  /** The Veld profile id; null for someone signed in who has not signed up yet. */
  userId: string | null;
  /** spec §6: READ_ADMIN (viewer.flags.isAdmin). */
  isAdmin: boolean;
  /** The organisations the person is a member of (memberships). */
  organisationIds: readonly string[];
  /** spec §6: WRITE_APPLICATIONS (viewer.flags.writeApplications): the hiring team. */
  writeApplications?: boolean;
}

export interface FileOwnership {
  uploadedBy: string | null;
  organisationId: string | null;
  /** What the file is for (stored_files.purpose), e.g. 'job-cv'. */
  purpose?: string;
}

/**
 * Files only the hiring team may have: an applicant's CV is special personal information
 * (POPIA), so read:admin alone is not enough.
 */
export const HIRING_ONLY_PURPOSES: readonly string[] = [
  "job-cv",
  // The generated job applications summary (decision 0102): applicants' names and e-mails.
  "summary-job-applications",
];

export function canAccessFile(subject: FileAccessSubject, file: FileOwnership): boolean {
  if (file.purpose !== undefined && HIRING_ONLY_PURPOSES.includes(file.purpose)) {
    return subject.writeApplications === true;
  }
  if (subject.isAdmin) return true;
  if (subject.userId !== null && file.uploadedBy === subject.userId) return true;
  return file.organisationId !== null && subject.organisationIds.includes(file.organisationId);
}
