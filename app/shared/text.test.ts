import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStorableText, storableText, unstorableTextReason } from "./text";

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
