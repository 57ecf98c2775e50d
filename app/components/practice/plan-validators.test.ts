// The implementation plan's validators (decision 0075): a row's hidden values are cleared before
// anything is read (spec §5 'Values of hidden fields are cleared'), the timing and plan rules are
// reported beside the row's fields, and the kit's list rules hold ('At least 1 required', at
// most 12); a plan is not copied onto its own field.
import { describe, expect, it } from "vitest";
import { planCopyValidator, planFieldValidator } from "./plan-validators";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("planFieldValidator", () => {
  it("reads a valid list, hidden values cleared", async () => {
    const result = await planFieldValidator.validate(
      form({
        "actions[0].practice": "coverCrops",
        "actions[0].programmeTarget": "harvest",
        "actions[0].programmeLinkDirection": "after",
        "actions[0].programmeLinkDays": "14",
        "actions[1].practice": "compost",
        "actions[1].programmeTarget": "none",
        "actions[1].programmeLinkDays": "not a number, but hidden",
        "actions[1].date": "2026-09-01",
      }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data?.actions).toEqual([
      expect.objectContaining({ practice: "coverCrops", programmeLinkDays: 14, date: null }),
      expect.objectContaining({ practice: "compost", programmeLinkDays: null, date: "2026-09-01" }),
    ]);
  });

  it("reports timing and plan problems beside the row's fields", async () => {
    const result = await planFieldValidator.validate(
      form({
        "actions[0].practice": "noTillage",
        "actions[0].programmeTarget": "none",
        "actions[1].practice": "reducedTillage",
        "actions[1].programmeTarget": "planting",
        "actions[1].programmeLinkDirection": "before",
      }),
    );
    expect(result.error?.fieldErrors).toEqual({
      "actions[0].date": "Give the date the practice starts.",
      "actions[1].programmeLinkDays": "Give the number of days, from 1 to 365.",
      "actions[1].practice": "A field cannot have both reduced tillage and no tillage.",
    });
  });

  it("needs at least one practice", async () => {
    const result = await planFieldValidator.validate(form({}));
    expect(result.error?.fieldErrors).toEqual({ actions: "At least 1 required" });
  });
});

describe("planCopyValidator", () => {
  const options = [
    { value: "a", label: "North Camp" },
    { value: "b", label: "River Field" },
  ];
  it("refuses copying a field to itself", async () => {
    const data = form({ sourceFieldId: "a" });
    data.append("targetFieldIds", "a");
    const result = await planCopyValidator(options).validate(data);
    expect(result.error?.fieldErrors).toEqual({
      targetFieldIds: "Choose fields other than the one you copy from.",
    });
  });
});
