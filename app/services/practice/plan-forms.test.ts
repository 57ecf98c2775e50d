// The practices form (decision 0075): a row's hidden values are cleared before anything is read
// (spec §5 'Values of hidden fields are cleared'). Its validator is tested in components/practice.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TOAST_NEXT_LABEL_MAX_LENGTH } from "~/services/kit/toast";
import {
  clearHiddenActionValues,
  planFieldHref,
  planFieldPageHref,
  planNextLabel,
} from "./plan-forms";

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

describe("the link from a saved field to the next one to plan", () => {
  it("names the field, and the page opens at its top with the editor open", () => {
    expect(planNextLabel("River Field")).toBe("Plan the practices of River Field");
    expect(planFieldPageHref("/p", "?x=1", "f2")).toBe("/p?x=1&field=f2");
    expect(planFieldHref("/p", "?x=1", "f2")).toBe("/p?x=1&field=f2#field-f2");
  });

  it("stays a short label for any field name a farmer can give", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), (name) => {
        const label = planNextLabel(name);
        expect(label.length).toBeLessThanOrEqual(TOAST_NEXT_LABEL_MAX_LENGTH);
        if (`Plan the practices of ${name}`.length <= TOAST_NEXT_LABEL_MAX_LENGTH)
          expect(label).toBe(`Plan the practices of ${name}`);
      }),
    );
  });
});
