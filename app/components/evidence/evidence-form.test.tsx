// @vitest-environment happy-dom
// The evidence form as the page draws it (issue 16): a multipart post with a multiple file input
// taking the evidence types, category checkboxes, and the §5 hint.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormBuilder } from "~/components/form/form-builder";
import { evidenceFields } from "~/services/evidence/forms";
import { evidenceValidator } from "~/components/evidence/evidence-validator";
import { renderWithRouter } from "../../../tests/support/render-with-router";

afterEach(cleanup);

const options = {
  fields: [
    { value: "farm", label: "Whole farm" },
    { value: "f1", label: "Kamp 1 (Rooiwal)" },
  ],
  practices: [{ value: "compost", label: "Compost (planned)" }],
};

describe("the evidence form", () => {
  it("is a multipart post with the kit's multiple upload and category checkboxes", async () => {
    const { container: el } = await renderWithRouter(
      <FormBuilder
        intent="add"
        fields={evidenceFields(options)}
        validator={evidenceValidator(options)}
        submitLabel="Add evidence"
      />,
    );
    const form = screen.getByRole("button", { name: "Add evidence" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    // The form names itself in its body before any file (decision 0128), so a post whose files
    // are refused mid-way is still known by its intent.
    const intent = form.querySelector<HTMLInputElement>("input[name=intent]")!;
    const files = form.querySelector<HTMLInputElement>("input[type=file]")!;
    expect(intent.compareDocumentPosition(files) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(new FormData(form).get("intent")).toBe("add");
    const input = el.querySelector<HTMLInputElement>("input[type=file]")!;
    expect(input.name).toBe("files.files");
    expect(input.multiple).toBe(true);
    expect(input.accept).toContain(".pdf");
    expect(input.accept).toContain(".mov");
    expect(el.textContent).toContain(
      "Click to upload file, or drag & drop file here (Accepted file types: .pdf, .jpg, .jpeg, .png, .mov, .avi, .mp4, .xls, .xlsx, .csv, .doc, .docx)",
    );
    expect(el.querySelectorAll("input[type=checkbox][name=categories]")).toHaveLength(6);
    // With JavaScript the dropdowns are comboboxes posting a hidden value.
    expect(el.querySelector("input[name=field]")).not.toBeNull();
    expect(el.querySelector("input[name=practice]")).not.toBeNull();
  });
});
