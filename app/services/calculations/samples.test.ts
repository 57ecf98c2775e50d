// The rules of a soil sample (issue 17; decision 0092): the stock formula, the ranges, and the
// CSV rows' messages ("Row 3: …").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isIsoDate,
  parseCsvDate,
  parseCsvNumber,
  roundedStock,
  SAMPLE_CSV_COLUMNS,
  SAMPLE_CSV_MESSAGES,
  SAMPLE_MESSAGES,
  socStockTonnesPerHectare,
  todayInSouthAfrica,
} from "./samples";
import { readSampleRows, sampleSchema } from "./samples-schema";

const FIELD = { id: "6b1f7c9e-2a4d-4e8b-9c1a-0d2e3f4a5b6c", name: "Rivier" };
const TODAY = "2026-11-25";
const header = [...SAMPLE_CSV_COLUMNS];

describe("socStockTonnesPerHectare: SOC % × bulk density (g/cm³) × depth (cm)", () => {
  it.each([
    // [SOC %, BD, depth, t C/ha]
    [1, 1, 1, 1],
    [1.2, 1.35, 30, 48.6],
    [0.5, 1.5, 30, 22.5],
    [2.5, 1.2, 30, 90],
  ])("SOC %s %%, BD %s, %s cm → %s t C/ha", (socPercent, bulkDensity, depthCm, stock) => {
    expect(roundedStock({ socPercent, bulkDensity, depthCm })).toBeCloseTo(stock, 6);
  });

  it("grows in proportion to each of its three factors", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 2.5, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        (socPercent, bulkDensity, depthCm) => {
          const stock = socStockTonnesPerHectare({ socPercent, bulkDensity, depthCm });
          expect(stock).toBeGreaterThan(0);
          const deeper = socStockTonnesPerHectare({
            socPercent,
            bulkDensity,
            depthCm: depthCm * 2,
          });
          expect(deeper).toBeCloseTo(stock * 2, 6);
          const richer = socStockTonnesPerHectare({
            socPercent: socPercent * 2,
            bulkDensity,
            depthCm,
          });
          expect(richer).toBeCloseTo(stock * 2, 6);
        },
      ),
    );
  });
});

describe("sampleSchema", () => {
  const schema = sampleSchema(TODAY);
  const good = {
    fieldId: FIELD.id,
    sampledOn: "2026-03-01",
    depthCm: 30,
    socPercent: 1.2,
    bulkDensity: 1.35,
    lab: "  Bemlab ",
    reference: "",
  };

  it("accepts a plausible sample, trimming texts and turning empty ones into null", () => {
    expect(schema.parse(good)).toEqual({ ...good, lab: "Bemlab", reference: null });
  });

  it.each([
    [{ depthCm: 0 }, SAMPLE_MESSAGES.depth],
    [{ depthCm: 201 }, SAMPLE_MESSAGES.depth],
    [{ depthCm: 30.5 }, SAMPLE_MESSAGES.depth],
    [{ socPercent: 0 }, SAMPLE_MESSAGES.soc],
    [{ socPercent: 60.01 }, SAMPLE_MESSAGES.soc],
    [{ bulkDensity: 0.05 }, SAMPLE_MESSAGES.bulkDensity],
    [{ bulkDensity: 2.6 }, SAMPLE_MESSAGES.bulkDensity],
    [{ bulkDensity: "1.3" }, SAMPLE_MESSAGES.bulkDensity],
    [{ sampledOn: "2026-02-30" }, SAMPLE_MESSAGES.date],
    [{ sampledOn: "1949-12-31" }, SAMPLE_MESSAGES.dateTooEarly],
    [{ sampledOn: "2026-11-26" }, SAMPLE_MESSAGES.dateFuture],
    [{ fieldId: "not-an-id" }, SAMPLE_MESSAGES.field],
    [{ lab: "x".repeat(101) }, SAMPLE_MESSAGES.text],
  ])("refuses %o with its sentence", (change, message) => {
    const result = schema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("accepts every value inside the ranges", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0.001, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 2.5, noNaN: true }),
        (depthCm, socPercent, bulkDensity) =>
          schema.safeParse({ ...good, depthCm, socPercent, bulkDensity }).success,
      ),
    );
  });
});

describe("CSV values", () => {
  it("reads numbers with a point or a decimal comma, and nothing else", () => {
    expect(parseCsvNumber("1.25")).toBe(1.25);
    expect(parseCsvNumber("1,25")).toBe(1.25);
    expect(parseCsvNumber(" 30 ")).toBe(30);
    expect(parseCsvNumber("1e3")).toBeNaN();
    expect(parseCsvNumber("abc")).toBeNaN();
    expect(parseCsvNumber("")).toBeNaN();
  });

  it("reads dates as YYYY-MM-DD or DD/MM/YYYY", () => {
    expect(parseCsvDate("2026-03-01")).toBe("2026-03-01");
    expect(parseCsvDate("1/3/2026")).toBe("2026-03-01");
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2024-02-29")).toBe(true);
  });

  it("knows today's date in South Africa", () => {
    expect(todayInSouthAfrica(new Date("2026-11-25T22:30:00Z"))).toBe("2026-11-26");
  });
});

describe("readSampleRows", () => {
  const row = ["Rivier", "2026-03-01", "30", "1.2", "1.35", "Bemlab", "B-1"];

  it("gives the samples of a good file, skipping the template's empty rows", () => {
    const read = readSampleRows([header, row, ["Rivier", "", "", "", "", "", ""]], [FIELD], TODAY);
    expect(read).toEqual({
      ok: true,
      samples: [
        {
          fieldId: FIELD.id,
          sampledOn: "2026-03-01",
          depthCm: 30,
          socPercent: 1.2,
          bulkDensity: 1.35,
          lab: "Bemlab",
          reference: "B-1",
        },
      ],
    });
  });

  it("names every bad row as a spreadsheet numbers it", () => {
    const read = readSampleRows(
      [
        header,
        row,
        ["Somewhere", "2026-03-01", "30", "1.2", "1.35", "", ""],
        ["Rivier", "2026-03-01", "30", "75", "1.35", "", ""],
        ["Rivier", "2026-03-01"],
      ],
      [FIELD],
      TODAY,
    );
    expect(read).toEqual({
      ok: false,
      errors: [
        SAMPLE_CSV_MESSAGES.field(3, "Somewhere"),
        `Row 4: ${SAMPLE_MESSAGES.soc}`,
        SAMPLE_CSV_MESSAGES.valueCount(5, 2),
      ],
    });
    expect(SAMPLE_CSV_MESSAGES.field(3, "Somewhere")).toBe(
      'Row 3: "Somewhere" is not one of your fields.',
    );
  });

  it("refuses a file without the template's header, or without samples", () => {
    expect(readSampleRows([["a", "b"]], [FIELD], TODAY)).toEqual({
      ok: false,
      errors: [SAMPLE_CSV_MESSAGES.columns],
    });
    expect(readSampleRows([header], [FIELD], TODAY)).toEqual({
      ok: false,
      errors: [SAMPLE_CSV_MESSAGES.empty],
    });
  });

  it("matches a name the template wrote with a quote before it, and no other", () => {
    // decision 0115: the writer defuses "=Camp" as "'=Camp"; reading takes exactly that off.
    const camp = { id: FIELD.id, name: "=Camp" };
    const quoted = (name: string) => ({ ...camp, name });
    const cells = (name: string) => [header, [name, ...row.slice(1)]];
    expect(readSampleRows(cells("'=Camp"), [camp], TODAY).ok).toBe(true);
    expect(readSampleRows(cells("=Camp"), [camp], TODAY).ok).toBe(true);
    expect(readSampleRows(cells("''=Camp"), [quoted("'=Camp")], TODAY).ok).toBe(true);
    expect(readSampleRows(cells("'Camp"), [quoted("Camp")], TODAY).ok).toBe(false);
  });

  it("refuses a name two fields share", () => {
    const twin = { id: "7b1f7c9e-2a4d-4e8b-9c1a-0d2e3f4a5b6c", name: "rivier" };
    const read = readSampleRows([header, row], [FIELD, twin], TODAY);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors[0]).toBe(SAMPLE_CSV_MESSAGES.fieldAmbiguous(2, "Rivier"));
  });
});
