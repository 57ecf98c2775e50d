// The eligibility and viability forms' validators (decision 0036): drafts may be partial,
// submissions may not, and the viability rules hold in both.
import { describe, expect, it } from "vitest";
import { REQUIRED } from "~/services/kit/forms/messages";
import {
  partOverTotalMessage,
  tillageWithCroplandMessage,
} from "~/services/journey/questionnaire-rules";
import { eligibilityValidator, viabilityValidator } from "./questionnaire-validator";

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
