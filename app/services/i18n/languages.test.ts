// Which language a request is answered in (decision 0158).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, parseAcceptLanguage, PSEUDO, resolveLanguage, toLanguage } from "./languages";

describe("parseAcceptLanguage", () => {
  it("orders the ranges by q-value, ties in the header's order, and drops q=0", () => {
    expect(parseAcceptLanguage("en;q=0.5, af-ZA, zu;q=0.9, xh;q=0")).toEqual(["af-za", "zu", "en"]);
    expect(parseAcceptLanguage("st, en")).toEqual(["st", "en"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("resolveLanguage", () => {
  it("takes the address, then the saved choice, then the cookie, then the browser", () => {
    const all = { query: "st", saved: "zu", cookie: "xh", acceptLanguage: "af" };
    expect(resolveLanguage(all)).toBe("st");
    expect(resolveLanguage({ ...all, query: null })).toBe("zu");
    expect(resolveLanguage({ ...all, query: null, saved: null })).toBe("xh");
    expect(resolveLanguage({ ...all, query: null, saved: null, cookie: null })).toBe("af");
    expect(resolveLanguage({})).toBe("en");
  });

  it("skips a value Veld does not speak and goes on to the next source", () => {
    expect(resolveLanguage({ query: "fr", saved: "de", cookie: "<x>", acceptLanguage: "zu" })).toBe(
      "zu",
    );
    expect(resolveLanguage({ acceptLanguage: "fr-FR, de;q=0.8, xh-ZA;q=0.5" })).toBe("xh");
    expect(resolveLanguage({ acceptLanguage: "fr, de" })).toBe("en");
  });

  it("offers the pseudo-locale only when allowed, and never from the browser", () => {
    expect(resolveLanguage({ cookie: PSEUDO })).toBe("en");
    expect(resolveLanguage({ cookie: PSEUDO, withPseudo: true })).toBe(PSEUDO);
    expect(resolveLanguage({ acceptLanguage: PSEUDO, withPseudo: true })).toBe("en");
    expect(toLanguage(PSEUDO, false)).toBeNull();
  });

  it("always answers in one of the languages, whatever the inputs", () => {
    fc.assert(
      fc.property(
        fc.record({
          query: fc.option(fc.string()),
          saved: fc.option(fc.string()),
          cookie: fc.option(fc.string()),
          acceptLanguage: fc.option(fc.string()),
        }),
        (sources) => {
          expect(LANGUAGES).toContain(resolveLanguage(sources));
        },
      ),
    );
  });

  it("a browser asking for a language Veld speaks gets it, whatever comes after", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.string(), (language, rest) => {
        const header = `${language}-ZA, ${rest.replace(/[,;]/g, "")};q=0.5`;
        expect(resolveLanguage({ acceptLanguage: header })).toBe(language);
      }),
    );
  });
});
