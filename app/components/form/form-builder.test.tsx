// @vitest-environment happy-dom
// The builder's markup, first as the server sends it (what a browser without JavaScript works
// with), then after the page's JavaScript has run. The spec rules themselves are tested in
// app/services/kit/forms/*.test.ts and, in a real browser, in tests/e2e/kit-forms.spec.ts.
// The server's HTML stays renderToString's (what is tested is the page before any JavaScript),
// parsed into the document and read by role and label like the page once hydrated.
import { act, cleanup, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { FormBuilder } from "./form-builder";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  cleanupServerPages,
  renderWithRouter,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";

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

const page = (initialErrors?: Record<string, string>, defaultIntent?: string) => (
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

/** The texts a control's aria-describedby points at, as a screen reader reads them after it. */
const description = (control: Element | null) =>
  (control?.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

afterEach(() => vi.restoreAllMocks());

// Rendered while the file is collected, before any test runs: the module-level 'hydrated' flag
// (use-hydrated.ts) is still false then, whatever order the tests run in.
describe("as the server sends it (no JavaScript)", () => {
  const form = within(
    serverPageWithRouter(page({ name: "Too many characters" })).querySelector<HTMLElement>(
      "form#signup",
    )!,
  );
  const formElement = form.getByRole("button", { name: "Save" }).closest("form")!;
  afterAll(cleanupServerPages);

  it("is a real form posting to the page", () => {
    expect(formElement.id).toBe("signup");
    expect(formElement.getAttribute("method")).toBe("post");
    expect(formElement.hasAttribute("novalidate")).toBe(true);
  });

  it("labels every control, and marks optional fields '(optional)' (spec §5)", () => {
    for (const label of formElement.querySelectorAll("label")) {
      expect(document.getElementById(label.htmlFor), label.textContent ?? "").not.toBeNull();
    }
    expect(form.getByRole("textbox", { name: "Motivation (optional)" }).tagName).toBe("TEXTAREA");
    expect(form.getByRole("textbox", { name: "First name" })).toBeDefined();
  });

  it("links an error to its field (aria-invalid, aria-describedby)", () => {
    const name = form.getByRole<HTMLInputElement>("textbox", { name: "First name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(name)).toContain("Too many characters");
    expect(name.value).toBe("Thandi");
  });

  it("uses the browser's own controls: a select, a text area limited by maxlength", () => {
    expect(form.getByRole("combobox", { name: "What describes you the best?" }).tagName).toBe(
      "SELECT",
    );
    expect(
      form.getByRole("textbox", { name: "Motivation (optional)" }).getAttribute("maxlength"),
    ).toBe("50");
  });

  it("shows a conditional field with the sentence saying when it applies", () => {
    const other = form.getByRole("textbox", { name: "Tell us what you do" });
    expect(description(other)).toContain(
      "Only if ‘What describes you the best?’ is ‘Academic / Other’.",
    );
  });

  it("makes Enter submit the form, not the line-item editor's first button", () => {
    // Issue 13: out of the accessibility tree (hidden, not aria-hidden), saying what Enter does.
    const first = form.getAllByRole("button", { hidden: true })[0]!;
    expect(form.getAllByRole("button")).not.toContain(first);
    expect(formElement.querySelector("button[type=submit]")).toBe(first);
    expect(first.getAttribute("name")).toBe("intent");
    expect(first.getAttribute("value")).toBe("submit");
    expect(first.hasAttribute("hidden")).toBe(true);
    expect(first.hasAttribute("aria-hidden")).toBe(false);
    expect(first.textContent).toBe("Submit");
    const remove = form.getByRole("button", { name: "Remove Herd 1" });
    expect(remove.getAttribute("value")).toBe("remove-line-item:herds:0");
    expect(form.getByRole("button", { name: "Add herd" }).getAttribute("value")).toBe(
      "add-line-item:herds",
    );
  });

  // A second page, rendered now too (before the flag can change) but in the document only during
  // its test: it has the first page's ids, and the tests around it (in any order) must find their
  // labels' controls in the first.
  const second = serverPageWithRouter(page(undefined, "save"));
  second.remove();

  it("lets a form whose submit can't be undone make Enter send a harmless intent", () => {
    document.body.append(second);
    try {
      const draft = within(second);
      // Issue 13: announced as what Enter does there, not 'Submit'.
      const first = draft.getAllByRole("button", { hidden: true })[0]!;
      expect(draft.getAllByRole("button")).not.toContain(first);
      expect(first.closest("form")?.querySelector("button[type=submit]")).toBe(first);
      expect(first.getAttribute("value")).toBe("save");
      expect(first.textContent).toBe("Save draft");
      expect(first.hasAttribute("hidden")).toBe(true);
    } finally {
      second.remove();
    }
  });

  it("never disables the submit button", () => {
    const save = form.getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(false);
  });
});

describe("once the page's JavaScript runs", () => {
  it("turns the select into a combobox, hides the conditional field, and disables submit until valid", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined); // React Router's future-flag notice
    const { container } = await renderWithRouter(page());
    // The submit button's check waits for the typing to pause (120 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const formElement = container.querySelector<HTMLElement>("form#signup")!;
    const form = within(formElement);

    const userType = form.getByRole("combobox", { name: "What describes you the best?" });
    expect(userType.tagName).not.toBe("SELECT");
    const listbox = document.getElementById(userType.getAttribute("aria-controls")!);
    expect(listbox?.getAttribute("role")).toBe("listbox");
    expect(formElement.querySelector("input[type=hidden][name=userType]")).not.toBeNull();

    expect(form.queryByLabelText(/^Tell us what you do/)).toBeNull();
    // The text area's limit is the kit's now (an over-long paste is ignored, not cut).
    expect(
      form.getByRole("textbox", { name: "Motivation (optional)" }).hasAttribute("maxlength"),
    ).toBe(false);

    const save = form.getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(true);
    expect(description(save)).toBe("Fill in every required field to continue.");
    // The editor's buttons change the rows in place.
    expect(formElement.querySelector("button[value^='remove-line-item']")).toBeNull();
    cleanup();
  });
});

describe("an optional field a rule requires in some cases (issue 31)", () => {
  const REVIEW = [
    {
      type: "dropdown",
      name: "decision",
      label: "Decision",
      options: [
        { value: "ACCEPTED", label: "Accepted" },
        { value: "NEEDS_CHANGES", label: "Needs changes" },
      ],
    },
    {
      type: "textarea",
      name: "reason",
      label: "Reason",
      optional: true,
      requiredWhen: "for Needs changes and Rejected",
    },
  ] as const satisfies readonly FieldSpec[];

  it("says when it is required instead of '(optional)', and its error sits under that label", () => {
    const form = within(
      serverPageWithRouter(
        <FormBuilder
          fields={REVIEW}
          validator={fieldsValidator(REVIEW)}
          initialErrors={{ reason: "Give the reason the farmer reads." }}
        />,
      ),
    );
    const reason = form.getByRole("textbox", {
      name: "Reason (required for Needs changes and Rejected)",
    });
    expect(reason.tagName).toBe("TEXTAREA");
    // Still optional to the browser: 'Accepted' needs no reason, and no-JS posts are not blocked.
    expect(reason.hasAttribute("required")).toBe(false);
    expect(form.queryByText(/\(optional\)/)).toBeNull();
    expect(form.getByText("Give the reason the farmer reads.")).toBeTruthy();
  });
});
