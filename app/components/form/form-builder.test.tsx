// @vitest-environment happy-dom
// The builder's markup, first as the server sends it (what a browser without JavaScript works
// with), then after the page's JavaScript has run. The spec rules themselves are tested in
// app/services/kit/forms/*.test.ts and, in a real browser, in tests/e2e/kit-forms.spec.ts.
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { FormBuilder } from "./form-builder";
import { fieldsValidator } from "~/services/kit/forms/validator";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FIELDS = [
  { type: "text", name: "name", label: "First name", maxLength: 20 },
  { type: "textarea", name: "motivation", label: "Motivation", optional: true, maxLength: 50 },
  {
    type: "dropdown",
    name: "userType",
    label: "What describes you the best?",
    options: [
      { value: "OWNER", label: "Farmer / Land Owner" },
      { value: "other", label: "Academic / Other" },
    ],
  },
  {
    type: "text",
    name: "otherUserType",
    label: "Tell us what you do",
    visibleWhen: { field: "userType", equals: "other" },
  },
  {
    type: "lineItems",
    name: "herds",
    label: "Herds",
    itemLabel: "Herd",
    itemFields: [{ type: "text", name: "species", label: "Species" }],
  },
] as const satisfies readonly FieldSpec[];
const validator = fieldsValidator(FIELDS);

function stub(initialErrors?: Record<string, string>, defaultIntent?: string) {
  const Page = () => (
    <FormBuilder
      id="signup"
      fields={FIELDS}
      validator={validator}
      submitLabel="Save"
      initialErrors={initialErrors}
      defaultIntent={defaultIntent}
      defaultValues={{ name: "Thandi", herds: [{ species: "beef" }] }}
    />
  );
  return createRemixStub([{ path: "/", Component: Page }]);
}

const byLabel = (root: ParentNode, text: string) => {
  const label = [...root.querySelectorAll("label")].find((l) => l.textContent?.startsWith(text));
  return label ? root.querySelector(`[id="${label.htmlFor}"]`) : null;
};
const description = (root: ParentNode, control: Element | null) =>
  (control?.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => root.querySelector(`[id="${id}"]`)?.textContent ?? "")
    .join(" ");

afterEach(() => vi.restoreAllMocks());

// First: the module-level 'hydrated' flag (use-hydrated.ts) is still false here.
describe("as the server sends it (no JavaScript)", () => {
  const Stub = stub({ name: "Too many characters" });
  const page = document.createElement("div");
  // React warns that rvf's layout effects do nothing on a server render: expected here.
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  page.innerHTML = renderToString(<Stub />);
  quiet.mockRestore();
  const form = page.querySelector("form#signup")!;

  it("is a real form posting to the page", () => {
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("novalidate")).toBe(true);
  });

  it("labels every control, and marks optional fields '(optional)' (spec §5)", () => {
    for (const label of form.querySelectorAll("label")) {
      expect(form.querySelector(`[id="${label.htmlFor}"]`), label.textContent ?? "").not.toBeNull();
    }
    expect(form.querySelector(`label[for="${byLabel(form, "Motivation")!.id}"]`)!.textContent).toBe(
      "Motivation (optional)",
    );
    expect(form.querySelector(`label[for="${byLabel(form, "First name")!.id}"]`)!.textContent).toBe(
      "First name",
    );
  });

  it("links an error to its field (aria-invalid, aria-describedby)", () => {
    const name = byLabel(form, "First name")!;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(form, name)).toContain("Too many characters");
    expect((name as HTMLInputElement).value).toBe("Thandi");
  });

  it("uses the browser's own controls: a select, a text area limited by maxlength", () => {
    expect(byLabel(form, "What describes you the best?")!.tagName).toBe("SELECT");
    expect(byLabel(form, "Motivation")!.getAttribute("maxlength")).toBe("50");
  });

  it("shows a conditional field with the sentence saying when it applies", () => {
    const other = byLabel(form, "Tell us what you do")!;
    expect(description(form, other)).toContain(
      "Only if ‘What describes you the best?’ is ‘Academic / Other’.",
    );
  });

  it("makes Enter submit the form, not the line-item editor's first button", () => {
    const first = form.querySelector("button[type=submit]")!;
    expect(first.getAttribute("name")).toBe("intent");
    expect(first.getAttribute("value")).toBe("submit");
    // Issue 13: out of the accessibility tree (hidden, not aria-hidden), saying what Enter does.
    expect(first.hasAttribute("hidden")).toBe(true);
    expect(first.hasAttribute("aria-hidden")).toBe(false);
    expect(first.textContent).toBe("Submit");
    const remove = [...form.querySelectorAll("button")].find(
      (b) => b.textContent === "Remove Herd 1",
    );
    expect(remove?.getAttribute("value")).toBe("remove-line-item:herds:0");
    expect(form.querySelector("button[value='add-line-item:herds']")?.textContent).toBe("Add herd");
  });

  it("lets a form whose submit can't be undone make Enter send a harmless intent", () => {
    const page = document.createElement("div");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Draft = stub(undefined, "save");
    page.innerHTML = renderToString(<Draft />);
    quiet.mockRestore();
    const first = page.querySelector("form#signup button[type=submit]")!;
    expect(first.getAttribute("value")).toBe("save");
    // Issue 13: announced as what Enter does there, not 'Submit'.
    expect(first.textContent).toBe("Save draft");
    expect(first.hasAttribute("hidden")).toBe(true);
  });

  it("never disables the submit button", () => {
    const save = [...form.querySelectorAll("button")].find((b) => b.textContent === "Save")!;
    expect(save.hasAttribute("disabled")).toBe(false);
  });
});

describe("once the page's JavaScript runs", () => {
  it("turns the select into a combobox, hides the conditional field, and disables submit until valid", async () => {
    const Stub = stub();
    vi.spyOn(console, "warn").mockImplementation(() => undefined); // React Router's future-flag notice
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Stub />));
    // The submit button's check waits for the typing to pause (120 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const form = container.querySelector("form#signup")!;

    const userType = byLabel(form, "What describes you the best?")!;
    expect(userType.getAttribute("role")).toBe("combobox");
    const listbox = form.querySelector(`[id="${userType.getAttribute("aria-controls")}"]`);
    expect(listbox?.getAttribute("role")).toBe("listbox");
    expect(form.querySelector("input[type=hidden][name=userType]")).not.toBeNull();

    expect(byLabel(form, "Tell us what you do")).toBeNull();
    // The text area's limit is the kit's now (an over-long paste is ignored, not cut).
    expect(byLabel(form, "Motivation")!.hasAttribute("maxlength")).toBe(false);

    const save = [...form.querySelectorAll("button")].find((b) => b.textContent === "Save")!;
    expect(save.hasAttribute("disabled")).toBe(true);
    expect(description(form, save)).toBe("Fill in every required field to continue.");
    // The editor's buttons change the rows in place.
    expect(form.querySelector("button[value^='remove-line-item']")).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
