// The message catalogues (issue 33; docs/decisions/0157-lingui-catalogues-compiled-on-the-server.md):
// gettext PO files in ./catalogues/<language>/<area>.po (one file per area of the site, so a
// translator can take one area at a time), English the source. Each message is ICU
// MessageFormat, compiled here once per process with Lingui's compiler; a page is sent only the
// compiled messages of the namespaces it names, in its language (a message a draft lacks is the
// English one). A key's namespace is what comes before its first dot: `layout.signIn`.
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import PO from "pofile";
import { LANGUAGES, PSEUDO, type AnyLanguage, type Language } from "./languages";
import { translateMessage } from "./message-match";
import { pseudoLocalise } from "./pseudo";
import type { CompiledMessages, Translations } from "./translations";

const FILES = import.meta.glob<string>("./catalogues/*/*.po", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Each language's PO files, by area (`frame`, `landing`, …). */
export function catalogueFiles(): Record<Language, Record<string, string>> {
  const files = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
    Language,
    Record<string, string>
  >;
  for (const [path, text] of Object.entries(FILES)) {
    const [, language, area] = /\.\/catalogues\/([^/]+)\/([^/]+)\.po$/.exec(path) ?? [];
    if (language && area && language in files) files[language as Language][area] = text;
  }
  return files;
}

export interface CatalogueEntry {
  id: string;
  /** The ICU message; '' when the language has no translation yet. */
  message: string;
  /** The translators' note (`#.` in the PO file). */
  comment: string;
}

/** A PO file's entries by key (msgid), in file order. */
export function parseCatalogue(text: string): Map<string, CatalogueEntry> {
  const entries = new Map<string, CatalogueEntry>();
  for (const item of PO.parse(text).items) {
    if (!item.msgid || item.obsolete) continue;
    entries.set(item.msgid, {
      id: item.msgid,
      message: item.msgstr[0] ?? "",
      comment: item.extractedComments.join("\n"),
    });
  }
  return entries;
}

/** Each language's catalogue as written, all areas together (for the completeness test and the docs). */
export function readCatalogues(): Record<Language, Map<string, CatalogueEntry>> {
  const files = catalogueFiles();
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      new Map(
        Object.values(files[language]).flatMap((text) => [...parseCatalogue(text).entries()]),
      ),
    ]),
  ) as Record<Language, Map<string, CatalogueEntry>>;
}

let compiled: Record<AnyLanguage, Record<string, CompiledMessage>> | null = null;

function compileAll(): Record<AnyLanguage, Record<string, CompiledMessage>> {
  const catalogues = readCatalogues();
  const source = catalogues.en;
  const result = {} as Record<AnyLanguage, Record<string, CompiledMessage>>;
  for (const language of LANGUAGES) {
    const messages: Record<string, CompiledMessage> = {};
    for (const [id, entry] of source) {
      const message = catalogues[language].get(id)?.message || entry.message;
      messages[id] = compileMessage(message);
    }
    result[language] = messages;
  }
  result[PSEUDO] = Object.fromEntries(
    [...source].map(([id, entry]) => [id, pseudoLocalise(entry.message)]),
  );
  return result;
}

/** Validation and refusal messages: matched by their English text, not called by key (0159). */
export function isMessageNamespace(namespace: string): boolean {
  return namespace.startsWith("errors");
}

/**
 * The compiled messages of `namespaces` in `language`: what one page needs, and no more. The
 * `errors…` namespaces (decision 0159) come with their English, which the page matches a
 * validation or refusal message against; an English page is sent none of them (its messages are
 * the English already).
 */
export function translationsFor(
  language: AnyLanguage,
  namespaces: readonly string[],
): Translations {
  compiled ??= compileAll();
  const all = compiled[language];
  const wanted = new Set(
    namespaces.filter((namespace) => language !== "en" || !isMessageNamespace(namespace)),
  );
  const messages: CompiledMessages = {};
  const english: CompiledMessages = {};
  for (const id of Object.keys(all)) {
    const namespace = id.slice(0, id.indexOf("."));
    if (!wanted.has(namespace)) continue;
    messages[id] = all[id] as CompiledMessages[string];
    if (isMessageNamespace(namespace)) english[id] = compiled.en[id] as CompiledMessages[string];
  }
  return Object.keys(english).length > 0 ? { language, messages, english } : { language, messages };
}

/** Every namespace of validation and refusal messages (decision 0159): `errors…`. */
export function messageNamespaces(): string[] {
  compiled ??= compileAll();
  const found = new Set<string>();
  for (const id of Object.keys(compiled.en)) {
    const namespace = id.slice(0, id.indexOf("."));
    if (isMessageNamespace(namespace)) found.add(namespace);
  }
  return [...found];
}

/**
 * A validation or refusal message (English at its source) in `language`, on the server: a
 * toast read from the flash cookie, translated before it is sent (decision 0159). Every
 * `errors…` namespace is searched; no match leaves the English.
 */
export function translateMessageFor(language: AnyLanguage, text: string): string {
  if (language === "en") return text;
  return translateMessage(translationsFor(language, messageNamespaces()), text);
}
