// The message catalogues (issue 33; docs/decisions/0157-lingui-catalogues-compiled-on-the-server.md):
// gettext PO files in ./catalogues/<language>/<area>.po (one file per area of the site, so a
// translator can take one area at a time), English the source. Each message is ICU
// MessageFormat, compiled here once per process with Lingui's compiler; a page is sent only the
// compiled messages of the namespaces it names, in its language (a message a draft lacks is the
// English one). A key's namespace is what comes before its first dot: `layout.signIn`.
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import PO from "pofile";
import { LANGUAGES, PSEUDO, type AnyLanguage, type Language } from "./languages";
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

/** The compiled messages of `namespaces` in `language`: what one page needs, and no more. */
export function translationsFor(
  language: AnyLanguage,
  namespaces: readonly string[],
): Translations {
  compiled ??= compileAll();
  const all = compiled[language];
  const messages: CompiledMessages = {};
  for (const id of Object.keys(all)) {
    if (namespaces.includes(id.slice(0, id.indexOf("."))))
      messages[id] = all[id] as CompiledMessages[string];
  }
  return { language, messages };
}

/**
 * The messages of `namespaces` that are matched by their English text (validation and refusal
 * messages, decision 0159): the language's and the English they match. An English page is sent
 * nothing: its messages are the English already.
 */
export function messageTranslationsFor(
  language: AnyLanguage,
  namespaces: readonly string[],
): Translations {
  if (language === "en") return { language, messages: {} };
  const own = translationsFor(language, namespaces);
  return { ...own, english: translationsFor("en", namespaces).messages };
}

/** Every namespace of validation and refusal messages (decision 0159): `errors…`. */
export function messageNamespaces(): string[] {
  compiled ??= compileAll();
  const found = new Set<string>();
  for (const id of Object.keys(compiled.en)) {
    const namespace = id.slice(0, id.indexOf("."));
    if (namespace.startsWith("errors")) found.add(namespace);
  }
  return [...found];
}
