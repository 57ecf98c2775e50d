// The expression of interest form's validator: what the page's action and its form refuse.
import { describe, expect, it } from "vitest";
import { expressInterestValidator } from "./express-interest-validator";

describe("express interest validator", () => {
  it("needs a programme and at least one hectare", async () => {
    const result = await expressInterestValidator.validate({ programme: "", hectares: "0" });
    expect(Object.keys(result.error?.fieldErrors ?? {}).sort()).toEqual(["hectares", "programme"]);
  });
  it("reads a posted form", async () => {
    const form = new FormData();
    form.set("programme", "notSure");
    form.set("hectares", "42.5");
    form.set("regenStarted", "true");
    const result = await expressInterestValidator.validate(form);
    expect(result.data).toMatchObject({ hectares: 42.5, regenStarted: true, description: null });
  });
});
