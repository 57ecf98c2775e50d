// The JSON side of the admin's field signoff (decision 0072): each criterion's body takes only
// its own data; the auto signoffs' query names the parameter at fault.
import { describe, expect, it } from "vitest";
import { bulkSignoffBody, fieldSignoffJson, signoffBody } from "./signoff-api";

describe("signoffBody", () => {
  it("takes value, reason and the criterion's own data", () => {
    expect(
      signoffBody("wetland").safeParse({ value: false, wetlandReason: "artificial", reason: "Dam" })
        .success,
    ).toBe(true);
    expect(
      signoffBody("landConversion").safeParse({ value: null, naraValue: 12.5, reason: "x" })
        .success,
    ).toBe(true);
  });
  it.each([
    ["boundary", { value: true, reason: "x", wetlandReason: "artificial" }],
    ["boundary", { value: "true", reason: "x" }],
    ["boundary", { value: true }],
    ["landConversion", { value: true, reason: "x", naraValue: "12" }],
    ["ownership", { value: true, reason: "x", farmBoundaryIds: "a" }],
  ] as const)("refuses %s with %j", (criterion, body) =>
    expect(signoffBody(criterion).safeParse(body).success).toBe(false),
  );
  it("takes only a reason for a bulk signoff", () => {
    expect(bulkSignoffBody.safeParse({ reason: "x" }).success).toBe(true);
    expect(bulkSignoffBody.safeParse({ reason: "x", value: true }).success).toBe(false);
  });
});

describe("fieldSignoffJson", () => {
  it("answers the criteria as the rules give them and the decisions", () => {
    const json = fieldSignoffJson("f", "c", {
      season: 26,
      status: "UPLOADED",
      signoffPass: null,
      boundarySignoff: true,
      wetlandSignoff: false,
      wetlandReason: "artificial",
      wetlandHectares: 1.5,
      ownershipSignoff: true,
      farmBoundaryIds: null,
      landConversionSignoff: null,
      landConversionSeason: 2015,
      degradationCategory: null,
      naraValue: null,
      conservationIndex: null,
      nativeEcosystemSignoff: null,
      nativeEcosystemType: null,
      dominantLandUse: null,
      signoffDecisions: { boundary: { by: "u", byLabel: "a@b", at: "t", reason: "r" } },
    });
    expect(json.criteria).toEqual({
      boundary: true,
      wetland: true,
      ownership: null,
      landConversion: true,
      nativeEcosystem: null,
    });
    expect(json.farmBoundaryIds).toEqual([]);
    expect(json.decisions.boundary?.reason).toBe("r");
  });
});
