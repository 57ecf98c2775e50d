import { describe, expect, it } from "vitest";
import {
  coordinateOf,
  farmLocationOf,
  LOCATION_MESSAGES,
  locationErrors,
  farmTotalHectares,
  farmWarnings,
  formatHectares,
  isInSouthAfrica,
  parseCoordinate,
  parseErfNumbers,
  roleForSignatory,
  UNMAPPED_MESSAGES,
} from "./rules";
import { canEditOrganisation } from "~/services/organisations/rules";

describe("unmapped warnings (spec §4 'Unmapped-warning kinds')", () => {
  it.each([
    [{ erfNumbers: ["ERF 1"], latitude: -28, longitude: 28 }, []],
    [{ erfNumbers: ["ERF 1"], latitude: null, longitude: 28 }, ["UNMAPPED_LOCATION"]],
    [{ erfNumbers: [], latitude: -28, longitude: 28 }, ["UNMAPPED_FARM_ERF"]],
    [
      { erfNumbers: [], latitude: null, longitude: null },
      ["UNMAPPED_LOCATION", "UNMAPPED_FARM_ERF"],
    ],
  ])("%j → %j", (farm, kinds) => {
    const warnings = farmWarnings(farm);
    expect(warnings.map((w) => w.kind)).toEqual(kinds);
    for (const w of warnings) expect(w.message).toBe(UNMAPPED_MESSAGES[w.kind]);
  });
});

describe("ERF / title-deed numbers", () => {
  it("splits on commas, semicolons and lines; trims; drops blanks and repeats", () => {
    expect(parseErfNumbers("ERF 123, 456;\n Portion 2 of 7 \n\n erf 123")).toEqual([
      "ERF 123",
      "456",
      "Portion 2 of 7",
    ]);
    expect(parseErfNumbers("")).toEqual([]);
    expect(parseErfNumbers(null)).toEqual([]);
  });
});

describe("coordinates", () => {
  it.each([
    ["-28.2519", -28.2519],
    ["28,31", 28.31],
    [" +28 ", 28],
    ["abc", null],
    ["-28.25.1", null],
    ["", null],
  ])("%s → %s", (text, value) => expect(parseCoordinate(text)).toBe(value));

  it("knows South Africa from a slip of the sign", () => {
    expect(isInSouthAfrica(-28.25, 28.3)).toBe(true);
    expect(isInSouthAfrica(28.25, 28.3)).toBe(false);
  });
});

describe("a location as typed (spec §3 'Land area measurement': longitude/latitude points)", () => {
  const M = LOCATION_MESSAGES;
  it.each<[string | null, string | null, Record<string, string> | null]>([
    [null, null, null],
    ["-28.2519", "28.3104", null],
    ["-28,25", "28,31", null],
    ["-28.25", null, { longitude: M.longitudeMissing }],
    [null, "28.31", { latitude: M.latitudeMissing }],
    ["south", "28.31", { latitude: M.latitudeInvalid }],
    ["-91", "28.31", { latitude: M.latitudeInvalid }],
    ["-28.25", "181", { longitude: M.longitudeInvalid }],
    ["-28.25", "east", { longitude: M.longitudeInvalid }],
    ["abc", "xyz", { latitude: M.latitudeInvalid, longitude: M.longitudeInvalid }],
    // A slip of the sign puts the farm in the Sahara: refused beside the latitude.
    ["28.25", "28.31", { latitude: M.outside }],
    ["-33.9", "151.2", { latitude: M.outside }],
  ])("%j, %j → %j", (latitude, longitude, errors) => {
    expect(locationErrors(latitude, longitude)).toEqual(errors);
  });

  it("a pair it accepted becomes numbers; an empty pair none", () => {
    expect(farmLocationOf("-28,25", "28.31")).toEqual({ latitude: -28.25, longitude: 28.31 });
    expect(farmLocationOf(null, null)).toEqual({ latitude: null, longitude: null });
    expect(coordinateOf(" -28.2519 ")).toBe(-28.2519);
    expect(coordinateOf("not one")).toBeNaN();
  });
});

describe("roles (decisions 0044, 0045)", () => {
  it("owners, staff and consultants edit; signatories and others read", () => {
    expect(["OWNER", "STAFF", "CONSULTANT"].every(canEditOrganisation)).toBe(true);
    expect(["SIGNATORY", "OTHER", null].some(canEditOrganisation)).toBe(false);
  });

  it("naming a signatory never lowers a role", () => {
    expect(roleForSignatory(null)).toBe("SIGNATORY");
    expect(roleForSignatory("OTHER")).toBe("SIGNATORY");
    expect(roleForSignatory("OWNER")).toBeNull();
    expect(roleForSignatory("CONSULTANT")).toBeNull();
    expect(roleForSignatory("SIGNATORY")).toBeNull();
  });
});

describe("areas as shown (spec §5: hectares, 2 decimals)", () => {
  it("formats with two decimals and en-ZA grouping", () => {
    expect(formatHectares(100)).toBe("100.00 ha");
    expect(formatHectares(1234.5)).toBe("1\u00a0234.50 ha");
    expect(formatHectares(-0)).toBe("0.00 ha");
    expect(formatHectares("x")).toBe("0.00 ha");
  });

  it("totals a farm's boundaries", () => {
    expect(farmTotalHectares([{ areaHectares: 100.01 }, { areaHectares: 50.005 }])).toBe(150.02);
    expect(farmTotalHectares([])).toBe(0);
  });
});
