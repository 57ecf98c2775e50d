// Text PostgreSQL cannot store, and so Veld refuses wherever text comes in: the NUL character
// (PostgreSQL's text type has no room for it) and lone UTF-16 surrogates (not Unicode: they have
// no UTF-8 form). Both come only from hostile or broken clients; a person never types them.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `text` cannot be stored, as a sentence, or null when it can. */
export function unstorableTextReason(text: string): string | null {
  if (text.includes("\u0000")) return "It contains a NUL character, which cannot be stored.";
  if (LONE_SURROGATE.test(text)) {
    return "It contains a broken character (a lone UTF-16 surrogate), which cannot be stored.";
  }
  return null;
}

export const isStorableText = (text: string) => unstorableTextReason(text) === null;

/**
 * `text` made storable, for text read out of a file rather than typed (a field's name in a
 * GeoJSON file): NUL removed, a lone surrogate replaced by U+FFFD as a UTF-8 decoder would.
 */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "").replace(new RegExp(LONE_SURROGATE.source, "g"), "\ufffd");
}

// ---- One line, or several (issue 28) ----
//
// Single-line text (names, titles, subjects, labels) refuses every control character (C0, DEL
// and C1: tab, CR and LF among them), the Unicode line and paragraph separators (U+2028,
// U+2029), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069), which reorder what follows them on the line: a name could otherwise make an
// e-mail or a list show text that is not what was typed. The marks (LRM, RLM, ALM) stay: they
// reorder nothing. Multi-line text (text areas, notes, bodies) keeps tab, CR and LF and refuses
// the other controls. Written as ranges, not \p{…}, so the OpenAPI document can carry them as
// its `pattern` for any JSON Schema validator.

const SINGLE_LINE_REFUSED =
  "\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069";
const MULTI_LINE_REFUSED = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";

/** A whole value of single-line text: none of the characters above. */
export const SINGLE_LINE_PATTERN = new RegExp(`^[^${SINGLE_LINE_REFUSED}]*$`);
/** A whole value of multi-line text: no control character but tab, CR and LF. */
export const MULTI_LINE_PATTERN = new RegExp(`^[^${MULTI_LINE_REFUSED}]*$`);

export const isSingleLineText = (text: string) => SINGLE_LINE_PATTERN.test(text);
export const isMultiLineText = (text: string) => MULTI_LINE_PATTERN.test(text);

/**
 * `text` on one line, for showing a value stored before the rule above (a name saved with a line
 * break): each run of what single-line text refuses, with the spaces around it, becomes one
 * space.
 */
export function oneLine(text: string): string {
  return text.replace(new RegExp(`\\s*[${SINGLE_LINE_REFUSED}]+\\s*`, "g"), " ").trim();
}
