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
