import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FORM_ERROR_KEY } from "./form-error-key";
import { fieldControlId, formIdPrefix, summaryHeading, summaryItems } from "./error-summary";

describe("the error summary of a refused form", () => {
  it.each([
    [0, "There is a problem"],
    [1, "There is a problem with 1 answer"],
    [2, "There is a problem with 2 answers"],
    [12, "There is a problem with 12 answers"],
  ])("with %i answer(s) to correct says '%s'", (count, heading) => {
    expect(summaryHeading(count)).toBe(heading);
  });

  it("links each field in error by its label, in the order the errors came", () => {
    const items = summaryItems({ surname: "Required", name: "Too many characters" }, [
      { name: "name", label: "First name" },
      { name: "surname", label: "Surname" },
    ]);
    expect(items).toEqual([
      { name: "surname", text: "Surname" },
      { name: "name", text: "First name" },
    ]);
  });

  it("names a line item's field by its list, and a field with no known label by its message", () => {
    const items = summaryItems(
      { "herds[2].count": "Enter a whole number.", mystery: "Choose one of the options." },
      [{ name: "herds", label: "Herds" }],
    );
    expect(items).toEqual([
      { name: "herds[2].count", text: "Herds" },
      { name: "mystery", text: "Choose one of the options." },
    ]);
  });

  it("leaves out the form-wide error and empty messages", () => {
    expect(summaryItems({ [FORM_ERROR_KEY]: "The file could not be read.", a: "" })).toEqual([]);
  });

  it("gives every posted name an id made only of safe characters, the same each time", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (reactId, name) => {
        const id = fieldControlId(formIdPrefix(reactId), name);
        expect(id).toMatch(/^kf-[A-Za-z0-9_-]*-[A-Za-z0-9_-]*$/);
        expect(fieldControlId(formIdPrefix(reactId), name)).toBe(id);
      }),
    );
    expect(fieldControlId(formIdPrefix(":r3:"), "signatories[0].phone")).toBe(
      "kf-r3-signatories-0-phone",
    );
  });
});
