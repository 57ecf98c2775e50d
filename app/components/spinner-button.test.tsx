// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../tests/support/render-with-router";
import { isSubmissionPending, SpinnerButton } from "./spinner-button";

afterEach(cleanup);

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe("isSubmissionPending", () => {
  it("is false when nothing is submitted", () => {
    expect(isSubmissionPending({ state: "idle" }, { name: "intent", value: "save" })).toBe(false);
    // A plain link navigation has no form data.
    expect(isSubmissionPending({ state: "loading" }, {})).toBe(false);
  });

  it("matches the button's own name=value", () => {
    const source = { state: "submitting" as const, formData: form({ intent: "save" }) };
    expect(isSubmissionPending(source, { name: "intent", value: "save" })).toBe(true);
    expect(isSubmissionPending(source, { name: "intent", value: "delete" })).toBe(false);
    expect(isSubmissionPending(source, {})).toBe(true);
  });

  it("stays pending while the redirect after the action loads", () => {
    const source = { state: "loading" as const, formData: form({ intent: "save" }) };
    expect(isSubmissionPending(source, { name: "intent", value: "save" })).toBe(true);
  });

  it("compares the action's path when the button names one", () => {
    const source = {
      state: "submitting" as const,
      formData: form({}),
      formAction: "/admin/jobApplications?index",
    };
    expect(isSubmissionPending(source, { formAction: "/admin/jobApplications" })).toBe(true);
    expect(isSubmissionPending(source, { formAction: "/admin/events" })).toBe(false);
  });
});

describe("<SpinnerButton>", () => {
  async function render(pending?: boolean) {
    const { container } = await renderWithRouter(
      <SpinnerButton name="intent" value="save" pending={pending}>
        Save
      </SpinnerButton>,
    );
    return { container, button: screen.getByRole<HTMLButtonElement>("button") };
  }

  it("is an enabled submit button with its name and value when idle", async () => {
    const { button } = await render();
    expect(button).toBe(screen.getByRole("button", { name: "Save" }));
    expect(button.type).toBe("submit");
    expect([button.name, button.value, button.disabled]).toEqual(["intent", "save", false]);
    expect(button.querySelector(".spinner")).toBeNull();
  });

  it("spins and is disabled while pending", async () => {
    const { button } = await render(true);
    expect(button).toBe(screen.getByRole("button", { name: "Save (Please wait)" }));
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector(".spinner")).not.toBeNull();
    expect(button.textContent).toBe("Save (Please wait)");
  });
});
