// The JSON of GET and PUT /api/v2/admin/company/{id}/notes (spec §7 'GET, PUT company notes';
// decision 0081). Pure: the handlers in api.server.ts answer with these.

export interface NoteVersionJsonInput {
  id: string;
  notes: string;
  savedAt: Date;
  savedBy: { userId: string | null; label: string };
}

/** One version of the notes: its id is what a later PUT names as basedOn. */
export function noteVersionJson(version: NoteVersionJsonInput) {
  return {
    id: version.id,
    notes: version.notes,
    savedAt: version.savedAt.toISOString(),
    savedBy: version.savedBy,
  };
}

/** The notes of an organisation: the current text, its version and the earlier ones. */
export function companyNotesJson(view: {
  organisation: { id: string; name: string };
  current: NoteVersionJsonInput | null;
  history: NoteVersionJsonInput[];
}) {
  return {
    companyId: view.organisation.id,
    companyName: view.organisation.name,
    notes: view.current?.notes ?? "",
    current: view.current ? noteVersionJson(view.current) : null,
    history: view.history.map(noteVersionJson),
  };
}
