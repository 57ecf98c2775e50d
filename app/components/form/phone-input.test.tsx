// @vitest-environment happy-dom
// The phone field as the server sends it (what a browser without JavaScript posts from): the one
// phone piece of every form (decision 0065), drawn with its own country list when the page's
// loader gives none, as the signatory form's does.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SIGNATORY_FIELDS } from "~/services/contracting/forms";
import { signatoryValidator } from "~/components/contracting/details-validators";
import { PHONE_COUNTRIES } from "~/services/kit/forms/phone-countries";
import { FormBuilder } from "./form-builder";

function render(defaultValues: Record<string, unknown>) {
  const Page = () => (
    <FormBuilder
      id="signatory"
      fields={SIGNATORY_FIELDS}
      validator={signatoryValidator}
      defaultValues={defaultValues}
    />
  );
  const Stub = createRemixStub([{ path: "/", Component: Page }]);
  // React warns that rvf's layout effects do nothing on a server render: expected here.
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const html = renderToString(<Stub />);
  quiet.mockRestore();
  const page = new DOMParser().parseFromString(html, "text/html");
  return {
    country: page.querySelector<HTMLSelectElement>("select[name='phoneNumber.country']")!,
    number: page.querySelector<HTMLInputElement>("input[name='phoneNumber.number']")!,
  };
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
    expect(country.querySelectorAll("option")).toHaveLength(PHONE_COUNTRIES.length + 1);
    expect(country.querySelector("option[value='ZA']")?.textContent).toBe("South Africa (+27)");
  });

  it("shows a stored number by its country and national number", () => {
    const { country, number } = render({ phoneNumber: "+264 812345678" });
    expect(chosen(country)).toBe("NA");
    expect(number.getAttribute("value")).toBe("812345678");
  });
});
