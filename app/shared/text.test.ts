import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isMultiLineText,
  isSingleLineText,
  isStorableText,
  oneLine,
  storableText,
  unstorableTextReason,
} from "./text";

describe("text PostgreSQL can store", () => {
  it.each([
    ["plain text", "Nkosi Family Farm"],
    ["accents and other scripts", "Ntombi Ndlovu-Müller · 农场"],
    ["an emoji (a surrogate pair)", "🌾 Veld"],
    ["an empty string", ""],
  ])("accepts %s", (_name, text) => {
    expect(unstorableTextReason(text)).toBeNull();
  });

  it.each([
    ["a NUL character", "Farm\u0000name", "NUL character"],
    ["a lone high surrogate", "Farm \ud83c", "lone UTF-16 surrogate"],
    ["a lone low surrogate", "\udf3e Farm", "lone UTF-16 surrogate"],
    ["two surrogates in the wrong order", "\udf3e\ud83c", "lone UTF-16 surrogate"],
  ])("refuses %s, saying why", (_name, text, words) => {
    expect(unstorableTextReason(text)).toContain(words);
  });

  it("agrees with UTF-8: storable exactly when encoding and decoding give the text back", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const roundTrips = new TextDecoder().decode(new TextEncoder().encode(text)) === text;
        expect(isStorableText(text)).toBe(roundTrips && !text.includes("\u0000"));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("storableText", () => {
  it("removes NUL and replaces a lone surrogate, keeping pairs", () => {
    expect(storableText("Kamp\u0000 1 \ud800 \ud83c\udf3e")).toBe("Kamp 1 \ufffd \ud83c\udf3e");
    expect(isStorableText(storableText("\udc00\ud800\u0000"))).toBe(true);
  });
});

describe("single-line and multi-line text (issue 28)", () => {
  it.each([
    ["a name", "Ntombi Ndlovu-Müller", true, true],
    ["an Arabic name with its marks", "\u200fعلي\u200e", true, true],
    ["an emoji", "🌾 Veld", true, true],
    ["CR LF", "a\r\nb", false, true],
    ["LF", "a\nb", false, true],
    ["a tab", "a\tb", false, true],
    ["NUL", "a\u0000b", false, false],
    ["a bell (C0)", "a\u0007b", false, false],
    ["DEL", "a\u007fb", false, false],
    ["NEL (C1)", "a\u0085b", false, false],
    ["the line separator", "a\u2028b", false, true],
    ["the paragraph separator", "a\u2029b", false, true],
    ["a right-to-left override", "a\u202eb", false, true],
    ["a first-strong isolate", "a\u2068b", false, true],
  ])("%s: one line %s, several lines %s", (_name, text, single, multi) => {
    expect(isSingleLineText(text)).toBe(single);
    expect(isMultiLineText(text)).toBe(multi);
  });

  it.each([
    ["Eve\r\n\r\nUrgent: sign in", "Eve Urgent: sign in"],
    ["  Boplaas \n Boerdery ", "Boplaas Boerdery"],
    ["a\u202eb\tc", "a b c"],
    ["Thandi Nkosi", "Thandi Nkosi"],
  ])("shows %j on one line as %j", (stored, shown) => {
    expect(oneLine(stored)).toBe(shown);
    expect(isSingleLineText(oneLine(stored))).toBe(true);
  });
});
