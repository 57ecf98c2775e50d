import { describe, expect, it } from "vitest";
import { REQUIRED } from "~/services/kit/forms/messages";
import {
  CONTRACT_TERM_YEARS,
  ELIGIBILITY_FIELDS,
  eligibilityConcerns,
  eligibilityValidator,
} from "./eligibility-questions";
import { expressInterestValidator } from "./express-interest";
import { answersAsFormValues, answerText, intentOf, isAnswerShown } from "./questionnaire";
import { viabilityValidator } from "./viability-questions";

const COMPLETE = {
  landUse: "cropland",
  nativeConversion: "no",
  landTenure: "own",
  landControlForTerm: "yes",
  willingToChange: "yes",
  otherCarbonProject: "no",
};

describe("questionnaire validators (decision 0036): drafts may be partial, submissions may not", () => {
  it("saves a draft with only some answers", async () => {
    const result = await eligibilityValidator.validate({ landUse: "grassland", intent: "save" });
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({ landUse: "grassland", nativeConversion: null });
  });
  it("treats a post without an intent as a draft (the form while the person types)", async () => {
    expect((await eligibilityValidator.validate({})).error).toBeUndefined();
  });
  it("refuses to submit with a required answer missing, naming it", async () => {
    const result = await eligibilityValidator.validate({ landUse: "grassland", intent: "submit" });
    expect(result.error?.fieldErrors).toMatchObject({ nativeConversion: REQUIRED });
  });
  it("checks formats in a draft too", async () => {
    const result = await eligibilityValidator.validate({ landUse: "moon", intent: "save" });
    expect(result.error?.fieldErrors.landUse).toBeDefined();
  });
  it("submits complete answers; a lease asks for the years left", async () => {
    expect(
      (await eligibilityValidator.validate({ ...COMPLETE, intent: "submit" })).error,
    ).toBeUndefined();
    const lease = await eligibilityValidator.validate({
      ...COMPLETE,
      landTenure: "lease",
      intent: "submit",
    });
    expect(lease.error?.fieldErrors).toHaveProperty("leaseYearsLeft");
  });
  it("viability: livestock numbers only when livestock is kept", async () => {
    const result = await viabilityValidator.validate({
      totalHectares: "1,200",
      croplandHectares: "0",
      grazingHectares: "1100",
      keepsLivestock: "no",
      cattle: "50",
      tillage: "notApplicable",
      records: "memory",
      historyYears: "5+",
      irrigated: "no",
      intent: "submit",
    });
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({ totalHectares: 1200, cattle: null });
  });
});

describe("express interest", () => {
  it("needs a programme and at least one hectare", async () => {
    const result = await expressInterestValidator.validate({ programme: "", hectares: "0" });
    expect(Object.keys(result.error?.fieldErrors ?? {}).sort()).toEqual(["hectares", "programme"]);
  });
  it("reads the API's JSON the same way", async () => {
    const result = await expressInterestValidator.validate(
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
