// The plan's own rules (decision 0075): a practice once per field, not both tillages, at most 12
// practices; the plan complete when every included field has one; the messages.
import { describe, expect, it } from "vitest";
import {
  BOTH_TILLAGES_MESSAGE,
  duplicatePracticeMessage,
  fieldsWithoutPractices,
  missingPracticesMessage,
  planCopiedMessage,
  planListProblems,
  tooManyActionsMessage,
} from "./plan-rules";
import { PRACTICES } from "~/shared/practice";

describe("planListProblems", () => {
  it("accepts distinct practices", () => {
    expect(planListProblems(["coverCrops", "noTillage", "adaptiveGrazing"])).toEqual([]);
    expect(planListProblems([])).toEqual([]);
  });

  it("names the later row repeating a practice", () => {
    expect(planListProblems(["coverCrops", "compost", "coverCrops"])).toEqual([
      { index: 2, message: duplicatePracticeMessage("coverCrops") },
    ]);
    expect(duplicatePracticeMessage("coverCrops")).toBe(
      "Cover crops is already planned for this field. Plan each practice once.",
    );
  });

  it("refuses reduced tillage with no tillage, at the later of the two, once", () => {
    expect(planListProblems(["noTillage", "compost", "reducedTillage"])).toEqual([
      { index: 2, message: "A field cannot have both reduced tillage and no tillage." },
    ]);
    expect(planListProblems(["reducedTillage", "noTillage", "noTillage"])).toEqual([
      { index: 1, message: BOTH_TILLAGES_MESSAGE },
      { index: 2, message: duplicatePracticeMessage("noTillage") },
    ]);
  });

  it("allows at most 12 practices on a field", () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => PRACTICES[i % PRACTICES.length]!);
    expect(planListProblems(thirteen)[0]).toEqual({
      index: null,
      message: tooManyActionsMessage(),
    });
    expect(tooManyActionsMessage()).toBe("A field can have at most 12 practices.");
  });

  it("skips rows without a practice (the form reports those itself)", () => {
    expect(planListProblems([null, undefined, "compost"])).toEqual([]);
  });
});

describe("fieldsWithoutPractices and the messages", () => {
  const fields = [
    { id: "a", name: "North Camp" },
    { id: "b", name: "River Field" },
    { id: "c", name: "Kraal" },
  ];

  it("lists the included fields that have no practice, in order", () => {
    expect(fieldsWithoutPractices(fields, ["c", "c"]).map((f) => f.name)).toEqual([
      "North Camp",
      "River Field",
    ]);
    expect(fieldsWithoutPractices(fields, ["a", "b", "c"])).toEqual([]);
  });

  it("says which fields still need practices", () => {
    expect(missingPracticesMessage(["North Camp", "River Field"])).toBe(
      "These fields have no practices yet: North Camp, River Field.",
    );
    expect(missingPracticesMessage(["Kraal"])).toBe("This field has no practices yet: Kraal.");
  });

  it("counts the fields a plan was copied to", () => {
    expect(planCopiedMessage(3)).toBe("Plan copied to 3 fields.");
    expect(planCopiedMessage(1)).toBe("Plan copied to 1 field.");
  });
});
