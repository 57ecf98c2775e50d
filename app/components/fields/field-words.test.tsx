// @vitest-environment happy-dom
// The explanation of the fields' words (issue 31): every status a farmer can see and every
// result of the checks, with its meaning, inside a disclosure.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { FieldWordsExplained } from "./field-words";

/** In English, as the page's loader sends the fields' messages (issue 33). */
const english = (ui: ReactElement) => (
  <TranslationsProvider translations={translationsFor("en", ["fields"])}>{ui}</TranslationsProvider>
);

describe("FieldWordsExplained", () => {
  it("explains each status and each result of the checks", () => {
    render(english(<FieldWordsExplained />));
    const words = screen.getByTestId("field-words");
    expect(words.tagName).toBe("DETAILS");
    expect(within(words).getByText("What the status and checks of a field mean").tagName).toBe(
      "SUMMARY",
    );
    const terms = within(words)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual([
      "Uploaded",
      "Drawn",
      "Not started",
      "In progress",
      "Complete",
      "Not included",
      "Not Done",
      "Passed",
      "Failed",
    ]);
    expect(
      within(words).getByText("Left out of this season: its hectares do not count."),
    ).toBeTruthy();
    expect(within(words).getByText("The field meets every rule.")).toBeTruthy();
  });
});
