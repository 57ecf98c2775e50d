// @vitest-environment happy-dom
// The page's one pair of forms that add fields (issue 31): with several farms each asks which
// farm; with one, it names the farm and posts it without asking. As the server renders them,
// which is what a phone without JavaScript shows.
import { within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import {
  cleanupServerPages,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { FieldAddForms } from "./field-add-forms";

const RIETVLEI = { id: "00000000-0000-4000-8000-00000000f001", name: "Rietvlei" };
const DAMPLAAS = { id: "00000000-0000-4000-8000-00000000f002", name: "Damplaas" };

/** In English, as the page's loader sends the fields' messages (issue 33). */
const english = (ui: ReactElement) => (
  <TranslationsProvider translations={translationsFor("en", ["fields"])}>{ui}</TranslationsProvider>
);

describe("FieldAddForms", () => {
  afterEach(cleanupServerPages);

  it("asks which farm, in each form, when there are several", () => {
    const page = serverPageWithRouter(english(<FieldAddForms farms={[RIETVLEI, DAMPLAAS]} />), {
      url: "/profile/journey/map_fields",
    });
    const section = within(page).getByRole("region", { name: "Add fields" });
    const upload = within(section).getByRole("region", { name: "Upload fields from a file" });
    const farm = within(upload).getByRole("combobox", { name: "Which farm are these fields on?" });
    expect(
      within(farm)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose the farm", "Rietvlei", "Damplaas"]);
    const circle = within(section).getByRole("region", { name: "Or enter a round field" });
    expect(
      within(circle).getByRole("combobox", { name: "Which farm is this field on?" }),
    ).toBeTruthy();
    expect(page.querySelectorAll("form")).toHaveLength(2);
  });

  it("names the one farm and posts it without asking", () => {
    const page = serverPageWithRouter(english(<FieldAddForms farms={[RIETVLEI]} />), {
      url: "/profile/journey/map_fields",
    });
    expect(within(page).getByRole("region", { name: "Add fields to Rietvlei" })).toBeTruthy();
    expect(within(page).queryByRole("combobox", { name: /Which farm/ })).toBeNull();
    const posted = [...page.querySelectorAll<HTMLInputElement>("input[name=farmId]")];
    expect(posted.map((input) => [input.type, input.value])).toEqual([
      ["hidden", RIETVLEI.id],
      ["hidden", RIETVLEI.id],
    ]);
  });

  it("shows nothing before the farm exists", () => {
    const page = serverPageWithRouter(english(<FieldAddForms farms={[]} />), {
      url: "/profile/journey/map_fields",
    });
    expect(page.querySelectorAll("form")).toHaveLength(0);
  });
});
