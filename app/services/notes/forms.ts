// The notes form of /admin/journey/notes and the body of PUT /api/v2/admin/company/{id}/notes
// (decision 0081): `notes` (the whole text) and `basedOn` (the id of the version the editor
// started from; empty when there were no notes). One schema each; no React, no I/O.
import { z } from "zod";
import { BASED_ON_FIELD, normaliseNotes, NOTES_FIELD, notesLengthError } from "./rules";
import { multiLineText } from "~/services/kit/forms/text-schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASED_ON_MESSAGE = "basedOn must be the id of a version of the notes, or empty.";

const notesText = multiLineText({
  required_error: "Type the notes.",
  invalid_type_error: "The notes must be text.",
})
  .transform(normaliseNotes)
  .superRefine((text, ctx) => {
    const error = notesLengthError(text);
    if (error) ctx.addIssue({ code: z.ZodIssueCode.custom, message: error });
  });

/** The page's form: both fields always posted (basedOn empty for the first notes). */
export const notesFormSchema = z.object({
  [NOTES_FIELD]: notesText,
  [BASED_ON_FIELD]: z
    .string()
    .trim()
    .refine((v) => v === "" || UUID.test(v), BASED_ON_MESSAGE)
    .transform((v) => (v === "" ? null : v.toLowerCase())),
});

/** The API's body: basedOn may be left out (the save then goes ahead), null, or an id. */
export const notesBodySchema = z
  .object({
    [NOTES_FIELD]: notesText,
    [BASED_ON_FIELD]: z
      .string({ invalid_type_error: BASED_ON_MESSAGE })
      .regex(UUID, BASED_ON_MESSAGE)
      .transform((v) => v.toLowerCase())
      .nullable()
      .optional(),
  })
  .strict();

export type NotesInput = { notes: string; basedOn?: string | null | undefined };

/** The posted form's values as strings (a missing field is empty), for the schema and to echo. */
export function notesFormValues(form: FormData): { notes: string; basedOn: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { notes: text(NOTES_FIELD), basedOn: text(BASED_ON_FIELD) };
}
