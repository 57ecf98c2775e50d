// The credits dashboard's shaping (decision 0094): hectares enrolled and included (spec §4
// 'Field inclusion'), hectares per practice of the plan, estimated and issued credits by season
// with voided credits left out, and earnings from issued credits at price × farmer share.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  issuedEarnings,
  practiceRows,
  seasonRows,
  shapeDashboard,
  shortSeasonLabel,
  type DashboardInput,
} from "./dashboard";

const price = { carbonPriceZarPerTco2e: 300, farmerShare: 0.7 };

const fields = [
  { id: "a", areaHectares: 10.5, included: true },
  { id: "b", areaHectares: 4.25, included: true },
  { id: "c", areaHectares: 3, included: false },
];

describe("issuedEarnings", () => {
  it("is tonnes × price × the farmer's share, in rand to the cent", () => {
    expect(issuedEarnings(10, price)).toBe(2100);
    expect(issuedEarnings(1.234, price)).toBe(259.14);
    expect(issuedEarnings(10, null)).toBe(0);
  });
});

describe("shortSeasonLabel", () => {
  it("keeps the two years' last digits", () => {
    expect(shortSeasonLabel(24)).toBe("24/25");
    expect(shortSeasonLabel(99)).toBe("99/00");
  });
});

describe("practiceRows", () => {
  it("adds the hectares of the included fields with each practice, largest first", () => {
    const rows = practiceRows(
      [
        { fieldId: "a", practice: "coverCrops" },
        { fieldId: "b", practice: "coverCrops" },
        { fieldId: "b", practice: "noTillage" },
        { fieldId: "c", practice: "compost" }, // left out: counts nothing
        { fieldId: "gone", practice: "manure" }, // not a field of the season
      ],
      fields,
    );
    expect(rows).toEqual([
      { practice: "coverCrops", label: "Cover crops", hectares: 14.75, fieldCount: 2 },
      { practice: "noTillage", label: "No tillage", hectares: 4.25, fieldCount: 1 },
    ]);
  });
});

describe("seasonRows", () => {
  it("joins estimated and issued seasons, leaving voided credits and empty seasons out", () => {
    const rows = seasonRows(
      [
        { season: 25, hectares: 10, estimatedCredits: 12.5, farmerEarningsZar: 2625 },
        { season: 24, hectares: 10, estimatedCredits: 10, farmerEarningsZar: 2100 },
        { season: 26, hectares: 0, estimatedCredits: 0, farmerEarningsZar: 0 },
      ],
      [
        { season: 24, tonnesCo2e: 6, voidedAt: null, ...price },
        { season: 24, tonnesCo2e: 2, voidedAt: null, ...price },
        { season: 24, tonnesCo2e: 100, voidedAt: new Date(), ...price },
        { season: 23, tonnesCo2e: 1, voidedAt: null, ...price },
      ],
    );
    expect(rows.map((r) => r.label)).toEqual(["2023/2024", "2024/2025", "2025/2026"]);
    expect(rows[1]).toMatchObject({
      estimatedCredits: 10,
      issuedCredits: 8,
      estimatedEarningsZar: 2100,
      issuedEarningsZar: 1680,
      axisLabel: "2024/2025",
    });
    expect(rows[0]).toMatchObject({ estimatedCredits: 0, issuedCredits: 1 });
  });

  it("shortens the axis labels when more than four seasons share the axis", () => {
    const estimate = [20, 21, 22, 23, 24].map((season) => ({
      season,
      hectares: 1,
      estimatedCredits: 1,
      farmerEarningsZar: 1,
    }));
    const rows = seasonRows(estimate, []);
    expect(rows.map((r) => r.axisLabel)).toEqual(["20/21", "21/22", "22/23", "23/24", "24/25"]);
    expect(rows[0]!.label).toBe("2020/2021");
  });

  it("keeps the issued totals equal to the live credits' tonnes (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            season: fc.integer({ min: 20, max: 30 }),
            tonnesCo2e: fc.integer({ min: 0, max: 100000 }).map((n) => n / 100),
            voided: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        (credits) => {
          const rows = seasonRows(
            null,
            credits.map((c) => ({ ...c, ...price, voidedAt: c.voided ? "2026-01-01" : null })),
          );
          const live = credits.filter((c) => !c.voided).reduce((s, c) => s + c.tonnesCo2e, 0);
          const shown = rows.reduce((s, r) => s + r.issuedCredits, 0);
          expect(shown).toBeCloseTo(live, 6);
          for (const row of rows) {
            expect(row.issuedEarningsZar).toBeCloseTo(row.issuedCredits * 300 * 0.7, 1);
          }
        },
      ),
    );
  });
});

describe("issued earnings use the price recorded with each credit (decision 0146)", () => {
  it("whatever today's price, a credit earns tonnes × its own price × its own share (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            season: fc.integer({ min: 20, max: 30 }),
            tonnesCo2e: fc.integer({ min: 0, max: 100000 }).map((n) => n / 100),
            carbonPriceZarPerTco2e: fc.integer({ min: 0, max: 2000 }),
            farmerShare: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 5000 }),
        (credits, todaysPrice) => {
          const issued = credits.map((c) => ({ ...c, voidedAt: null }));
          const base = {
            fieldSeason: 26,
            fields: [],
            plan: null,
            estimate: null,
            issued,
          };
          const a = shapeDashboard({ ...base, price });
          const b = shapeDashboard({
            ...base,
            price: { carbonPriceZarPerTco2e: todaysPrice, farmerShare: 1 },
          });
          expect(b.seasons).toEqual(a.seasons);
          for (const row of a.seasons) {
            const own = credits
              .filter((c) => c.season === row.season)
              .reduce((s, c) => s + c.tonnesCo2e * c.carbonPriceZarPerTco2e * c.farmerShare, 0);
            expect(row.issuedEarningsZar).toBeCloseTo(own, 0);
          }
        },
      ),
    );
  });
});

describe("shapeDashboard", () => {
  const input: DashboardInput = {
    fieldSeason: 26,
    fields,
    plan: {
      season: 25,
      submitted: true,
      actions: [
        { fieldId: "a", practice: "adaptiveGrazing" },
        { fieldId: "a", practice: "restPeriods" },
      ],
      fields,
    },
    estimate: [
      { season: 25, hectares: 14.75, estimatedCredits: 12.345, farmerEarningsZar: 2592.45 },
    ],
    issued: [{ season: 25, tonnesCo2e: 5, voidedAt: null, ...price }],
    price,
  };

  it("gives hectares enrolled and included, practices, and the totals", () => {
    const dashboard = shapeDashboard(input);
    expect(dashboard.hectares).toEqual({
      seasonLabel: "2026/2027",
      enrolled: 17.75,
      included: 14.75,
      fieldCount: 3,
    });
    expect(dashboard.practices).toMatchObject({
      seasonLabel: "2025/2026",
      submitted: true,
      fieldCount: 1,
      hectares: 10.5,
    });
    expect(dashboard.practices.rows).toHaveLength(2);
    expect(dashboard.totals).toEqual({
      estimatedCredits: 12.35,
      issuedCredits: 5,
      estimatedEarningsZar: 2592.45,
      issuedEarningsZar: 1050,
    });
    expect(dashboard.hasEstimate).toBe(true);
    expect(dashboard.hasIssued).toBe(true);
  });

  it("is empty, not broken, for an organisation with nothing", () => {
    const dashboard = shapeDashboard({
      fieldSeason: 26,
      fields: [],
      plan: null,
      // The calculator lists the programme season even with nothing in it.
      estimate: [{ season: 26, hectares: 0, estimatedCredits: 0, farmerEarningsZar: 0 }],
      issued: [],
      price: null,
    });
    expect(dashboard.hectares.enrolled).toBe(0);
    expect(dashboard.practices.rows).toEqual([]);
    expect(dashboard.practices.seasonLabel).toBeNull();
    expect(dashboard.seasons).toEqual([]);
    expect(dashboard.hasEstimate).toBe(false);
    expect(dashboard.hasIssued).toBe(false);
  });
});
