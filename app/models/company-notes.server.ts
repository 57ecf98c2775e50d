// Company notes (spec §3 'Other records: company notes'; §7 'GET, PUT company notes'; decision
// 0081): each save is a new row of company_notes, so the newest row is the notes and the rows
// before it are the history. Admins only: no farmer-facing model reads these. Every query is
// scoped by the organisation; an id that is not a UUID names nothing.
import { asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { auditLog, companyNotes, organisations, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export interface CompanyNoteRow {
  id: string;
  body: string;
  createdAt: Date;
  createdBy: string | null;
  authorEmail: string | null;
  authorName: string | null;
  authorSurname: string | null;
  /** The audit log's label of whoever saved it (an admin without a Veld profile has only this). */
  auditLabel: string | null;
}

const noteColumns = {
  id: companyNotes.id,
  body: companyNotes.body,
  createdAt: companyNotes.createdAt,
  createdBy: companyNotes.createdBy,
  authorEmail: users.email,
  authorName: users.name,
  authorSurname: users.surname,
  // The save's audit entry (action company.notes.save, changes.noteId): found by the
  // organisation's entity index, then the note's id.
  auditLabel: sql<
    string | null
  >`(select ${auditLog.actorLabel} from ${auditLog} where ${auditLog.entityType} = 'organisation' and ${auditLog.entityId} = ${companyNotes.organisationId}::text and ${auditLog.action} = 'company.notes.save' and ${auditLog.changes}->>'noteId' = ${companyNotes.id}::text limit 1)`,
};

/**
 * Every version of the organisation's notes, newest first (the first is the notes). Two saves
 * in one instant (never from the page: each save is its own transaction) fall back to the id.
 */
export async function listCompanyNotes(
  organisationId: string,
  executor: Executor = db(),
): Promise<CompanyNoteRow[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select(noteColumns)
    .from(companyNotes)
    .leftJoin(users, eq(users.id, companyNotes.createdBy))
    .where(eq(companyNotes.organisationId, organisationId))
    .orderBy(desc(companyNotes.createdAt), desc(companyNotes.id));
}

/** The newest version (the notes), or null when none was ever saved. */
export async function findCurrentCompanyNote(
  organisationId: string,
  executor: Executor = db(),
): Promise<CompanyNoteRow | null> {
  if (!isUuid(organisationId)) return null;
  const [row] = await executor
    .select(noteColumns)
    .from(companyNotes)
    .leftJoin(users, eq(users.id, companyNotes.createdBy))
    .where(eq(companyNotes.organisationId, organisationId))
    .orderBy(desc(companyNotes.createdAt), desc(companyNotes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the organisation's row until the transaction ends, so two saves of its notes run one
 * after the other and the second sees the first (the lost-update check). False: no such
 * organisation.
 */
export async function lockOrganisationForNotes(
  organisationId: string,
  executor: Executor,
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const rows = await executor
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for("update");
  return rows.length > 0;
}

/** A new version of the notes; returns its id and time. */
export async function insertCompanyNote(
  values: { organisationId: string; body: string; createdBy: string | null },
  executor: Executor = db(),
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await executor
    .insert(companyNotes)
    .values(values)
    .returning({ id: companyNotes.id, createdAt: companyNotes.createdAt });
  return row!;
}

/** Every organisation by name, for the page's choice of organisation. */
export async function listOrganisationsByName(
  executor: Executor = db(),
): Promise<{ id: string; name: string }[]> {
  return executor
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/**
 * Company notes (each save a row) with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingCompanyNotes(
  organisationId: string,
  rows: readonly (Omit<typeof companyNotes.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(companyNotes)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: companyNotes.id });
  return written.map((row) => row.id);
}
