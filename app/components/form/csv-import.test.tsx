// @vitest-environment happy-dom
// The kit's CSV import as the server sends it (what a browser without JavaScript works with): the
// heading at the level asked for, the template's link with its instructions, each refused row's
// problem, and a real multipart form posting to the page with ?do=<intent> (an open dialog's
// ?dialog= dropped, the other parameters kept). It stays the server's HTML (renderToString),
// parsed into the DOM and read by role and name.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  cleanupServerPages,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { CsvImport } from "./csv-import";

const FIELDS = [
  {
    type: "file",
    name: "file",
    label: "Things file (CSV)",
    accept: [".csv"],
    maxFiles: 1,
    hint: "The template's columns: a, b. At most 1 MB.",
  },
] as const satisfies readonly FieldSpec[];
const validator = fieldsValidator(FIELDS);

afterEach(cleanupServerPages);

function render(url: string, headingLevel: 2 | 3, csvErrors?: string[]) {
  return serverPageWithRouter(
    <CsvImport
      headingLevel={headingLevel}
      templateHref="/things/template.csv"
      instructions="a row per thing. Rows left empty are skipped."
      csvErrors={csvErrors}
      formId="things-csv"
      fields={FIELDS}
      validator={validator}
      intent="import-csv"
      submitLabel="Import things"
    />,
    { url },
  );
}

describe("CsvImport", () => {
  it("links the template with its instructions and posts the file to ?do=<intent>", () => {
    const page = render("/things?season=26&dialog=add-thing", 2);
    const heading = screen.getByRole("heading", { level: 2, name: "Import from a spreadsheet" });
    expect(heading.id).toBe("csv-heading");
    const template = screen.getByRole("link", { name: "Download the template (CSV)" });
    expect(template.getAttribute("href")).toBe("/things/template.csv");
    expect(template.getAttribute("download")).toBe("");
    expect(template.parentElement?.textContent).toContain(
      "Download the template (CSV): a row per thing. Rows left empty are skipped.",
    );
    const form = screen.getByRole("button", { name: "Import things" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/things?season=26&do=import-csv");
    expect(form.getAttribute("enctype")).toMatch(/^multipart\/form-data$/i);
    const file = within(form).getByLabelText(/^Things file \(CSV\)/);
    expect(file.getAttribute("type")).toBe("file");
    expect(screen.queryByTestId("csv-errors")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(page.querySelector("[style]")).toBeNull();
  });

  it("lists every refused row's problem, under an h3 where asked", () => {
    render("/things", 3, ["Row 2: enter a date.", "Row 3: enter a depth."]);
    const heading = screen.getByRole("heading", { level: 3, name: "Import from a spreadsheet" });
    expect(heading.id).toBe("csv-heading");
    const errors = screen.getByRole("alert");
    expect(errors).toBe(screen.getByTestId("csv-errors"));
    expect(within(errors).getByText("Nothing was imported. Correct these rows:").tagName).toBe("P");
    expect(
      within(errors)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Row 2: enter a date.", "Row 3: enter a depth."]);
  });
});
