// Storing and removing uploads on a real database and DATA_DIR (spec §5 'File upload',
// §3 'File-upload value').
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, memberships, organisations, storedFiles, users } from "~/db/schema";
import { getEnv, loadEnv } from "~/env.server";
import * as fixture from "../../../tests/support/file-fixtures";
import { UploadError } from "./upload-error";
import { deleteStoredFile, findAccessibleFile, saveUpload } from "./uploads.server";

let farmA: string;
let farmB: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  const orgs = await db()
    .insert(organisations)
    .values([{ name: "Boplaas" }, { name: "Môreson" }])
    .returning();
  [farmA, farmB] = orgs.map((o) => o.id) as [string, string];
  const people = await db()
    .insert(users)
    .values([
      { subject: "auth|alice", email: "alice@example.co.za", name: "Alice" },
      { subject: "auth|bob", email: "bob@example.co.za", name: "Bob" },
    ])
    .returning();
  [alice, bob] = people.map((p) => p.id) as [string, string];
  await db()
    .insert(memberships)
    .values([
      { userId: alice, organisationId: farmA, role: "OWNER" },
      { userId: bob, organisationId: farmB, role: "OWNER" },
    ]);
});

afterEach(() => {
  delete process.env.UPLOAD_MAX_BYTES;
  loadEnv();
});

const uploadsDir = () => path.join(getEnv().DATA_DIR, "uploads");

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => new Error("the upload was accepted"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).message;
}

describe("saveUpload", () => {
  it("a PDF is stored under a generated name with its hash, size and type, and the upload is audited", async () => {
    const saved = await saveUpload({
      file: fixture.fileOf(fixture.pdf(), "Grazing plan – Boplaas.pdf", "application/pdf"),
      purpose: "grazing-plan",
      organisationId: farmA,
      uploadedBy: alice,
      actor: { userId: alice, label: "alice@example.co.za", requestId: "req-1" },
    });
    expect(saved).toMatchObject({
      originalName: "Grazing plan – Boplaas.pdf",
      mimeType: "application/pdf",
      extension: ".pdf",
      size: fixture.pdf().length,
      purpose: "grazing-plan",
      organisationId: farmA,
      uploadedBy: alice,
    });
    expect(saved.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The person's file name never reaches the disk.
    expect(saved.storageKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(uploadsDir(), saved.storageKey))).toEqual(
      Buffer.from(fixture.pdf()),
    );

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, saved.id), eq(auditLog.action, "file.upload")));
    expect(audit).toMatchObject({
      actorUserId: alice,
      actorLabel: "alice@example.co.za",
      entityType: "stored_file",
      requestId: "req-1",
      changes: expect.objectContaining({ sha256: saved.sha256, purpose: "grazing-plan" }),
    });
  });

  it("an image where only PDFs are accepted is refused with 'Invalid file type' and nothing is kept", async () => {
    const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    const rowsBefore = (await db().select().from(storedFiles)).length;
    expect(
      await refusal(
        saveUpload({ file: fixture.fileOf(fixture.png(), "leaflet.png"), purpose: "job-leaflet" }),
      ),
    ).toBe("Invalid file type: .png");
    expect(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0).toBe(before);
    expect(await db().select().from(storedFiles)).toHaveLength(rowsBefore);
  });

  it("a CV may be a PDF, .doc or .docx (spec §5 'The CV accepts .pdf, .doc, .docx')", async () => {
    const saved = await saveUpload({
      file: fixture.fileOf(fixture.officeOpenXml("docx"), "CV Thandi.docx"),
      accept: [".pdf", ".doc", ".docx"],
      purpose: "cv",
    });
    expect(saved).toMatchObject({ extension: ".docx", uploadedBy: null, organisationId: null });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, saved.id));
    expect(audit).toMatchObject({ actorUserId: null, actorLabel: "anonymous" });
  });

  it("a file over UPLOAD_MAX_BYTES is refused with the limit in MB", async () => {
    process.env.UPLOAD_MAX_BYTES = String(1024 * 1024);
    loadEnv();
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(fixture.pdf());
    expect(await refusal(saveUpload({ file: fixture.fileOf(big, "big.pdf"), purpose: "x" }))).toBe(
      "The file is too large. Please upload a file of at most 1 MB.",
    );
  });

  it("an empty file is refused", async () => {
    expect(
      await refusal(saveUpload({ file: fixture.fileOf(new Uint8Array(), "a.pdf"), purpose: "x" })),
    ).toBe("The file is empty. Please choose another file.");
  });

  it("inside a transaction that rolls back, the file is not recorded", async () => {
    let key = "";
    await expect(
      db().transaction(async (tx) => {
        const saved = await saveUpload({
          file: fixture.fileOf(fixture.pdf(), "a.pdf"),
          purpose: "x",
          executor: tx,
        });
        key = saved.storageKey;
        throw new Error("the surrounding change failed");
      }),
    ).rejects.toThrow("the surrounding change failed");
    expect(await db().select().from(storedFiles).where(eq(storedFiles.storageKey, key))).toEqual(
      [],
    );
    // A bare transaction leaves the bytes on disk, unreachable: callers use transactionWithUploads
    // (upload-safety.db.test.ts), and the start-up sweep removes what is left (decision 0064).
  });
});

describe("removing a stored file (spec §3 'deletedFiles')", () => {
  it("a member removes her organisation's file: row and bytes go, and the removal is audited", async () => {
    const saved = await saveUpload({
      file: fixture.fileOf(fixture.pdf(), "old-plan.pdf"),
      purpose: "grazing-plan",
      organisationId: farmA,
      uploadedBy: bob,
    });
    const alicesView = { userId: alice, isAdmin: false, organisationIds: [farmA] };
    expect(
      await deleteStoredFile({
        fileId: saved.id,
        subject: alicesView,
        actor: { userId: alice, label: "alice@example.co.za" },
      }),
    ).toBe(true);
    expect(await findAccessibleFile(alicesView, saved.id)).toBeNull();
    expect(fs.existsSync(path.join(uploadsDir(), saved.storageKey))).toBe(false);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, saved.id), eq(auditLog.action, "file.delete")));
    expect(audit).toMatchObject({ actorUserId: alice, actorLabel: "alice@example.co.za" });
  });

  it("a member of another organisation cannot remove it, and learns nothing", async () => {
    const saved = await saveUpload({
      file: fixture.fileOf(fixture.pdf(), "plan.pdf"),
      purpose: "grazing-plan",
      organisationId: farmA,
      uploadedBy: alice,
    });
    const bobsView = { userId: bob, isAdmin: false, organisationIds: [farmB] };
    expect(
      await deleteStoredFile({
        fileId: saved.id,
        subject: bobsView,
        actor: { userId: bob, label: "bob" },
      }),
    ).toBe(false);
    expect(await findAccessibleFile(bobsView, saved.id)).toBeNull();
    expect(fs.existsSync(path.join(uploadsDir(), saved.storageKey))).toBe(true);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, saved.id))).toHaveLength(
      1,
    );
  });

  it("a malformed file id is simply not found", async () => {
    expect(
      await findAccessibleFile({ userId: null, isAdmin: true, organisationIds: [] }, "../etc"),
    ).toBeNull();
  });
});
