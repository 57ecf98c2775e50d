// Numbers, dates, months and rand in the page's language (issue 33 'Formats').
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCurrency, formatDate, formatNumber, round } from "~/services/kit/format";
import { formatsFor, isLocaleSupported } from "./format";
import { LANGUAGES } from "./languages";

const march5 = new Date("2026-03-05T10:00:00Z");

describe("formatsFor", () => {
  it("English keeps the kit's en-ZA formats exactly (spec §9)", () => {
    const en = formatsFor("en");
    expect(en.number(1234567.891)).toBe(formatNumber(1234567.891));
    expect(en.rand(1234.5)).toBe(formatCurrency(1234.5));
    expect(en.date(march5)).toBe(formatDate(march5));
    expect(en.month(3)).toBe("March");
  });

  it("each language names the months in its own words", () => {
    expect(formatsFor("af").month(3)).toBe("Maart");
    expect(formatsFor("zu").month(3)).toBe("Mashi");
    expect(formatsFor("xh").month(3)).toBe("Matshi");
    expect(formatsFor("st").month(3)).toBe("Hlakubele");
    expect(formatsFor("af").date(march5)).toMatch(/^0?5 Maart 2026$/);
    expect(formatsFor("af").month(13)).toBe("-");
  });

  it("Afrikaans writes a decimal comma; every language writes rand with R", () => {
    expect(formatsFor("af").number(1.5)).toBe("1,5");
    for (const language of LANGUAGES) {
      expect(formatsFor(language).rand(20)).toMatch(/^R\s?20[.,]00$/);
    }
  });

  it("rounds to the decimals asked for, as the kit does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (language, value) => {
          // Whole numbers: only the digits are left once the grouping and sign are taken away.
          const shown = formatsFor(language).number(value, 0);
          expect(shown.replace(/\D/g, "")).toBe(String(Math.abs(round(value, 0))));
        },
      ),
    );
  });

  it("a dash for a missing date", () => {
    for (const language of LANGUAGES) expect(formatsFor(language).date(null)).toBe("-");
  });

  it("falls back to the English formats when the runtime lacks the locale", () => {
    const bare = formatsFor("zu", () => false);
    expect(bare.locale).toBe("en-ZA");
    expect(bare.month(3)).toBe("March");
  });

  it("this runtime has the data of all five South African locales", () => {
    for (const locale of ["en-ZA", "af-ZA", "zu-ZA", "xh-ZA", "st-ZA"]) {
      expect(isLocaleSupported(locale)).toBe(true);
    }
  });
});
