import { describe, expect, it } from "vitest";
import { actionResultOf } from "./action-result";

describe("the one action result, read by a plain form", () => {
  const refused = {
    formId: "submit",
    fieldErrors: { _form: "Add at least one field before you submit.", reason: "Say why." },
    repopulateFields: { reason: "" },
    problems: ["Kamp 2 has no crop."],
  };

  it("gives the form-level sentence, the field errors, the values and the problems", () => {
    expect(actionResultOf(refused, "submit")).toEqual({
      formError: "Add at least one field before you submit.",
      fieldErrors: { reason: "Say why." },
      values: { reason: "" },
      problems: ["Kamp 2 has no crop."],
    });
  });

  it("is empty for another form of the page, or no post", () => {
    expect(actionResultOf(refused, "copy-season").formError).toBeNull();
    expect(actionResultOf(undefined, "submit")).toMatchObject({ formError: null, problems: [] });
  });
});
