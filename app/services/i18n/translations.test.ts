// Our translator fills in Lingui's compiled messages exactly as Lingui's own runtime does
// (decision 0157): on every message of every catalogue, and on plurals, selects and numbers.
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translationsFor } from "./catalogues.server";
import { LANGUAGE_INFO, LANGUAGES } from "./languages";
import { createTranslator, type CompiledMessages } from "./translations";

function both(language: "en" | "af" | "zu" | "xh" | "st", messages: CompiledMessages) {
  const { locale } = LANGUAGE_INFO[language];
  const lingui = setupI18n({ locale, messages: { [locale]: messages as never } });
  return { ours: createTranslator({ language, messages }), lingui };
}

const SAMPLES = [
  "{count, plural, one {# field} other {# fields}}",
  "{count, plural, =0 {no fields} one {one field} other {# fields}}",
  "{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}",
  "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
  "{role, select, OWNER {the owner} STAFF {staff} other {someone}}",
  "{name} has {hectares, number} ha and {count, plural, one {# herd} other {# herds}}",
];

describe("createTranslator", () => {
  it("shows every catalogue's messages as Lingui does", () => {
    for (const language of LANGUAGES) {
      const { messages } = translationsFor(language, ["layout", "chooser", "landing"]);
      const { ours, lingui } = both(language, messages);
      for (const id of Object.keys(messages)) expect(ours._(id)).toBe(lingui._(id));
    }
  });

  it("fills in plurals, selects and numbers as Lingui does, in each language", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...SAMPLES),
        fc.nat({ max: 2000 }),
        fc.constantFrom("OWNER", "STAFF", "OTHER"),
        (language, sample, count, role) => {
          const { ours, lingui } = both(language, { id: compileMessage(sample) });
          const values = { count, place: count, role, name: "Thandi", hectares: count * 1.5 };
          expect(ours._("id", values)).toBe(lingui._("id", values));
        },
      ),
    );
  });

  it("shows a key it was not sent as the key", () => {
    expect(createTranslator({ language: "af", messages: {} })._("landing.heroTitle")).toBe(
      "landing.heroTitle",
    );
  });
});
