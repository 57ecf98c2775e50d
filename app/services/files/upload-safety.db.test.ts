// Issue 12 on a real database and DATA_DIR (docs/decisions/0064-upload-safety.md): a PDF with
// scripts is refused and nothing is kept; the stored name says the checked type; bytes of a
// transaction that failed are removed, and a removal that fails is logged, never swallowed.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";
import * as fixture from "../../../tests/support/file-fixtures";
import { fileStore, type FileStore } from "./file-store.server";
import { UploadError } from "./upload-error";
import { discardStoredBytes, saveUpload, transactionWithUploads } from "./uploads.server";

const uploadsDir = () => path.join(getEnv().DATA_DIR, "uploads");
const filesOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const rowCount = async () => (await db().select().from(storedFiles)).length;

afterEach(() => vi.restoreAllMocks());

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => new Error("the upload was accepted"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  const { code, status, message } = error as UploadError;
  return { code, status, message };
}

describe("a PDF that can run code is refused wherever PDFs are accepted", () => {
  it.each([
    ["a CV", [".pdf", ".doc", ".docx"], "job-cv"],
    ["a leaflet", [".pdf"], "job-leaflet"],
    ["a contract", [".pdf"], "contract"],
  ])("%s: 422 with a sentence, no bytes and no row", async (_, accept, purpose) => {
    const disk = filesOnDisk();
    const rows = await rowCount();
    expect(
      await refusalOf(
        saveUpload({
          file: fixture.fileOf(fixture.pdfWithScript(), "document.pdf", "application/pdf"),
          accept,
          purpose,
        }),
      ),
    ).toEqual({
      code: "active-content",
      status: 422,
      message:
        "This PDF contains scripts or embedded files, which we do not accept. Please save it as a plain PDF (for example with 'Print to PDF') and try again.",
    });
    expect(filesOnDisk()).toEqual(disk);
    expect(await rowCount()).toBe(rows);
  });

  it("a PDF that cannot be checked is refused with its own sentence", async () => {
    const encrypted = fixture.pdfOf({
      objects: ["<< /Type /Catalog /Pages 2 0 R >>"],
      packed: { objects: ["<< /Type /Pages /Kids [] /Count 0 >>"] },
      trailer: "/Encrypt << /Filter /Standard >>",
    });
    expect(
      await refusalOf(saveUpload({ file: fixture.fileOf(encrypted, "locked.pdf"), purpose: "x" })),
    ).toMatchObject({
      code: "uncheckable-content",
      status: 422,
      message: expect.stringContaining("password-protected or damaged"),
    });
  });

  it("a plain PDF whose page mentions JavaScript is stored", async () => {
    const saved = await saveUpload({
      file: fixture.fileOf(fixture.pdfSaying("Skills: HTML/JavaScript"), "CV.pdf"),
      purpose: "job-cv",
    });
    expect(saved.mimeType).toBe("application/pdf");
  });
});

describe("the stored name says what the bytes were checked to be (issue 12: the contract kept '.exe')", () => {
  it.each([
    ["contract.exe", "contract.pdf"],
    ["contract.pdf.exe", "contract.pdf"],
    ["contract.exe.", "contract.pdf"],
    ["Contract.PDF", "Contract.PDF"],
    ["Thandi M. Nkosi", "Thandi M. Nkosi.pdf"],
    // A right-to-left override would show 'contract\u202Efdp.exe' as 'contractexe.pdf'.
    ["contract\u202Efdp.exe", "contractfdp.pdf"],
    [`${"b".repeat(300)}.exe`, `${"b".repeat(196)}.pdf`],
  ])("PDF bytes named %j are kept as %j", async (name, kept) => {
    const saved = await saveUpload({ file: fixture.fileOf(fixture.pdf(), name), purpose: "x" });
    expect(saved.originalName).toBe(kept);
    expect(saved.storageKey).toMatch(/\.pdf$/);
  });
});

describe("bytes written before a transaction that fails are removed (one clean-up, logged)", () => {
  it("the work fails after saving: the row rolls back and the bytes go", async () => {
    const disk = filesOnDisk();
    let key = "";
    await expect(
      transactionWithUploads(async (_tx, save) => {
        key = (await save({ file: fixture.fileOf(fixture.pdf(), "a.pdf"), purpose: "x" }))
          .storageKey;
        expect(filesOnDisk()).toContain(key);
        throw new Error("the surrounding change failed");
      }),
    ).rejects.toThrow("the surrounding change failed");
    expect(filesOnDisk()).toEqual(disk);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.storageKey, key))).toEqual(
      [],
    );
  });

  it("the work commits: bytes and row stay", async () => {
    const row = await transactionWithUploads((_tx, save) =>
      save({ file: fixture.fileOf(fixture.pdf(), "b.pdf"), purpose: "x" }),
    );
    expect(filesOnDisk()).toContain(row.storageKey);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, row.id))).toHaveLength(1);
  });

  it("a removal that fails is logged as a warning with the key, and the first error still reaches the caller", async () => {
    const warn = vi.spyOn(logger(), "warn");
    const real = fileStore();
    const failing: FileStore = {
      put: (key, body) => real.put(key, body),
      get: (key) => real.get(key),
      delete: () => Promise.reject(new Error("disk went away")),
      list: () => real.list(),
      removeUnfinishedWrites: (before) => real.removeUnfinishedWrites(before),
    };
    let key = "";
    await expect(
      transactionWithUploads(
        async (_tx, save) => {
          key = (await save({ file: fixture.fileOf(fixture.pdf(), "c.pdf"), purpose: "x" }))
            .storageKey;
          throw new Error("the surrounding change failed");
        },
        { store: failing },
      ),
    ).rejects.toThrow("the surrounding change failed");
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ storageKey: key, err: expect.any(Error) }),
      expect.stringContaining("the start-up sweep will"),
    );
    await real.delete(key);
  });

  it("discardStoredBytes never throws", async () => {
    const store = { delete: () => Promise.reject(new Error("nope")) } as unknown as FileStore;
    await expect(discardStoredBytes("x.pdf", "test", store)).resolves.toBeUndefined();
  });
});
