// What the admin's list, its CSV and the API give of a field (issue 14; spec §3 'Field', §4
// 'Field inclusion', 'Signoff display labels').
import { describe, expect, it } from "vitest";
import { cellText } from "~/services/kit/csv";
import {
  adminFieldJson,
  adminFieldRowView,
  adminFlags,
  FIELD_CSV_HEADER,
  fieldCsvRow,
  memberFieldListJson,
  type AdminFieldFacts,
  type AdminRecordFacts,
} from "./admin-rows";

const record = (changes: Partial<AdminRecordFacts> = {}): AdminRecordFacts => ({
  season: 26,
  status: "DRAWN",
  inclusion: "included",
  signoffPass: null,
  boundarySignoff: null,
  wetlandSignoff: null,
  wetlandReason: null,
  ownershipSignoff: null,
  farmBoundaryIds: null,
  landConversionSignoff: null,
  landConversionSeason: null,
  degradationCategory: null,
  naraValue: null,
  conservationIndex: null,
  nativeEcosystemSignoff: null,
  nativeEcosystemType: null,
  dominantLandUse: null,
  ...changes,
});

const field = (changes: Partial<AdminFieldFacts> = {}): AdminFieldFacts => ({
  id: "f1",
  organisationId: "o1",
  organisationName: "Boplaas",
  farmId: "farm1",
  farmName: "Home farm",
  name: "North camp",
  source: "drawn",
  geometry: null,
  areaHectares: 12.345,
  outsideFarmHectares: 0,
  otherOverlapHectares: 0,
  record: record(),
  ...changes,
});

describe("adminFlags", () => {
  it.each([
    [0, 0, []],
    [1.5, 0, ["Outside farm: 1.50 ha"]],
    [0, 0.25, ["Shared with another organisation: 0.25 ha"]],
    [2, 3, ["Outside farm: 2.00 ha", "Shared with another organisation: 3.00 ha"]],
  ])("outside %s ha, shared %s ha", (outside, shared, flags) => {
    expect(adminFlags({ outsideFarmHectares: outside, otherOverlapHectares: shared })).toEqual(
      flags,
    );
  });
});

describe("adminFieldRowView", () => {
  // spec §4 'Field inclusion': included unless NOT_INCLUDED, signoff explicitly false, or 'excluded'.
  it.each([
    ["undecided signoff counts", record(), true, "Not Done"],
    ["passed", record({ signoffPass: true }), true, "Passed"],
    ["failed signoff", record({ signoffPass: false }), false, "Failed"],
    ["NOT_INCLUDED", record({ status: "NOT_INCLUDED" }), false, "Not Done"],
    ["excluded", record({ inclusion: "excluded" }), false, "Not Done"],
    ["no record yet", null, true, "Not Done"],
  ])("%s", (_name, rec, included, label) => {
    const view = adminFieldRowView(field({ record: rec }));
    expect(view.included).toBe(included);
    expect(view.signoffLabel).toBe(label);
    expect(view.areaLabel).toBe("12.35 ha");
  });
});

describe("adminFieldJson and memberFieldListJson", () => {
  it("use the spec's names", () => {
    const json = adminFieldJson(
      field({ record: record({ wetlandSignoff: false, wetlandReason: "artificial" }) }),
    );
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining([
        "id",
        "area",
        "status",
        "signoffPass",
        "inclusion",
        "boundarySignoff",
        "wetlandSignoff",
        "wetlandReason",
        "ownershipSignoff",
        "farmBoundaryIds",
        "landConversionSignoff",
        "landConversionSeason",
        "degradationCategory",
        "naraValue",
        "conservationIndex",
        "nativeEcosystemSignoff",
        "nativeEcosystemType",
        "dominantLandUse",
      ]),
    );
    expect(json).toMatchObject({ area: 12.345, wetlandReason: "artificial", farmBoundaryIds: [] });
    expect(memberFieldListJson(field({ record: record({ inclusion: "excluded" }) }))).toEqual({
      id: "f1",
      name: "North camp",
      farmId: "farm1",
      farmName: "Home farm",
      source: "drawn",
      area: 12.345,
      status: "DRAWN",
      inclusion: "excluded",
      signoffPass: null,
      included: false,
      flags: [],
      geometry: null,
      circle: null,
    });
  });
});

describe("fieldCsvRow", () => {
  it("gives a cell per header, labels per criterion and overall", () => {
    const row = fieldCsvRow(
      field({
        record: record({ boundarySignoff: true, wetlandSignoff: false, signoffPass: false }),
      }),
      26,
    ).map(cellText);
    expect(row).toHaveLength(FIELD_CSV_HEADER.length);
    const cell = (name: string) => row[FIELD_CSV_HEADER.indexOf(name)];
    expect(cell("Season")).toBe("2026/2027");
    expect(cell("Area (ha)")).toBe("12.35");
    expect(cell("Boundary signoff")).toBe("Passed");
    expect(cell("Wetland signoff")).toBe("Failed");
    expect(cell("Ownership signoff")).toBe("Not Done");
    expect(cell("Overall signoff")).toBe("Failed");
    expect(cell("Included")).toBe("No");
  });

  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx"])(
    "defuses a name a spreadsheet would run: %j",
    (name) => {
      const row = fieldCsvRow(field({ name, organisationName: name, farmName: name }), 26).map(
        cellText,
      );
      for (const index of [1, 3, 4]) expect(row[index]).toBe(`'${name}`);
    },
  );
});
