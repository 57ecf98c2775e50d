// Never broken by a translation (issue 33): every catalogue has every key of the English source,
// with the same placeholders and the same plural and select forms, and no key the source lacks;
// the pseudo-locale keeps placeholders working; a page gets only the namespaces it names.
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import {
  catalogueFiles,
  parseCatalogue,
  readCatalogues,
  translationsFor,
} from "./catalogues.server";
import { LANGUAGE_INFO, LANGUAGES, PSEUDO } from "./languages";
import { createTranslator } from "./translations";

/** The placeholders and the plural/select forms of an ICU message, as a sorted list. */
function shapeOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") found.add(`{${token.arg}}`);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const option of token.cases) {
          // Plural categories differ by language (one/other, few, many): only 'other' and exact
          // values (=0) must be in every language. A select's keys must all be there.
          if (token.type === "select" || option.key === "other" || option.key.startsWith("=")) {
            found.add(`${token.arg}[${option.key}]`);
          }
          walk(option.tokens);
        }
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const catalogues = readCatalogues();
const source = catalogues.en;

describe("the catalogues", () => {
  it("the English source has messages", () => {
    expect(source.size).toBeGreaterThan(50);
    for (const entry of source.values()) expect(entry.message).not.toBe("");
  });

  for (const language of LANGUAGES.filter((code) => code !== "en")) {
    describe(LANGUAGE_INFO[language].name, () => {
      const catalogue = catalogues[language];

      it("has every key of the source, translated, and none of its own", () => {
        const missing = [...source.keys()].filter((id) => !catalogue.get(id)?.message);
        const extra = [...catalogue.keys()].filter((id) => !source.has(id));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it("keeps each message's placeholders and plural forms", () => {
        const differing = [...source.values()]
          .filter((entry) => catalogue.has(entry.id))
          .filter(
            (entry) =>
              JSON.stringify(shapeOf(entry.message)) !==
              JSON.stringify(shapeOf(catalogue.get(entry.id)!.message)),
          )
          .map((entry) => entry.id);
        expect(differing).toEqual([]);
      });

      it("tells translators what each message is for", () => {
        const bare = [...catalogue.values()].filter((entry) => !entry.comment);
        expect(bare.map((entry) => entry.id)).toEqual([]);
      });
    });
  }

  it("each language has the English areas, each key in the same area as in English", () => {
    const files = catalogueFiles();
    const areaOf = (language: (typeof LANGUAGES)[number]) =>
      Object.fromEntries(
        Object.entries(files[language]).flatMap(([area, text]) =>
          [...parseCatalogue(text).keys()].map((id) => [id, area]),
        ),
      );
    const english = areaOf("en");
    expect(Object.keys(files.en).length).toBeGreaterThan(1);
    for (const language of LANGUAGES) {
      expect(Object.keys(files[language]).sort()).toEqual(Object.keys(files.en).sort());
      const misplaced = Object.entries(areaOf(language)).filter(
        ([id, area]) => english[id] !== area,
      );
      expect(misplaced).toEqual([]);
    }
  });

  it("a shape check notices a lost placeholder or plural", () => {
    expect(shapeOf("Hello {name}")).not.toEqual(shapeOf("Hallo"));
    expect(shapeOf("{n, plural, one {# field} other {# fields}}")).toEqual(
      shapeOf("{n, plural, one {# land} other {# lande}}"),
    );
    expect(shapeOf("{n, plural, one {# field} other {# fields}}")).not.toEqual(
      shapeOf("{n} lande"),
    );
  });
});

describe("translationsFor", () => {
  it("sends only the namespaces a page names, in its language", () => {
    const { language, messages } = translationsFor("af", ["chooser"]);
    expect(language).toBe("af");
    const ids = Object.keys(messages);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith("chooser."))).toBe(true);
    const t = createTranslator(translationsFor("af", ["layout"]));
    expect(t._("layout.signIn")).toBe(catalogues.af.get("layout.signIn")!.message);
  });

  it("the pseudo-locale is the English accented and at least 40% longer", () => {
    const english = createTranslator(translationsFor("en", ["landing"]));
    const pseudo = createTranslator(translationsFor(PSEUDO, ["landing"]));
    for (const id of ["landing.heroTitle", "landing.whatText1", "landing.getStarted"]) {
      const text = english._(id);
      const shown = pseudo._(id);
      expect(shown.length).toBeGreaterThanOrEqual(Math.floor(text.length * 1.4));
      expect(shown.startsWith("⟦") && shown.endsWith("⟧")).toBe(true);
      expect(shown).not.toContain(text);
    }
  });
});
