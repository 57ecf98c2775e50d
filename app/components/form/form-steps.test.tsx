// @vitest-environment happy-dom
// A form in steps (decision 0142): as the server sends it, every step shows with the submit
// button and no step buttons (one post without JavaScript); once the page's scripts run, one step
// at a time: 'Continue' stays on a step with a wrong answer, focusing it, and moves on once it is
// right; 'Back' returns with the values kept; the submit button is on the last step only.
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  cleanupServerPages,
  renderWithRouter,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { BuilderFields } from "./form-builder";
import { FormStep, FormSteps } from "./form-steps";
import { KitForm } from "./kit-form";
import { SubmitButton } from "./submit-button";

afterEach(() => {
  cleanup();
  cleanupServerPages();
});

const FIRST = [{ type: "text", name: "name", label: "First name", maxLength: 20 }] as const;
const SECOND = [{ type: "text", name: "farm", label: "Farm name", maxLength: 20 }] as const;
const validator = fieldsValidator([...FIRST, ...SECOND] as const satisfies readonly FieldSpec[]);
const TITLES = ["About you", "Your farm"];

const Form = () => (
  <KitForm intent="signup" validator={validator}>
    <FormSteps titles={TITLES} submit={<SubmitButton>Create my profile</SubmitButton>}>
      <FormStep index={0} title={TITLES[0]!}>
        <BuilderFields fields={FIRST} context={{}} />
      </FormStep>
      <FormStep index={1} title={TITLES[1]!}>
        <BuilderFields fields={SECOND} context={{}} />
      </FormStep>
    </FormSteps>
  </KitForm>
);

describe("FormSteps", () => {
  it("without JavaScript shows every step, the submit button and no step buttons", () => {
    const html = serverPageWithRouter(<Form />).innerHTML;
    expect(html).toContain("<legend>About you</legend>");
    expect(html).toContain("<legend>Your farm</legend>");
    expect(html).not.toMatch(/<fieldset[^>]*hidden/);
    expect(html).toContain("Create my profile");
    expect(html).not.toContain("Continue");
    expect(html).not.toContain("Step 1 of 2");
  });

  it("with JavaScript goes one step at a time, refusing to continue past a wrong answer", async () => {
    await renderWithRouter(<Form />);
    const progress = await screen.findByText("Step 1 of 2: About you");
    const farm = screen.getByLabelText("Farm name");
    expect(farm.closest("fieldset")?.hidden).toBe(true);
    expect(screen.queryByRole("button", { name: "Create my profile" })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    const name = screen.getByLabelText("First name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    expect(progress.textContent).toBe("Step 1 of 2: About you");

    fireEvent.change(name, { target: { value: "Naledi" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    await waitFor(() => expect(progress.textContent).toBe("Step 2 of 2: Your farm"));
    expect(name.closest("fieldset")?.hidden).toBe(true);
    expect(farm.closest("fieldset")?.hidden).toBe(false);
    expect(document.activeElement).toBe(progress);
    expect(screen.getByRole("button", { name: "Create my profile" })).toBeDefined();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Back" })));
    await waitFor(() => expect(progress.textContent).toBe("Step 1 of 2: About you"));
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Naledi");
  });
});
