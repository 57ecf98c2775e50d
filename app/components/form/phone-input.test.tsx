// @vitest-environment happy-dom
// The phone field as the server sends it (what a browser without JavaScript posts from): the one
// phone piece of every form (decision 0065), drawn with its own country list when the page's
// loader gives none, as the signatory form's does.
// It stays the server's HTML (renderToString), parsed into the DOM and read by label.
import { within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SIGNATORY_FIELDS } from "~/services/contracting/forms";
import { signatoryValidator } from "~/components/contracting/details-validators";
import { PHONE_COUNTRIES } from "~/services/kit/forms/phone-countries";
import {
  cleanupServerPages,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { FormBuilder } from "./form-builder";

afterEach(cleanupServerPages);

function render(defaultValues: Record<string, unknown>) {
  const page = serverPageWithRouter(
    <FormBuilder
      id="signatory"
      fields={SIGNATORY_FIELDS}
      validator={signatoryValidator}
      defaultValues={defaultValues}
    />,
  );
  const country = within(page).getByRole<HTMLSelectElement>("combobox", { name: "Country code" });
  const number = within(page).getByRole<HTMLInputElement>("textbox", { name: "Number" });
  // The two parts of one field, the group named 'Phone number'.
  expect(within(page).getByRole("group", { name: "Phone number" }).contains(number)).toBe(true);
  // What the form posts them as.
  expect(country.name).toBe("phoneNumber.country");
  expect(number.name).toBe("phoneNumber.number");
  return { country, number };
}

const chosen = (select: HTMLSelectElement) =>
  select.querySelector("option[selected]")?.getAttribute("value");

describe("the signatory's phone field (issue 13: the sign-up's piece)", () => {
  it("posts a country and a number, starting at ZA (spec §4 'starts with country ZA')", () => {
    const { country, number } = render({});
    expect(chosen(country)).toBe("ZA");
    expect(number.getAttribute("type")).toBe("tel");
    // spec §5 'maximum length 15'.
    expect(number.getAttribute("maxlength")).toBe("15");
  });

  it("offers N/A and every country of the metadata without the loader's help", () => {
    const { country } = render({});
    expect(within(country).getAllByRole("option")).toHaveLength(PHONE_COUNTRIES.length + 1);
    const za = within(country).getByRole<HTMLOptionElement>("option", {
      name: "South Africa (+27)",
    });
    expect(za.value).toBe("ZA");
  });

  it("shows a stored number by its country and national number", () => {
    const { country, number } = render({ phoneNumber: "+264 812345678" });
    expect(chosen(country)).toBe("NA");
    expect(number.getAttribute("value")).toBe("812345678");
  });
});
