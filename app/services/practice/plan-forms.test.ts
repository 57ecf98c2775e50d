// The practices form (decision 0075): a row's hidden values are cleared before anything is read
// (spec §5 'Values of hidden fields are cleared'). Its validator is tested in components/practice.
import { describe, expect, it } from "vitest";
import { clearHiddenActionValues } from "./plan-forms";

describe("clearHiddenActionValues", () => {
  it("drops the direction without a target and the days unless before or after", () => {
    expect(
      clearHiddenActionValues({
        actions: [
          {
            practice: "compost",
            programmeTarget: "none",
            programmeLinkDirection: "on",
            programmeLinkDays: "3",
          },
          {
            practice: "manure",
            programmeTarget: "planting",
            programmeLinkDirection: "on",
            programmeLinkDays: "3",
          },
          {
            practice: "coverCrops",
            programmeTarget: "harvest",
            programmeLinkDirection: "after",
            programmeLinkDays: "14",
            id: "x",
          },
        ],
      }),
    ).toEqual({
      actions: [
        { practice: "compost", programmeTarget: "none" },
        { practice: "manure", programmeTarget: "planting", programmeLinkDirection: "on" },
        {
          practice: "coverCrops",
          programmeTarget: "harvest",
          programmeLinkDirection: "after",
          programmeLinkDays: "14",
          id: "x",
        },
      ],
    });
  });
});
