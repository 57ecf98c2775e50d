// The kit's CSV import as the server sends it (what a browser without JavaScript works with): the
// heading at the level asked for, the template's link with its instructions, each refused row's
// problem, and a real multipart form posting to the page with ?do=<intent> (an open dialog's
// ?dialog= dropped, the other parameters kept).
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
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

function render(url: string, headingLevel: 2 | 3, csvErrors?: string[]) {
  const Page = () => (
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
    />
  );
  const Stub = createRemixStub([{ path: "/things", Component: Page }]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  const html = renderToString(<Stub initialEntries={[url]} />).replaceAll("<!-- -->", "");
  quiet.mockRestore();
  return html;
}

describe("CsvImport", () => {
  it("links the template with its instructions and posts the file to ?do=<intent>", () => {
    const html = render("/things?season=26&dialog=add-thing", 2);
    expect(html).toContain('<h2 id="csv-heading">Import from a spreadsheet</h2>');
    expect(html).toContain(
      '<a href="/things/template.csv" download="">Download the template (CSV)</a>: a row per thing. Rows left empty are skipped.',
    );
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/things?season=26&amp;do=import-csv"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain("Things file (CSV)");
    expect(html).toContain(">Import things<");
    expect(html).not.toContain("csv-errors");
    expect(html).not.toMatch(/ style=/);
  });

  it("lists every refused row's problem, under an h3 where asked", () => {
    const html = render("/things", 3, ["Row 2: enter a date.", "Row 3: enter a depth."]);
    expect(html).toContain('<h3 id="csv-heading">Import from a spreadsheet</h3>');
    expect(html).toContain('role="alert" data-testid="csv-errors"');
    expect(html).toContain("<p>Nothing was imported. Correct these rows:</p>");
    expect(html).toContain("<li>Row 2: enter a date.</li><li>Row 3: enter a depth.</li>");
  });
});
