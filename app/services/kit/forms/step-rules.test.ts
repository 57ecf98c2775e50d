// A form's steps (decision 0142): the progress line's words, and the check that every field is
// in exactly one step, in the field list's order (each form in steps runs it on its own steps).
import { describe, expect, it } from "vitest";
import { stepProgressText, stepsProblem } from "./step-rules";

describe("a form in steps", () => {
  it("says which step of how many, and its title", () => {
    expect(stepProgressText(1, ["About you", "Your farm or organisation", "Agreement"])).toBe(
      "Step 2 of 3: Your farm or organisation",
    );
  });

  it("finds a field left out, a field twice, a field out of order and an empty step", () => {
    const fields = [{ name: "a" }, { name: "b" }, { name: "c" }];
    expect(
      stepsProblem(
        [
          { title: "1", fields: ["a", "b"] },
          { title: "2", fields: ["c"] },
        ],
        fields,
      ),
    ).toBeNull();
    expect(stepsProblem([{ title: "1", fields: ["a", "b"] }], fields)).toMatch(/^The steps hold/);
    expect(
      stepsProblem(
        [
          { title: "1", fields: ["a", "b"] },
          { title: "2", fields: ["b", "c"] },
        ],
        fields,
      ),
    ).toMatch(/^The steps hold/);
    expect(
      stepsProblem(
        [
          { title: "1", fields: ["b", "a"] },
          { title: "2", fields: ["c"] },
        ],
        fields,
      ),
    ).toMatch(/^The steps hold/);
    expect(
      stepsProblem(
        [
          { title: "1", fields: ["a", "b", "c"] },
          { title: "2", fields: [] },
        ],
        fields,
      ),
    ).toBe("A step has no fields.");
  });
});
