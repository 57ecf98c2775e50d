// @vitest-environment happy-dom
// The kit's CSV import as the server sends it (what a browser without JavaScript works with): the
// heading at the level asked for, the template's link with its instructions, each refused row's
// problem (the action result's `problems` under the form's intent), and a real multipart form
// posting to the page, its intent in the body (an open dialog's ?dialog= dropped, the other
// parameters kept). It stays the server's HTML (renderToString), parsed into the DOM and read by
// role and name.
import { createRemixStub } from "@remix-run/testing";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import { cleanupServerPages, serverPage } from "../../../tests/support/render-with-router";
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

/** The section at `url`, after a post whose action result was `actionData` (if any). */
function render(url: string, headingLevel: 2 | 3, actionData?: unknown) {
  const Stub = createRemixStub([
    {
      id: "page",
      path: new URL(url, "http://veld.test").pathname,
      Component: () => (
        <CsvImport
          headingLevel={headingLevel}
          templateHref="/things/template.csv"
          instructions="a row per thing. Rows left empty are skipped."
          fields={FIELDS}
          validator={validator}
          intent="import-csv"
          submitLabel="Import things"
        />
      ),
    },
  ]);
  return serverPage(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: {}, actionData: actionData ? { page: actionData } : undefined }}
    />,
  );
}

/** A refused file as the action answers it (refuseForm): the sentence, the rows' problems. */
const refusedFile = (formId: string) => ({
  formId,
  fieldErrors: { file: "The file has 2 problems; nothing was saved." },
  repopulateFields: {},
  problems: ["Row 2: enter a date.", "Row 3: enter a depth."],
});

describe("CsvImport", () => {
  it("links the template with its instructions and posts the file with its intent", () => {
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
    expect(form.getAttribute("action")).toBe("/things?season=26");
    const intent = form.querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]');
    expect(intent?.value).toBe("import-csv");
    expect(form.getAttribute("enctype")).toMatch(/^multipart\/form-data$/i);
    const file = within(form).getByLabelText(/^Things file \(CSV\)/);
    expect(file.getAttribute("type")).toBe("file");
    expect(screen.queryByTestId("csv-errors")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(page.querySelector("[style]")).toBeNull();
  });

  it("lists every refused row's problem, under an h3 where asked", () => {
    render("/things", 3, refusedFile("import-csv"));
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

  it("lists no rows of another form's refusal", () => {
    render("/things", 2, refusedFile("save-grid"));
    expect(screen.queryByTestId("csv-errors")).toBeNull();
  });
});
