// The livestock numbers CSV (decision 0077): the template's rows, months by name or number, and
// every row's problem named with its row number (the header is row 1).
import { describe, expect, it } from "vitest";
import {
  CSV_MESSAGES,
  livestockCsvTemplate,
  parseMonth,
  readLivestockCsv,
} from "./livestock-csv.server";

const herds = [
  { id: "h1", name: "Nguni cows" },
  { id: "h2", name: "Dorpers" },
];
const header = "herd,year,month,mature,juvenile";

describe("livestock CSV", () => {
  it("writes a template row per herd per month, July to June, with stored numbers", () => {
    const text = livestockCsvTemplate(herds, 26, [
      { herdId: "h2", year: 2027, month: 5, mature: 30, juvenile: 4 },
    ]);
    expect(text.startsWith("\ufeff")).toBe(true);
    const lines = text.slice(1).trim().split("\n");
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(25);
    expect(lines[1]).toBe("Nguni cows,2026,July,,");
    expect(lines[24]).toBe("Dorpers,2027,June,30,4");
  });

  it("reads months by name, short name or number", () => {
    expect(parseMonth("July")).toBe(6);
    expect(parseMonth(" jul ")).toBe(6);
    expect(parseMonth("1")).toBe(0);
    expect(parseMonth("12")).toBe(11);
    expect(parseMonth("13")).toBeNull();
    expect(parseMonth("Ju")).toBeNull();
  });

  it("reads good rows; an empty row names its month without numbers", () => {
    const result = readLivestockCsv(
      `\ufeff${header}\nNguni cows,2026,July,10,2\ndorpers,2027,6,,\n\nDorpers,2027,May,5,\n`,
      herds,
      26,
    );
    expect(result).toEqual({
      ok: true,
      cells: [
        { herdId: "h1", year: 2026, month: 6, mature: 10, juvenile: 2 },
        { herdId: "h2", year: 2027, month: 4, mature: 5, juvenile: 0 },
      ],
      named: [
        { herdId: "h1", year: 2026, month: 6 },
        { herdId: "h2", year: 2027, month: 5 },
        { herdId: "h2", year: 2027, month: 4 },
      ],
    });
  });

  it("names every bad row", () => {
    const result = readLivestockCsv(
      [
        header,
        "Nguni cows,2026,July,10,2",
        "Nguni cows,2026,July,11,2",
        "Nguni cows,26,August,1,x",
      ].join("\n"),
      herds,
      26,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        CSV_MESSAGES.duplicate(3, 2),
        "Row 4: year must be a year such as 2026.",
        "Row 4: juvenile must be a whole number from 0 to 100 000.",
      ],
    });
  });

  it("refuses wrong columns, an empty file and broken quoting", () => {
    expect(readLivestockCsv("herd,year,month,mature\n", herds, 26)).toEqual({
      ok: false,
      errors: [CSV_MESSAGES.columns],
    });
    expect(readLivestockCsv("", herds, 26)).toEqual({ ok: false, errors: [CSV_MESSAGES.columns] });
    expect(readLivestockCsv(`${header}\n`, herds, 26)).toEqual({
      ok: false,
      errors: [CSV_MESSAGES.empty],
    });
    const broken = readLivestockCsv(`${header}\n"Nguni,2026,July,1,1\n`, herds, 26);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.errors[0]).toMatch(/^The file could not be read as CSV: /);
  });

  it("does not repeat control characters from the file", () => {
    const result = readLivestockCsv(`${header}\nBad\u0001herd,2026,July,1,1\n`, herds, 26);
    expect(result).toEqual({ ok: false, errors: ['Row 2: "Badherd" is not one of your herds.'] });
  });

  it("reads back the template's names a spreadsheet would run, with the quote it was given", () => {
    // decision 0115: "=Cows" goes out as "'=Cows"; a name that starts with a quote keeps it.
    const named = [
      { id: "h1", name: "=Cows" },
      { id: "h2", name: "\u00a0-Goats" },
      { id: "h3", name: "'=Sheep" },
      { id: "h4", name: "'Quoted" },
    ];
    const text = livestockCsvTemplate(named, 26, []);
    expect(text).toContain("\n'=Cows,2026,July,,\n");
    expect(text).toContain("\n''=Sheep,2026,July,,\n");
    const result = readLivestockCsv(text.replace(/,,$/gm, ",7,1"), named, 26);
    expect(result.ok && result.cells.filter((cell) => cell.month === 6)).toEqual(
      named.map((herd) => ({ herdId: herd.id, year: 2026, month: 6, mature: 7, juvenile: 1 })),
    );
  });
});
