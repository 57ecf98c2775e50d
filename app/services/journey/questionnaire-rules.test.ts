import { describe, expect, it } from "vitest";
import {
  landAreaErrors,
  partOverTotalMessage,
  partsOverTotalMessage,
  TILLAGE_WITHOUT_CROPLAND,
  tillageErrors,
  tillageWithCroplandMessage,
} from "./questionnaire-rules";

type Areas = Parameters<typeof landAreaErrors>[0];
const areas = (
  totalHectares: number | null,
  croplandHectares: number | null,
  grazingHectares: number | null,
  otherHectares: number | null = null,
): Areas => ({ totalHectares, croplandHectares, grazingHectares, otherHectares });

describe("issue 13: the parts of the farm cannot exceed its total", () => {
  it.each<[string, Areas, ReturnType<typeof landAreaErrors>]>([
    ["parts that fit", areas(1200, 300, 800, 100), null],
    ["parts that fill it exactly", areas(1200, 300, 900), null],
    ["decimals that fit (0.1 + 0.2 in 0.3)", areas(0.3, 0.1, 0.2), null],
    // Issue 13: 1 500 ha of grazing out of 1 200 ha in total.
    [
      "a part larger than the total, beside the part",
      areas(1200, 0, 1500),
      { grazingHectares: partOverTotalMessage(1200) },
    ],
    [
      "every part larger than the total",
      areas(10, 20, 30, 40),
      {
        croplandHectares: partOverTotalMessage(10),
        grazingHectares: partOverTotalMessage(10),
        otherHectares: partOverTotalMessage(10),
      },
    ],
    [
      "parts that each fit but add up to more, beside the total",
      areas(800, 300, 450, 100),
      { totalHectares: partsOverTotalMessage(850) },
    ],
    // A draft may leave answers out: nothing to compare yet.
    ["no total yet", areas(null, 300, 5000), null],
    ["some parts not given yet", areas(100, null, 60), null],
  ])("%s", (_case, given, errors) => {
    expect(landAreaErrors(given)).toEqual(errors);
  });

  it("says the hectares as the inputs show them", () => {
    expect(partOverTotalMessage(1200)).toBe("This is more than the total farm area of 1 200 ha.");
    expect(partsOverTotalMessage(1250.5)).toBe(
      "Less than the cropland, grazing and other land together (1 250.5 ha). Count land that is both cropped and grazed once, as cropland.",
    );
  });
});

describe("issue 13: how the cropland is prepared, given how much there is", () => {
  it.each<[number | null, string | null, ReturnType<typeof tillageErrors>]>([
    [250, "minimum", null],
    [0, "notApplicable", null],
    [250, "notApplicable", { tillage: tillageWithCroplandMessage(250) }],
    [0, "conventional", { tillage: TILLAGE_WITHOUT_CROPLAND }],
    [null, "notApplicable", null],
    [250, null, null],
  ])("%s ha, %s → %j", (croplandHectares, tillage, errors) => {
    expect(tillageErrors({ croplandHectares, tillage })).toEqual(errors);
  });

  it("names the cropland", () => {
    expect(tillageWithCroplandMessage(1250)).toBe(
      "You have 1 250 ha of cropland: choose how you prepare it.",
    );
  });
});
