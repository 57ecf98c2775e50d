// The rules of issued credits (decision 0092): a record's values, a void's reason, the totals.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREDIT_MESSAGES, creditSeasonOptions, tonnesBySeason, totalTonnesIssued } from "./credits";
import { creditSchema, voidSchema } from "./credits-schema";

const TODAY = "2026-11-25";
const good = {
  season: 25,
  tonnesCo2e: 120.5,
  issuedOn: "2026-06-30",
  registry: " Verra ",
  serialRange: "",
  note: "First issuance of the Karoo project.",
};

describe("creditSchema", () => {
  it("accepts a record, trimming texts", () => {
    expect(creditSchema(TODAY).parse(good)).toEqual({
      ...good,
      registry: "Verra",
      serialRange: null,
    });
  });

  it.each([
    [{ tonnesCo2e: 0 }, CREDIT_MESSAGES.tonnes],
    [{ tonnesCo2e: -1 }, CREDIT_MESSAGES.tonnes],
    [{ tonnesCo2e: 1e12 }, CREDIT_MESSAGES.tonnes],
    [{ tonnesCo2e: "12" }, CREDIT_MESSAGES.tonnes],
    [{ season: 25.5 }, CREDIT_MESSAGES.season],
    [{ season: 100 }, CREDIT_MESSAGES.season],
    [{ issuedOn: "2026-13-01" }, CREDIT_MESSAGES.issuedOn],
    [{ issuedOn: "2026-11-26" }, CREDIT_MESSAGES.issuedOnFuture],
    [{ registry: "  " }, CREDIT_MESSAGES.registry],
    [{ note: "ok" }, CREDIT_MESSAGES.note],
    [{ note: ["a list"] }, CREDIT_MESSAGES.note],
  ])("refuses %o with its sentence", (change, message) => {
    const result = creditSchema(TODAY).safeParse({ ...good, ...change });
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("voidSchema", () => {
  it("needs a reason of at least 5 characters", () => {
    expect(voidSchema.safeParse({ reason: " no " }).success).toBe(false);
    expect(voidSchema.parse({ reason: " Entered twice. " })).toEqual({ reason: "Entered twice." });
  });
});

describe("totals", () => {
  const credits = [
    { season: 26, tonnesCo2e: 10.005, voidedAt: null },
    { season: 25, tonnesCo2e: 100, voidedAt: null },
    { season: 25, tonnesCo2e: 50, voidedAt: new Date() },
    { season: 26, tonnesCo2e: 20, voidedAt: null },
  ];

  it("sums by season, leaving voided records out", () => {
    expect(tonnesBySeason(credits)).toEqual([
      { season: 25, tonnes: 100 },
      { season: 26, tonnes: 30.01 },
    ]);
    expect(totalTonnesIssued(credits)).toBe(130.01);
  });

  it("the seasons' sum is the total, whatever the records", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            season: fc.integer({ min: 20, max: 30 }),
            tonnesCo2e: fc.integer({ min: 1, max: 100_000 }),
            voidedAt: fc.constantFrom(null, new Date(0)),
          }),
        ),
        (list) => {
          const sum = tonnesBySeason(list).reduce((s, r) => s + r.tonnes, 0);
          expect(sum).toBeCloseTo(totalTonnesIssued(list), 6);
        },
      ),
    );
  });

  it("offers the current season and the ten before it", () => {
    const options = creditSeasonOptions(26);
    expect(options[0]).toEqual({ value: "26", label: "2026/2027" });
    expect(options).toHaveLength(11);
  });
});
