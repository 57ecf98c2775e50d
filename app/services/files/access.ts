// Who may download (or remove) a stored file. Pure, so the rule is tested as a table.
// Nobody else learns that the file exists: the route answers 404, never 403
// (conventions.md 'Organisation scoping').

export interface FileAccessSubject {
  /** The Veld profile id; null for someone signed in who has not signed up yet. */
  userId: string | null;
  /** spec §6: READ_ADMIN (viewer.flags.isAdmin). */
  isAdmin: boolean;
  /** The organisations the person is a member of (memberships). */
  organisationIds: readonly string[];
}

export interface FileOwnership {
  uploadedBy: string | null;
  organisationId: string | null;
}

export function canAccessFile(subject: FileAccessSubject, file: FileOwnership): boolean {
  if (subject.isAdmin) return true;
  if (subject.userId !== null && file.uploadedBy === subject.userId) return true;
  return file.organisationId !== null && subject.organisationIds.includes(file.organisationId);
}
