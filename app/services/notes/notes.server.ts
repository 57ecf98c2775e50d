// Company notes (spec §3 'Other records: company notes'; §7 'GET, PUT company notes'; decision
// 0081): read the notes with their history, and save a new version, refused when someone saved
// after the editor opened the notes (the lost update). Admins only: the routes check read:admin
// and write:admin; nothing here is reachable from a farmer's pages.
import {
  findCurrentCompanyNote,
  insertCompanyNote,
  listCompanyNotes,
  listOrganisationsByName,
  lockOrganisationForNotes,
  type CompanyNoteRow,
} from "~/models/company-notes.server";
import { findOrganisation } from "~/models/organisations.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { Refusal } from "~/services/kit/refusal";
import { isUuid } from "~/shared/ids";
import { authorLabel, decideNotesSave } from "./rules";
import type { NotesInput } from "./forms";
import type { Actor } from "~/services/kit/actor";

export const NOTES_PATH = "/admin/journey/notes";
export const notesPagePath = (companyId: string) =>
  `${NOTES_PATH}?companyId=${encodeURIComponent(companyId)}`;

export interface NoteVersion {
  id: string;
  notes: string;
  savedAt: Date;
  savedBy: { userId: string | null; label: string };
}

export interface CompanyNotesView {
  organisation: { id: string; name: string };
  /** The notes: the newest version; null when none was ever saved. */
  current: NoteVersion | null;
  /** Every earlier version, newest first. */
  history: NoteVersion[];
}

function versionOf(row: CompanyNoteRow): NoteVersion {
  return {
    id: row.id,
    notes: row.body,
    savedAt: row.createdAt,
    savedBy: {
      userId: row.createdBy,
      label: authorLabel({
        name: row.authorName,
        surname: row.authorSurname,
        email: row.authorEmail ?? row.auditLabel,
      }),
    },
  };
}

/** The organisation's notes and their history; null for an unknown id or one not a UUID. */
export async function readCompanyNotes(organisationId: string): Promise<CompanyNotesView | null> {
  const organisation = isUuid(organisationId) ? await findOrganisation(organisationId) : null;
  if (!organisation) return null;
  const [current, ...history] = (await listCompanyNotes(organisation.id)).map(versionOf);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    current: current ?? null,
    history,
  };
}

/**
 * The page: the organisations to choose from and, once one is chosen (its companyId), its notes;
 * an unknown organisation is a 404 Refusal.
 */
export async function loadNotesPage(companyId: string | undefined) {
  const organisations = await listOrganisationsByName();
  if (!companyId) return { organisations, companyId: null, view: null };
  const view = await readCompanyNotes(companyId);
  if (!view) throw new Refusal(404, "Organisation not found");
  return { organisations, companyId: view.organisation.id, view };
}

export type SaveNotesOutcome =
  | { kind: "saved"; version: NoteVersion }
  | { kind: "unchanged"; version: NoteVersion | null }
  | { kind: "stale"; current: NoteVersion | null }
  | { kind: "notFound" };

/**
 * Saves the notes as a new version, audited in the same transaction. The organisation's row is
 * locked first, so of two saves based on the same version the second is refused as stale.
 */
export async function saveCompanyNotes(
  actor: Actor,
  organisationId: string,
  input: NotesInput,
): Promise<SaveNotesOutcome> {
  if (!isUuid(organisationId)) return { kind: "notFound" };
  return transaction(async (tx): Promise<SaveNotesOutcome> => {
    if (!(await lockOrganisationForNotes(organisationId, tx))) return { kind: "notFound" };
    const row = await findCurrentCompanyNote(organisationId, tx);
    const current = row ? versionOf(row) : null;
    const decision = decideNotesSave(
      current && { id: current.id, body: current.notes },
      input.basedOn,
      input.notes,
    );
    if (decision.kind === "stale") return { kind: "stale", current };
    if (decision.kind === "unchanged") return { kind: "unchanged", version: current };
    const saved = await insertCompanyNote(
      { organisationId, body: input.notes, createdBy: actor.userId },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.notes.save",
        entityType: "organisation",
        entityId: organisationId,
        // The text itself is in company_notes, kept for good; the log says which version.
        changes: {
          noteId: saved.id,
          previousNoteId: current?.id ?? null,
          characters: [...input.notes].length,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return {
      kind: "saved",
      version: {
        id: saved.id,
        notes: input.notes,
        savedAt: saved.createdAt,
        savedBy: { userId: actor.userId, label: actor.label },
      },
    };
  });
}
