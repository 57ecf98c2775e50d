// The evidence model on a real database: every query is scoped to the organisation given, and an
// id that is not a UUID is not found (no query PostgreSQL would raise on).
import { beforeAll, describe, expect, it } from "vitest";
import { insertStoredFile } from "~/models/stored-files.server";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import {
  deleteEvidenceItem,
  findEvidenceItem,
  insertEvidenceFile,
  insertEvidenceItem,
  listEvidenceFiles,
  listEvidenceItems,
  markEvidenceFilesDeleted,
  updateEvidenceItem,
} from "./evidence.server";

let mine: string;
let theirs: string;
let itemId: string;
let fileId: string;
let userId: string;

beforeAll(async () => {
  mine = (await insertTestOrganisation("Evidence model farm")).id;
  theirs = (await insertTestOrganisation("Another evidence farm")).id;
  userId = (await insertTestUser({ email: "evidence-model@example.org" })).id;
  const item = await insertEvidenceItem({
    organisationId: mine,
    season: 26,
    categories: ["invoices"],
    title: "Seed invoice",
    createdBy: userId,
  });
  itemId = item.id;
  const stored = await insertStoredFile({
    storageKey: `evidence-model-${Date.now()}.pdf`,
    originalName: "invoice.pdf",
    mimeType: "application/pdf",
    extension: ".pdf",
    size: 10,
    sha256: "x",
    purpose: "evidence",
    organisationId: mine,
    uploadedBy: userId,
  });
  fileId = stored.id;
  await insertEvidenceFile({ evidenceId: itemId, organisationId: mine, fileId, createdBy: userId });
});

describe("evidence model", () => {
  it("finds and lists an item only within its organisation and season", async () => {
    expect((await findEvidenceItem(mine, itemId))?.title).toBe("Seed invoice");
    expect(await findEvidenceItem(theirs, itemId)).toBeNull();
    expect(await listEvidenceItems(mine, 26)).toHaveLength(1);
    expect(await listEvidenceItems(mine, 25)).toHaveLength(0);
    expect(await listEvidenceItems(theirs, 26)).toHaveLength(0);
    expect(await listEvidenceFiles(theirs, [itemId])).toHaveLength(0);
    expect((await listEvidenceFiles(mine, [itemId]))[0]?.name).toBe("invoice.pdf");
  });

  it("answers not found for ids that are not UUIDs or unknown", async () => {
    expect(await findEvidenceItem(mine, NOT_A_UUID)).toBeNull();
    expect(await findEvidenceItem(NOT_A_UUID, itemId)).toBeNull();
    expect(await findEvidenceItem(mine, UNKNOWN_ID)).toBeNull();
    expect(await updateEvidenceItem(mine, NOT_A_UUID, { title: "x" })).toBeNull();
    expect(await deleteEvidenceItem(mine, NOT_A_UUID)).toBe(false);
    expect(await listEvidenceItems(NOT_A_UUID, 26)).toEqual([]);
    expect(await listEvidenceFiles(mine, [NOT_A_UUID])).toEqual([]);
    expect(await markEvidenceFilesDeleted(mine, itemId, [NOT_A_UUID], userId)).toEqual([]);
  });

  it("does not change or delete another organisation's item", async () => {
    expect(await updateEvidenceItem(theirs, itemId, { title: "Stolen" })).toBeNull();
    expect(await markEvidenceFilesDeleted(theirs, itemId, [fileId], userId)).toEqual([]);
    expect(await deleteEvidenceItem(theirs, itemId)).toBe(false);
    expect((await findEvidenceItem(mine, itemId))?.title).toBe("Seed invoice");
  });

  it("marks a removed file deleted, keeping the row (deletedFiles)", async () => {
    const marked = await markEvidenceFilesDeleted(mine, itemId, [fileId], userId);
    expect(marked).toHaveLength(1);
    expect(marked[0]?.deletedBy).toBe(userId);
    const [file] = await listEvidenceFiles(mine, [itemId]);
    expect(file?.deletedAt).toBeInstanceOf(Date);
    // Marking again changes nothing.
    expect(await markEvidenceFilesDeleted(mine, itemId, [fileId], userId)).toEqual([]);
    expect(await deleteEvidenceItem(mine, itemId)).toBe(true);
  });
});
