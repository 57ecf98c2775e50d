// The rules of company notes (spec §3 'Other records: company notes'; decision 0081). Pure: no
// I/O, no framework imports; the page, the API and the service share them.

/** The page's one form: the intent its body carries (decision 0128), and its fields' names. */
export const NOTES_INTENT = "save-notes";
export const NOTES_FIELD = "notes";
export const BASED_ON_FIELD = "basedOn";

/** The longest notes kept: long enough for years of remarks, short enough to show on one page. */
export const NOTES_MAX_LENGTH = 20_000;

/** Characters as a person counts them (code points, not UTF-16 units). */
export const characterCount = (text: string) => [...text].length;

/**
 * The notes as stored: a browser posts a textarea's line breaks as CRLF, so every line break
 * becomes LF (otherwise an unchanged text would count as a change, and as longer than it is).
 */
export function normaliseNotes(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Why these notes cannot be kept, beside the field; null when they can. */
export function notesLengthError(text: string): string | null {
  const count = characterCount(text);
  if (count <= NOTES_MAX_LENGTH) return null;
  return `Notes can be at most ${grouped(NOTES_MAX_LENGTH)} characters long; these are ${grouped(count)}. Shorten them and save again.`;
}

/** The sentence when someone saved the notes after the form was opened (the lost update). */
export const STALE_NOTES_MESSAGE =
  "Someone else saved these notes while you were editing them. Your text is kept in the box: compare it with the newer version shown, then save again.";

export type NotesSaveDecision =
  | { kind: "save" }
  /** The same text as the current notes: nothing new to keep. */
  | { kind: "unchanged" }
  /** The form was based on another version than the current one. */
  | { kind: "stale" };

/**
 * What a save does. `basedOn`: the id of the version the editor started from, null when there
 * were no notes then, undefined when the caller did not say (the API's basedOn is optional: the
 * save then goes ahead whatever was saved meanwhile).
 */
export function decideNotesSave(
  current: { id: string; body: string } | null,
  basedOn: string | null | undefined,
  body: string,
): NotesSaveDecision {
  if (basedOn !== undefined && basedOn !== (current?.id ?? null)) return { kind: "stale" };
  if (current ? current.body === body : body === "") return { kind: "unchanged" };
  return { kind: "save" };
}

/** Who saved a version, in words: their name, else their e-mail, else that nobody knows. */
export function authorLabel(author: {
  name: string | null;
  surname: string | null;
  email: string | null;
}): string {
  const name = [author.name, author.surname].filter((part) => part && part.trim()).join(" ");
  return name || author.email || "Someone no longer known";
}
