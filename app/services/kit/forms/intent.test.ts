import { describe, expect, it } from "vitest";
import { formKey, intentOf, lineItemIntentOf } from "./intent";

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("a post's intent", () => {
  it("is the form's hidden intent even when a line-item button was pressed after it", () => {
    const form = formOf([
      ["intent", "save-herds"],
      ["intent", "remove-line-item:herds:1"],
    ]);
    expect(intentOf(form)).toBe("save-herds");
    expect(lineItemIntentOf(form)).toEqual({ action: "remove", list: "herds", index: 1 });
  });

  it("is the pressed button's value in a form whose buttons carry it", () => {
    expect(intentOf(formOf([["intent", "submit"]]))).toBe("submit");
    expect(lineItemIntentOf(formOf([["intent", "submit"]]))).toBeNull();
  });

  it("is missing when only a line-item button or nothing names one", () => {
    expect(intentOf(formOf([["intent", "add-line-item:herds"]]))).toBeNull();
    expect(intentOf(formOf([["intent", ""]]))).toBeNull();
    expect(intentOf(formOf([]))).toBeNull();
  });

  it("keys one of several forms with one intent by its subject", () => {
    expect(formKey("save-fertiliser", "kamp-2")).toBe("save-fertiliser:kamp-2");
  });
});
