// The questionnaires' pure helpers, the API's schemas of their answers and express interest.
// (The forms' validators are tested beside them in components/journey.)
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { REQUIRED } from "~/services/kit/forms/messages";
import {
  CONTRACT_TERM_YEARS,
  ELIGIBILITY_FIELDS,
  eligibilityConcerns,
} from "./eligibility-questions";
import { expressInterestSchema } from "./express-interest-schema";
import { answersAsFormValues, answerText, intentOf, isAnswerShown } from "./questionnaire";
import { partOverTotalMessage } from "./questionnaire-rules";
import { answersSchema } from "./questionnaire-schema";
import { VIABILITY_FIELDS } from "./viability-questions";

const COMPLETE = {
  landUse: "cropland",
  nativeConversion: "no",
  landTenure: "own",
  landControlForTerm: "yes",
  willingToChange: "yes",
  otherCarbonProject: "no",
};

describe("the API's schemas of the answers (spec §7 'Eligibility POST, PUT')", () => {
  const errorsOf = async (
    kind: "eligibility" | "viability",
    intent: "save" | "submit",
    answers: unknown,
  ) => {
    const result = await answersSchema(kind, intent).safeParseAsync(answersAsFormValues(answers));
    return result.success ? undefined : fieldErrorsOf(result.error.issues);
  };

  it("saves a draft with only some answers, and submits only complete ones", async () => {
    const draft = await answersSchema("eligibility", "save").safeParseAsync(
      answersAsFormValues({ landUse: "grassland" }),
    );
    expect(draft.success && draft.data).toMatchObject({
      landUse: "grassland",
      nativeConversion: null,
    });
    expect(
      (await errorsOf("eligibility", "submit", { landUse: "grassland" }))?.nativeConversion,
    ).toBe(REQUIRED);
    expect(await errorsOf("eligibility", "submit", COMPLETE)).toBeUndefined();
  });

  it("runs the viability rules in a draft too", async () => {
    expect(
      await errorsOf("viability", "save", { totalHectares: 1200, grazingHectares: 1500 }),
    ).toEqual({
      grazingHectares: partOverTotalMessage(1200),
    });
  });
});

describe("express interest", () => {
  it("needs a programme and at least one hectare", async () => {
    const result = await expressInterestSchema.safeParseAsync({ programme: "", hectares: "0" });
    const errors = result.success ? {} : fieldErrorsOf(result.error.issues);
    expect(Object.keys(errors).sort()).toEqual(["hectares", "programme"]);
  });
  it("reads the API's JSON", async () => {
    const result = await expressInterestSchema.safeParseAsync(
      answersAsFormValues({ programme: "notSure", hectares: 42.5, regenStarted: true }),
    );
    expect(result.data).toMatchObject({ hectares: 42.5, regenStarted: true, description: null });
  });
});

describe("helpers", () => {
  it("intentOf submits only when asked", () => {
    expect(intentOf("submit")).toBe("submit");
    expect(intentOf("anything")).toBe("save");
    expect(intentOf(null)).toBe("save");
  });
  it("answerText shows option labels, lists and a dash for no answer", () => {
    const landUse = ELIGIBILITY_FIELDS[0];
    const practices = ELIGIBILITY_FIELDS.find((f) => f.name === "practicesConsidered")!;
    expect(answerText(landUse, "mixed")).toBe("Both cropland and grazing land");
    expect(answerText(practices, ["coverCrops", "adaptiveGrazing"])).toBe(
      "Cover crops, Adaptive or planned grazing",
    );
    expect(answerText(landUse, null)).toBe("-");
  });
  it("answerText shows a number as its input shows it: every decimal kept", () => {
    const total = VIABILITY_FIELDS[0];
    const lease = ELIGIBILITY_FIELDS.find((f) => f.name === "leaseYearsLeft")!;
    expect(answerText(total, 1250.125)).toBe("1 250.125");
    expect(answerText(lease, 9.5)).toBe("9.5");
  });
  it("isAnswerShown follows the field's condition", () => {
    const lease = ELIGIBILITY_FIELDS.find((f) => f.name === "leaseYearsLeft")!;
    expect(isAnswerShown(lease, { landTenure: "lease" })).toBe(true);
    expect(isAnswerShown(lease, { landTenure: "own" })).toBe(false);
  });
  it("eligibilityConcerns flags the rules an admin should look at", () => {
    expect(eligibilityConcerns(COMPLETE)).toEqual([]);
    expect(
      eligibilityConcerns({
        ...COMPLETE,
        landUse: "other",
        landTenure: "lease",
        leaseYearsLeft: 3,
      }),
    ).toEqual([
      "The land is not cropland or grazing land.",
      `The lease has fewer than ${CONTRACT_TERM_YEARS} years left.`,
    ]);
  });
});
