// @vitest-environment happy-dom
import { cleanup, render as rtlRender, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DetailsSummary, type DetailsSummaryProps } from "./details-summary";
import { NOT_STARTED_TEXT } from "~/services/journey/progress-words";

const EMPTY_ENTITY = {
  legalName: null,
  registrationNumber: null,
  vatNumber: null,
  addressLine1: null,
  addressLine2: null,
  town: null,
  postalCode: null,
  province: null,
} as unknown as DetailsSummaryProps["company"];

afterEach(cleanup);

function render(props: Partial<DetailsSummaryProps>) {
  return rtlRender(
    <DetailsSummary
      company={EMPTY_ENTITY}
      signatoryCount={0}
      farms={[]}
      totalHectares={0}
      {...props}
    />,
  ).container;
}

// Issue 13: 'Missing details' counts what is missing, never 0 before anything was added.
describe("<DetailsSummary>", () => {
  it("says where to start, not 'Missing details 0', when nothing was added", () => {
    render({});
    expect(screen.getByTestId("missing-count").textContent).toBe("Not started");
    expect(screen.getByTestId("missing-note").textContent).toBe(NOT_STARTED_TEXT);
  });

  it("counts and lists what a farm still lacks, in words", () => {
    const el = render({
      signatoryCount: 1,
      farms: [{ boundaries: [], erfNumbers: ["ERF 1"], latitude: null, longitude: null }],
    });
    // The legal entity, the farm's boundary and its location.
    expect(screen.getByTestId("missing-count").textContent).toBe("3");
    const items = within(screen.getByTestId("missing-list"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      "The legal entity's name and registration number",
      "The farm's boundary",
      "The farm's location",
    ]);
    expect(el.textContent).not.toMatch(/UNMAPPED_/);
  });
});
