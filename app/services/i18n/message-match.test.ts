// A validation or refusal message is shown in the page's language by the catalogue entry whose
// English text it is (decision 0159): exactly, or with the values its placeholders held.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchMessage, translateMessage } from "./message-match";
import { createTranslator, type CompiledMessages, type Translations } from "./translations";

function compiled(messages: Record<string, string>): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      compileMessage(message) as CompiledMessages[string],
    ]),
  );
}

const english = compiled({
  "errors.required": "Required",
  "errors.tooFew": "Use at least {min} characters.",
  "errors.between": "Give the number of days, from {min} to {max}.",
  "errors.heading":
    "{count, plural, one {There is a problem with # answer} other {There is a problem with # answers}}",
  "errors.files": "{count, plural, =0 {No files} one {One file} other {# files in {place}}}",
  "errors.left": "You left {name}.",
});

const zulu: Translations = {
  language: "zu",
  english,
  messages: compiled({
    "errors.required": "Kuyadingeka",
    "errors.tooFew": "Sebenzisa okungenani izinhlamvu ezingu-{min}.",
    "errors.between": "Nikeza inani lezinsuku, kusuka ku-{min} kuya ku-{max}.",
    "errors.heading":
      "{count, plural, one {Kukhona inkinga empendulweni engu-#} other {Kukhona inkinga ezimpendulweni ezingu-#}}",
    "errors.files":
      "{count, plural, =0 {Awekho amafayela} one {Ifayela elilodwa} other {Amafayela angu-# ku-{place}}}",
    "errors.left": "Uphumile ku-{name}.",
  }),
};

describe("matching a message by its English text", () => {
  it("an exact message is its entry, with no values", () => {
    expect(matchMessage(english, "Required")).toEqual({ id: "errors.required", values: {} });
  });

  it("a message with values is its entry, with the values it held", () => {
    expect(matchMessage(english, "Use at least 8 characters.")).toEqual({
      id: "errors.tooFew",
      values: { min: "8" },
    });
    expect(matchMessage(english, "Give the number of days, from 1 to 365.")).toEqual({
      id: "errors.between",
      values: { min: "1", max: "365" },
    });
    expect(matchMessage(english, "You left Mabaso Farming (Pty) Ltd.")).toEqual({
      id: "errors.left",
      values: { name: "Mabaso Farming (Pty) Ltd" },
    });
  });

  it("a plural is its entry, its count read from '#' or from the case", () => {
    expect(matchMessage(english, "There is a problem with 1 answer")).toEqual({
      id: "errors.heading",
      values: { count: 1 },
    });
    expect(matchMessage(english, "There is a problem with 12 answers")).toEqual({
      id: "errors.heading",
      values: { count: 12 },
    });
    expect(matchMessage(english, "No files")?.values).toEqual({ count: 0 });
    expect(matchMessage(english, "One file")?.values).toEqual({ count: 1 });
    expect(matchMessage(english, "1 250 files in Camp 3")?.values).toEqual({
      count: 1250,
      place: "Camp 3",
    });
  });

  it("a message no entry matches is none, whole messages only", () => {
    expect(matchMessage(english, "Something else")).toBeNull();
    expect(matchMessage(english, "Required!")).toBeNull();
    expect(matchMessage(english, "Use at least 8 characters. And more")).toBeNull();
    expect(matchMessage(english, "")).toBeNull();
  });
});

describe("showing a message in the page's language", () => {
  it("formats the entry in the language, with the values", () => {
    expect(translateMessage(zulu, "Required")).toBe("Kuyadingeka");
    expect(translateMessage(zulu, "Use at least 8 characters.")).toBe(
      "Sebenzisa okungenani izinhlamvu ezingu-8.",
    );
    expect(translateMessage(zulu, "There is a problem with 3 answers")).toBe(
      "Kukhona inkinga ezimpendulweni ezingu-3",
    );
  });

  it("leaves a message no entry matches in English: never a key, never a throw", () => {
    expect(translateMessage(zulu, "Not in the catalogue.")).toBe("Not in the catalogue.");
    expect(translateMessage({ ...zulu, messages: {} }, "Required")).toBe("Required");
    expect(translateMessage(null, "Required")).toBe("Required");
    // An English page is sent no English to match: every message stays as it is.
    expect(translateMessage({ language: "en", messages: {} }, "Required")).toBe("Required");
  });

  it("reads the values back from any English the template can make (property)", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/);
    const en = createTranslator({ language: "en", messages: english });
    fc.assert(
      fc.property(word, word, fc.nat({ max: 100_000 }), word, (min, max, count, place) => {
        expect(matchMessage(english, en._("errors.tooFew", { min }))).toEqual({
          id: "errors.tooFew",
          values: { min },
        });
        expect(matchMessage(english, en._("errors.between", { min, max }))?.values).toEqual({
          min,
          max,
        });
        const files = matchMessage(english, en._("errors.files", { count, place }));
        expect(files?.id).toBe("errors.files");
        expect(files?.values.count).toBe(count);
        const heading = matchMessage(english, en._("errors.heading", { count }));
        expect(heading).toEqual({ id: "errors.heading", values: { count } });
      }),
    );
  });
});
