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
import { partOverTotalMessage, tillageWithCroplandMessage } from "./questionnaire-rules";
import { VIABILITY_FIELDS, viabilityValidator } from "./viability-questions";

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
      totalHectares: "1 200",
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

describe("viability: what the other answers make impossible (issue 13, decision 0065)", () => {
  const VIABILITY = {
    totalHectares: "1 200",
    croplandHectares: "300",
    grazingHectares: "800",
    keepsLivestock: "yes",
    cattle: "120",
    tillage: "minimum",
    records: "some",
    historyYears: "3-4",
    irrigated: "no",
  };
  const errorsOf = async (changes: Record<string, string>, intent = "submit") =>
    (await viabilityValidator.validate({ ...VIABILITY, ...changes, intent })).error?.fieldErrors;

  it("takes answers that fit together, decimal commas read as decimals", async () => {
    expect(await errorsOf({})).toBeUndefined();
    const result = await viabilityValidator.validate({
      ...VIABILITY,
      croplandHectares: "300,5",
      intent: "submit",
    });
    expect(result.data).toMatchObject({ totalHectares: 1200, croplandHectares: 300.5 });
  });

  it("refuses more grazing than the whole farm, beside the grazing, in a draft too", async () => {
    expect(await errorsOf({ grazingHectares: "1 500" })).toEqual({
      grazingHectares: partOverTotalMessage(1200),
    });
    expect(await errorsOf({ grazingHectares: "1 500" }, "save")).toEqual({
      grazingHectares: partOverTotalMessage(1200),
    });
  });

  it("refuses 'no cropland' with cropland hectares, beside the tillage", async () => {
    expect(await errorsOf({ tillage: "notApplicable" })).toEqual({
      tillage: tillageWithCroplandMessage(300),
    });
  });

  it("refuses a head count that is not whole, rather than rounding it", async () => {
    expect(await errorsOf({ cattle: "120.5" })).toEqual({
      cattle: "Enter a whole number, like 120.",
    });
    expect(await errorsOf({ cattle: "1,200" })).toEqual({
      cattle:
        "Write 1200 without the comma: a comma before three digits could also be a decimal comma.",
    });
  });

  it("refuses an ambiguous '1,500' instead of reading 1500 or 1.5", async () => {
    expect(await errorsOf({ grazingHectares: "1,500" })).toEqual({
      grazingHectares: "Write 1500 or 1,5: a comma before three digits could mean either.",
    });
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
