// The pseudo-locale keeps what a message needs to work (decision 0158).
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { accent, pseudoLocalise } from "./pseudo";

const show = (message: string, values?: Record<string, unknown>) =>
  setupI18n({ locale: "en", messages: { en: { id: pseudoLocalise(message) } } })._("id", values);

describe("pseudoLocalise", () => {
  it("accents the letters, keeps the placeholders' values as given, and lengthens", () => {
    const shown = show("Hello {name}, you have {count, plural, one {# field} other {# fields}}", {
      name: "Thandi",
      count: 3,
    });
    expect(shown).toContain("Thandi");
    expect(shown).toContain("3 fîéłđş");
    expect(shown.startsWith("⟦Ĥéłłö")).toBe(true);
    expect(shown.length).toBeGreaterThan("Hello Thandi, you have 3 fields".length * 1.3);
  });

  it("accent leaves what is not a plain letter alone", () => {
    expect(accent("Sign in: 12 ha!")).toBe("Şîğñ îñ: 12 ĥà!");
  });
});
