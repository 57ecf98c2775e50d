import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkChosenFiles } from "~/services/kit/forms/file-rules";
import {
  checkReason,
  newReportEmail,
  REPORT_ACCEPT,
  REPORT_FORM_ACCEPT,
  REPORT_MESSAGES,
  reportSeasonLabel,
  reportSeasons,
  validateReportInput,
} from "./rules";

const SEASONS = reportSeasons(26);

describe("validateReportInput", () => {
  it.each([
    [{ kind: "report", title: " Season report ", season: "25" }, "report", "Season report", 25],
    [{ kind: "summary", title: "Summary", season: "" }, "summary", "Summary", null],
    [{ kind: "ndvi", title: "NDVI March", season: undefined }, "ndvi", "NDVI March", null],
    [{ kind: "ndvi", title: "NDVI", season: null }, "ndvi", "NDVI", null],
  ])("takes %j", (raw, kind, title, season) => {
    expect(validateReportInput(raw, SEASONS)).toEqual({ ok: true, input: { kind, title, season } });
  });

  it.each([
    [{ kind: "invoice", title: "x" }, "kind", REPORT_MESSAGES.kind],
    [{ kind: undefined, title: "x" }, "kind", REPORT_MESSAGES.kind],
    [{ kind: "report", title: "   " }, "title", REPORT_MESSAGES.title],
    [{ kind: "report", title: 7 }, "title", REPORT_MESSAGES.title],
    [{ kind: "report", title: "x".repeat(201) }, "title", REPORT_MESSAGES.titleTooLong],
    [{ kind: "report", title: "x", season: "2025" }, "season", REPORT_MESSAGES.season],
    [{ kind: "report", title: "x", season: "1e1" }, "season", REPORT_MESSAGES.season],
    [{ kind: "report", title: "x", season: "99" }, "season", REPORT_MESSAGES.season],
  ])("refuses %j beside the field", (raw, field, message) => {
    const result = validateReportInput(raw, SEASONS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it("never throws, whatever is posted", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (kind, title, season) => {
        const result = validateReportInput({ kind, title, season }, SEASONS);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });
});

describe("report seasons", () => {
  it("offers the next season down to ten seasons back, newest first", () => {
    expect(reportSeasons(26)[0]).toBe(27);
    expect(reportSeasons(26).at(-1)).toBe(16);
    expect(reportSeasons(26)).toHaveLength(12);
  });

  it("labels a season as the spec does, and no season as 'All seasons'", () => {
    expect(reportSeasonLabel(25)).toBe("2025/2026");
    expect(reportSeasonLabel(null)).toBe("All seasons");
  });
});

describe("accepted types per kind", () => {
  it("reports and summaries take documents and spreadsheets, NDVI images PNG and JPEG", () => {
    expect(REPORT_ACCEPT.report).toEqual([".pdf", ".xls", ".xlsx", ".csv", ".doc", ".docx"]);
    expect(REPORT_ACCEPT.ndvi).toEqual([".png", ".jpg"]);
  });

  it("the form's field refuses by name what no kind takes, with the kit's message", () => {
    expect(checkChosenFiles(["plan.pdf"], { accept: REPORT_FORM_ACCEPT })).toBeNull();
    expect(checkChosenFiles(["ndvi.jpeg"], { accept: REPORT_FORM_ACCEPT })).toBeNull();
    expect(checkChosenFiles(["ndvi.tif"], { accept: REPORT_FORM_ACCEPT })).toBe(
      "Invalid file type: .tif",
    );
    expect(checkChosenFiles(["a.pdf", "b.pdf"], { accept: REPORT_FORM_ACCEPT, maxFiles: 1 })).toBe(
      "Too many files, please try again",
    );
  });
});

describe("checkReason", () => {
  it.each([
    ["  Wrong organisation  ", "Wrong organisation"],
    ["abcd", null],
    ["x".repeat(501), null],
    [undefined, null],
    [42, null],
  ])("%j → %j", (raw, expected) => {
    expect(checkReason(raw)).toBe(expected);
  });
});

describe("newReportEmail", () => {
  it("says a new report is ready, for which organisation, and links to where members see it", () => {
    const email = newReportEmail({
      recipientName: "Thandi",
      organisationName: "Rooiwal Boerdery",
      kind: "report",
      title: "Season report",
      season: 25,
      link: "https://veld.example/profile/company#reports",
    });
    expect(email.subject).toBe("A new report is ready");
    expect(email.text).toContain("Dear Thandi,");
    expect(email.text).toContain(
      "A new report for Rooiwal Boerdery is ready: Season report (2025/2026).",
    );
    expect(email.text).toContain("https://veld.example/profile/company#reports");
  });
});

describe("validateReportInput with a season that is not a number or text", () => {
  it("refuses an object whose toString is not callable (fast-check's counterexample) instead of throwing", () => {
    expect(
      validateReportInput({ kind: 0, title: {}, season: { toString: 0 } }, [26]),
    ).toMatchObject({ ok: false });
  });
});
