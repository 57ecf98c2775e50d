import { describe, expect, it } from "vitest";
import { isLabelledOptional, isSubmitDisabled } from "./submit-rules";

describe("spec §5 'Submit is disabled until all required visible fields are filled and valid'", () => {
  it.each<[boolean, boolean | null, boolean]>([
    // Without JavaScript the button is never disabled: the server answers with the errors.
    [false, false, false],
    [false, null, false],
    [false, true, false],
    // With JavaScript: disabled while the schema refuses the values.
    [true, false, true],
    [true, true, false],
    // Not checked yet: enabled (a check that never finishes must not lock the form).
    [true, null, false],
  ])("hydrated %s, valid %s → disabled %s", (hydrated, valid, disabled) => {
    expect(isSubmitDisabled({ hydrated, valid })).toBe(disabled);
  });
});

describe("spec §5 'Optional fields are labelled optional'", () => {
  it.each([
    [{ optional: true }, true],
    [{ optional: false }, false],
    [{}, false],
  ])("%j → labelled optional: %s", (field, labelled) => {
    expect(isLabelledOptional(field)).toBe(labelled);
  });
});
