// The JSON of GET and PUT /api/v2/admin/company/{id}/notes (spec §7 'GET, PUT company notes';
// decision 0081). Pure: the /api/v2 route answers with these. The answers are zod
// schemas too: the OpenAPI document shows them (decision 0111) and the functions' return types
// are inferred from them, so tsc holds what the calls send and what the document says together.
import { z } from "zod";

export interface NoteVersionJsonInput {
  id: string;
  notes: string;
  savedAt: Date;
  savedBy: { userId: string | null; label: string };
}

/** One version of the notes: its id is what a later PUT names as basedOn. */
export const noteVersionJsonSchema = z.object({
  id: z.string().uuid(),
  notes: z.string(),
  savedAt: z.string().datetime(),
  savedBy: z.object({ userId: z.string().uuid().nullable(), label: z.string() }),
});

/** GET …/notes: the current text, its version and the earlier ones, newest first. */
export const companyNotesJsonSchema = z.object({
  companyId: z.string().uuid(),
  companyName: z.string(),
  /** The current text; empty before the first save. */
  notes: z.string(),
  current: noteVersionJsonSchema.nullable(),
  history: z.array(noteVersionJsonSchema),
});

/** PUT …/notes: the version now current, and whether this save made a new one. */
export const notesSaveJsonSchema = z.object({
  current: noteVersionJsonSchema.nullable(),
  /** false when the text was the current one already: nothing was stored. */
  saved: z.boolean(),
});

export function noteVersionJson(
  version: NoteVersionJsonInput,
): z.infer<typeof noteVersionJsonSchema> {
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
}): z.infer<typeof companyNotesJsonSchema> {
  return {
    companyId: view.organisation.id,
    companyName: view.organisation.name,
    notes: view.current?.notes ?? "",
    current: view.current ? noteVersionJson(view.current) : null,
    history: view.history.map(noteVersionJson),
  };
}
