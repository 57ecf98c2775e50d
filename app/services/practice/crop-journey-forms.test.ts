// The crop journey grid's rules (decision 0076): empty rows are not recorded, a row with any
// value needs its land use, cropland its tillage; every value comes back as typed.
import { describe, expect, it } from "vitest";
import {
  cropJourneyToStored,
  readCropJourneyGrid,
  rowValuesOf,
  splitCrops,
} from "./crop-journey-forms";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

function form(rows: Record<string, string>[]) {
  const data = new FormData();
  rows.forEach((row, i) => {
    for (const [key, value] of Object.entries(row)) data.append(`rows[${i}].${key}`, value);
  });
  return data;
}

const names = new Map([
  [A, "North"],
  [B, "South"],
]);

describe("splitCrops", () => {
  it("splits on commas, semicolons and lines, drops blanks and repeats", () => {
    expect(splitCrops(" Maize,  soybeans;wheat\n,maize ,, ")).toEqual([
      "Maize",
      "soybeans",
      "wheat",
    ]);
    expect(splitCrops("")).toEqual([]);
  });
});

describe("readCropJourneyGrid", () => {
  it("reads rows; an empty row is not recorded", () => {
    const grid = readCropJourneyGrid(
      form([
        {
          fieldId: A,
          landUse: "cropland",
          crops: "Maize",
          cover: "Oats",
          tillage: "none",
          residue: "",
        },
        { fieldId: B, landUse: "", crops: " ", cover: "", tillage: "", residue: "" },
      ]),
      names,
    );
    expect(grid.errors).toEqual({});
    expect(grid.entries[0]!.crops).toEqual([
      { crop: "Maize", cover: false },
      { crop: "Oats", cover: true },
    ]);
    expect(cropJourneyToStored(grid.entries[1]!)).toBeNull();
    const stored = cropJourneyToStored(grid.entries[0]!)!;
    expect(stored.crops.every((c) => c.id.length === 36)).toBe(true);
    expect(rowValuesOf(stored)).toEqual({
      landUse: "cropland",
      crops: "Maize",
      cover: "Oats",
      tillage: "none",
      residue: "",
    });
  });

  it("refuses a row without land use, cropland without tillage and unknown choices", () => {
    const grid = readCropJourneyGrid(
      form([
        { fieldId: A, landUse: "", crops: "Wheat" },
        { fieldId: B, landUse: "mixed", residue: "eaten" },
      ]),
      names,
    );
    expect(grid.errors).toEqual({
      "rows[0].landUse": "Choose how North was used this season.",
      "rows[1].tillage":
        "Choose the tillage on South: cropland and mixed fields are tilled conventionally, with reduced tillage or not at all.",
      "rows[1].residue": "Choose one of the residue options in the list.",
    });
    expect(grid.values[A]!.crops).toBe("Wheat");
    expect(grid.values[B]!.residue).toBe("eaten");
  });

  it("needs no tillage on grazing or fallow, and refuses text that cannot be stored", () => {
    const ok = readCropJourneyGrid(form([{ fieldId: A, landUse: "fallow" }]), names);
    expect(ok.errors).toEqual({});
    const bad = readCropJourneyGrid(
      form([{ fieldId: A, landUse: "grazing", crops: "Ma\u0000ize" }]),
      names,
    );
    expect(Object.keys(bad.errors)).toEqual(["rows[0].crops"]);
  });
});
