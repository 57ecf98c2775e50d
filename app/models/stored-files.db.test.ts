// The stored-files model on a real database: a file found and removed by its id; an id that is
// not a UUID finds and removes nothing (PostgreSQL would raise on it).
import { describe, expect, it } from "vitest";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as storedFiles from "./stored-files.server";

const newFile = {
  storageKey: "stored-files-test.pdf",
  originalName: "leaflet.pdf",
  mimeType: "application/pdf",
  extension: "pdf",
  size: 1234,
  sha256: "a".repeat(64),
  purpose: "job-leaflet",
  organisationId: null,
  uploadedBy: null,
};

describe("stored files", () => {
  it("finds a file by its id, and removes it once", async () => {
    const row = await storedFiles.insertStoredFile(newFile);
    expect(await storedFiles.findStoredFile(row.id)).toMatchObject({ originalName: "leaflet.pdf" });
    expect(await storedFiles.deleteStoredFileRow(row.id)).toBe(true);
    expect(await storedFiles.deleteStoredFileRow(row.id)).toBe(false);
    expect(await storedFiles.findStoredFile(row.id)).toBeNull();
  });

  it("finds and removes nothing for an unknown id or one that is not a UUID", async () => {
    expect(await storedFiles.findStoredFile(UNKNOWN_ID)).toBeNull();
    expect(await storedFiles.findStoredFile(NOT_A_UUID)).toBeNull();
    expect(await storedFiles.deleteStoredFileRow(NOT_A_UUID)).toBe(false);
  });
});
