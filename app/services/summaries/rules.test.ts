import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellText } from "~/services/kit/csv";
import { summaryHeaderText, summaryRecordsText } from "./records.server";
import {
  maySummarise,
  shortError,
  SUMMARY_COLUMNS,
  summaryFileName,
  summaryFilePurpose,
  summaryKindsFor,
  summaryRecord,
  type JobApplicationSummaryRow,
  type OrganisationSummaryRow,
} from "./rules";

const DANGEROUS = /^[=+\-@\t\r]/;
/** A row's cells as the file has them. */
const written = (...args: Parameters<typeof summaryRecord>) => summaryRecord(...args).map(cellText);

const organisation: OrganisationSummaryRow = {
  name: "Rietvlei Boerdery",
  step: "Implementation plan",
  province: "Free State",
  members: 3,
  hectaresMapped: 1234.5,
  hectaresIncluded: 1000,
  assignedAdmin: "Thandi Nkosi",
  createdAt: new Date("2026-03-01T08:30:00Z"),
};

describe("summaryRecord", () => {
  it("writes an organisation in the header's order, hectares with two decimals, SAST times", () => {
    expect(SUMMARY_COLUMNS.organisations).toHaveLength(8);
    expect(written("organisations", organisation)).toEqual([
      "Rietvlei Boerdery",
      "Implementation plan",
      "Free State",
      "3",
      "1234.50",
      "1000.00",
      "Thandi Nkosi",
      "1 March 2026 10:30",
    ]);
  });

  it("says why a field does not count", () => {
    const row = {
      organisation: "A",
      farm: "B",
      field: "C",
      areaHectares: 12,
      included: false,
      notIncludedReason: "Signoff failed",
      status: "Not started",
      signoff: "Failed",
    };
    expect(written("fields", row)[4]).toBe("Not included: Signoff failed");
    expect(written("fields", { ...row, included: true })[4]).toBe("Included");
  });

  it("defuses a cell a spreadsheet would run", () => {
    const row: JobApplicationSummaryRow = {
      posting: '=HYPERLINK("http://x")',
      firstName: "+27",
      surname: "@SUM",
      email: "-a@b.example",
      status: "Pending",
      appliedAt: new Date("2026-01-01T00:00:00Z"),
    };
    const cells = written("jobApplications", row);
    expect(cells.slice(0, 4)).toEqual([
      '\'=HYPERLINK("http://x")',
      "'+27",
      "'@SUM",
      "'-a@b.example",
    ]);
  });
});

const text = fc.string({ unit: "grapheme", maxLength: 30 });
const jobRow = fc.record({
  posting: text,
  firstName: text,
  surname: text,
  email: text,
  status: text,
  appliedAt: fc.date({
    min: new Date("2000-01-01"),
    max: new Date("2100-01-01"),
    noInvalidDate: true,
  }),
});

describe("properties", () => {
  it("never writes a cell that starts like a formula", () => {
    fc.assert(
      fc.property(jobRow, (row) => {
        for (const cell of written("jobApplications", row)) {
          expect(DANGEROUS.test(cell)).toBe(false);
        }
      }),
    );
  });

  it("reads back as exactly one record per row plus the header, whatever the text", () => {
    fc.assert(
      fc.property(fc.array(jobRow, { maxLength: 20 }), (rows) => {
        const csv =
          summaryHeaderText("jobApplications") + summaryRecordsText("jobApplications", rows);
        const records = parse(csv, { bom: true, relax_column_count: false }) as string[][];
        expect(records).toHaveLength(rows.length + 1);
        expect(records[0]).toEqual(SUMMARY_COLUMNS.jobApplications);
        records.slice(1).forEach((record, i) => {
          expect(record).toEqual(written("jobApplications", rows[i]!));
        });
      }),
    );
  });
});

describe("who may ask for what", () => {
  it.each([
    [["read:admin"], "organisations", true],
    [["read:admin"], "jobApplications", false],
    [["write:application"], "jobApplications", false],
    [["read:admin", "write:application"], "jobApplications", true],
    [[], "fields", false],
  ] as const)("%j asking for %s: %s", (permissions, kind, allowed) => {
    expect(maySummarise(kind, permissions)).toBe(allowed);
  });

  it("lists the kinds in the page's order", () => {
    expect(summaryKindsFor(["read:admin"])).toEqual([
      "organisations",
      "fields",
      "practiceData",
      "submissions",
    ]);
  });

  it("keeps the job applications file for the hiring team", () => {
    expect(summaryFilePurpose("jobApplications")).toBe("summary-job-applications");
    expect(summaryFilePurpose("fields")).toBe("summary-export");
  });
});

describe("names and errors", () => {
  it("names the file after the kind and the day", () => {
    expect(summaryFileName("practiceData", new Date("2026-11-25T10:00:00Z"))).toBe(
      "practice-data-summary-2026-11-25.csv",
    );
  });

  it("keeps one short line of an error", () => {
    expect(shortError(new Error("disk full\n  at x"))).toBe("disk full");
    expect(shortError("x".repeat(300))).toHaveLength(200);
  });
});
