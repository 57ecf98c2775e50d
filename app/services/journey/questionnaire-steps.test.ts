// The questionnaires in steps (decision 0142): every question in exactly one step, in the order
// the form lists them, so a question and the one its condition reads stay in one step, in order.
import { describe, expect, it } from "vitest";
import { stepsProblem } from "~/services/kit/forms/step-rules";
import { ELIGIBILITY_FIELDS, ELIGIBILITY_STEPS } from "./eligibility-questions";
import { VIABILITY_FIELDS, VIABILITY_STEPS } from "./viability-questions";

describe("the questionnaires' steps", () => {
  it.each([
    ["eligibility", ELIGIBILITY_STEPS, ELIGIBILITY_FIELDS],
    ["viability", VIABILITY_STEPS, VIABILITY_FIELDS],
  ] as const)("put every %s question in one step, in order", (_name, steps, fields) => {
    expect(stepsProblem(steps, fields)).toBeNull();
  });

  it.each([
    ["eligibility", ELIGIBILITY_STEPS, ELIGIBILITY_FIELDS],
    ["viability", VIABILITY_STEPS, VIABILITY_FIELDS],
  ] as const)(
    "keep each %s condition in the step of the question it reads",
    (_n, steps, fields) => {
      const stepOf = (name: string) =>
        steps.findIndex((s) => (s.fields as readonly string[]).includes(name));
      for (const field of fields as readonly { name: string; visibleWhen?: { field: string } }[])
        if (field.visibleWhen) expect(stepOf(field.visibleWhen.field)).toBe(stepOf(field.name));
    },
  );
});
