// The report files model on a real database (decision 0083): an organisation's lookups are scoped
// to it, a removed report is in no list and no lookup, and an id that is not a UUID is not found
// (no query PostgreSQL would raise on).
import { beforeAll, describe, expect, it } from "vitest";
import { insertStoredFile } from "~/models/stored-files.server";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import {
  countReportFiles,
  findReportFile,
  insertReportFile,
  isRemovedReportFile,
  listOrganisationReportFiles,
  listReportFiles,
  markReportFileDeleted,
} from "./report-files.server";

let mine: string;
let theirs: string;
let userId: string;
let reportId: string;
let theirReportId: string;

async function insertReport(
  organisationId: string,
  kind: "report" | "summary" | "ndvi",
  title: string,
) {
  const stored = await insertStoredFile({
    storageKey: `report-model-${title.replace(/\W/g, "-").toLowerCase()}-${Date.now()}.pdf`,
    originalName: `${title}.pdf`,
    mimeType: "application/pdf",
    extension: ".pdf",
    size: 10,
    sha256: "x",
    purpose: "report",
    organisationId,
    uploadedBy: userId,
  });
  return insertReportFile({
    organisationId,
    kind,
    season: 26,
    title,
    fileId: stored.id,
    uploadedBy: userId,
  });
}

beforeAll(async () => {
  mine = (await insertTestOrganisation("Report model farm")).id;
  theirs = (await insertTestOrganisation("Another report farm")).id;
  userId = (await insertTestUser({ email: "report-model@example.org", name: "Sipho" })).id;
  reportId = (await insertReport(mine, "report", "Season report")).id;
  await insertReport(mine, "ndvi", "NDVI March");
  theirReportId = (await insertReport(theirs, "summary", "Their summary")).id;
});

describe("report files", () => {
  it("lists an organisation's reports only, newest first, with the file and the uploader", async () => {
    const rows = await listOrganisationReportFiles(mine);
    expect(rows.map((r) => r.title)).toEqual(["NDVI March", "Season report"]);
    expect(rows[1]).toMatchObject({
      organisationName: "Report model farm",
      fileName: "Season report.pdf",
      uploaderName: "Sipho",
      uploaderEmail: "report-model@example.org",
    });
    expect(await listOrganisationReportFiles(NOT_A_UUID)).toEqual([]);
  });

  it("finds a report only in its own organisation", async () => {
    expect((await findReportFile(reportId, mine))?.title).toBe("Season report");
    expect(await findReportFile(theirReportId, mine)).toBeNull();
    expect(await findReportFile(reportId, theirs)).toBeNull();
    expect((await findReportFile(theirReportId))?.organisationId).toBe(theirs);
    expect(await findReportFile(UNKNOWN_ID)).toBeNull();
    expect(await findReportFile(NOT_A_UUID)).toBeNull();
    expect(await findReportFile(reportId, NOT_A_UUID)).toBeNull();
  });

  it("filters across organisations by organisation and kind, and counts", async () => {
    const summaries = await listReportFiles({ kinds: ["summary", "ndvi"] });
    expect(summaries.map((r) => r.title)).toEqual(
      expect.arrayContaining(["NDVI March", "Their summary"]),
    );
    expect(summaries.some((r) => r.kind === "report")).toBe(false);
    expect(await countReportFiles({ organisationIds: [mine] })).toBe(2);
    expect(await countReportFiles({ organisationIds: [NOT_A_UUID] })).toBe(0);
    expect(await listReportFiles({ organisationIds: [mine], limit: 1, offset: 1 })).toHaveLength(1);
  });

  it("a removed report is in no list and no lookup, once", async () => {
    const report = (await findReportFile(reportId))!;
    expect(await isRemovedReportFile(report.fileId)).toBe(false);
    expect(await markReportFileDeleted(reportId, userId)).toBe(true);
    expect(await markReportFileDeleted(reportId, userId)).toBe(false);
    expect(await markReportFileDeleted(NOT_A_UUID, userId)).toBe(false);
    expect(await findReportFile(reportId)).toBeNull();
    expect((await listOrganisationReportFiles(mine)).map((r) => r.title)).toEqual(["NDVI March"]);
    expect(await isRemovedReportFile(report.fileId)).toBe(true);
    expect(await isRemovedReportFile(NOT_A_UUID)).toBe(false);
  });
});
