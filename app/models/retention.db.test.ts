// The retention model on a real database: job applications old enough to be candidates, paged
// by id; an application deleted with its CV's row and its audit details; outbox bodies and
// audit details blanked only past their period, in bounded batches, nothing left on a rerun.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, emailOutbox, jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  deleteJobApplicationAndCv,
  listJobApplicationCandidates,
  pruneAuditDetails,
  pruneOutboxBodies,
} from "./retention.server";

const cutoff = new Date("2025-01-01T00:00:00Z");
let postingId: string;

beforeAll(async () => {
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Herder",
      description: "d",
      category: "c",
      location: "l",
      salary: "s",
      employmentType: "e",
      closingDate: new Date("2024-03-01T00:00:00Z"),
    })
    .returning();
  postingId = posting!.id;
});

let files = 0;
async function cv() {
  files += 1;
  const [row] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `cv/${files}.pdf`,
      originalName: "cv.pdf",
      mimeType: "application/pdf",
      extension: "pdf",
      size: 10,
      sha256: "0".repeat(64),
      purpose: "job-cv",
    })
    .returning();
  return row!;
}

async function application(applicationDate: string, cvFileId: string | null = null) {
  const [row] = await db()
    .insert(jobApplications)
    .values({
      jobId: postingId,
      applicationDate: new Date(applicationDate),
      firstName: "Pat",
      surname: "Ndlovu",
      email: "pat@apply.example",
      phoneNumber: "+27 821234567",
      gender: "other",
      race: "other",
      highestQualification: "Matric",
      salary: "R1",
      employmentStatus: "employed",
      cvFileId,
    })
    .returning();
  return row!.id;
}

async function audit(entityType: string, entityId: string | null, createdAt: string) {
  const [row] = await db()
    .insert(auditLog)
    .values({
      actorLabel: "admin@example.org",
      action: "update",
      entityType,
      entityId,
      changes: { field: ["a", "b"] },
      createdAt: new Date(createdAt),
    })
    .returning();
  return row!.id;
}

async function changesOf(ids: number[]) {
  const rows = await db().select().from(auditLog).where(inArray(auditLog.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.changes]));
}

describe("retention: job applications", () => {
  it("lists applications sent before the cutoff by id, a page after the last id seen", async () => {
    const old = [
      await application("2024-01-01T00:00:00Z"),
      await application("2024-06-01T00:00:00Z"),
      await application("2024-12-31T23:59:59Z"),
    ].sort();
    const young = await application("2025-01-01T00:00:00Z");
    const all = await listJobApplicationCandidates({
      appliedBefore: cutoff,
      afterId: null,
      limit: 10,
    });
    expect(all.map((a) => a.id)).toEqual(old);
    expect(all.map((a) => a.id)).not.toContain(young);
    expect(all[0]).toMatchObject({
      status: "pending",
      interviewStatus: null,
      posting: { closingDate: new Date("2024-03-01T00:00:00Z"), status: "active" },
    });
    const firstPage = await listJobApplicationCandidates({
      appliedBefore: cutoff,
      afterId: null,
      limit: 2,
    });
    expect(firstPage.map((a) => a.id)).toEqual(old.slice(0, 2));
    const next = await listJobApplicationCandidates({
      appliedBefore: cutoff,
      afterId: firstPage[1]!.id,
      limit: 2,
    });
    expect(next.map((a) => a.id)).toEqual(old.slice(2));
  });

  it("deletes an application with its CV's row and blanks the details of the audit entries about it", async () => {
    const file = await cv();
    const id = await application("2023-01-01T00:00:00Z", file.id);
    const other = await application("2023-01-01T00:00:00Z");
    const about = await audit("job_application", id, "2024-01-01T00:00:00Z");
    const aboutOther = await audit("job_application", other, "2024-01-01T00:00:00Z");
    const sameIdOtherType = await audit("organisation", id, "2024-01-01T00:00:00Z");

    const deleted = await transaction((tx) => deleteJobApplicationAndCv(id, tx));
    expect(deleted).toEqual({ storageKey: file.storageKey });
    expect(await db().select().from(jobApplications).where(eq(jobApplications.id, id))).toEqual([]);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, file.id))).toEqual([]);
    expect(await changesOf([about, aboutOther, sameIdOtherType])).toEqual({
      [about]: null,
      [aboutOther]: { field: ["a", "b"] },
      [sameIdOtherType]: { field: ["a", "b"] },
    });
    const [kept] = await db().select().from(auditLog).where(eq(auditLog.id, about));
    expect(kept).toMatchObject({ action: "update", actorLabel: "admin@example.org" });

    expect(await transaction((tx) => deleteJobApplicationAndCv(id, tx))).toBeNull();
  });

  it("deletes an application without a CV, and answers null for an unknown or junk id", async () => {
    const id = await application("2023-01-01T00:00:00Z");
    expect(await transaction((tx) => deleteJobApplicationAndCv(id, tx))).toEqual({
      storageKey: null,
    });
    expect(await transaction((tx) => deleteJobApplicationAndCv(UNKNOWN_ID, tx))).toBeNull();
    expect(await transaction((tx) => deleteJobApplicationAndCv(NOT_A_UUID, tx))).toBeNull();
  });

  it("keeps the application when the caller's transaction rolls back", async () => {
    const file = await cv();
    const id = await application("2023-01-01T00:00:00Z", file.id);
    await expect(
      transaction(async (tx) => {
        await deleteJobApplicationAndCv(id, tx);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(
      await db().select().from(jobApplications).where(eq(jobApplications.id, id)),
    ).toHaveLength(1);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, file.id))).toHaveLength(
      1,
    );
  });
});

describe("retention: outbox bodies", () => {
  let rows = 0;
  async function email(values: Partial<typeof emailOutbox.$inferInsert>) {
    rows += 1;
    const [row] = await db()
      .insert(emailOutbox)
      .values({
        idempotencyKey: `retention-${rows}`,
        to: "someone@example.org",
        from: "veld@example.org",
        subject: "Subject",
        text: "Text",
        html: "<p>Text</p>",
        ...values,
      })
      .returning();
    return row!.id;
  }
  const read = async (id: string) =>
    (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it("blanks the bodies of sent and failed e-mails past the period, keeping to whom and when", async () => {
    const sentOld = await email({
      status: "sent",
      sentAt: new Date("2024-06-01T00:00:00Z"),
      sendAt: new Date("2024-05-01T00:00:00Z"),
      messageId: "<m1@example.org>",
    });
    // A failed e-mail was never sent: its due time counts.
    const failedOld = await email({ status: "failed", sendAt: new Date("2024-06-01T00:00:00Z") });
    // Sent recently though queued long ago: the sending time counts.
    const sentRecently = await email({
      status: "sent",
      sendAt: new Date("2024-01-01T00:00:00Z"),
      sentAt: new Date("2025-02-01T00:00:00Z"),
    });
    const pendingOld = await email({ status: "pending", sendAt: new Date("2024-01-01T00:00:00Z") });

    expect(await pruneOutboxBodies({ before: cutoff, limit: 100 })).toBe(2);
    expect(await read(sentOld)).toMatchObject({
      subject: "",
      text: "",
      html: null,
      to: "someone@example.org",
      status: "sent",
      messageId: "<m1@example.org>",
      sentAt: new Date("2024-06-01T00:00:00Z"),
    });
    expect(await read(failedOld)).toMatchObject({ subject: "", text: "", html: null });
    expect(await read(sentRecently)).toMatchObject({ subject: "Subject", html: "<p>Text</p>" });
    expect(await read(pendingOld)).toMatchObject({ subject: "Subject", html: "<p>Text</p>" });
    expect(await pruneOutboxBodies({ before: cutoff, limit: 100 })).toBe(0);
  });

  it("blanks at most the batch size, and the rest on the next run", async () => {
    for (let i = 0; i < 3; i++) {
      await email({ status: "sent", sentAt: new Date("2024-01-01T00:00:00Z") });
    }
    // Blank but for the HTML: still has something to blank.
    await email({
      status: "sent",
      subject: "",
      text: "",
      sentAt: new Date("2024-01-01T00:00:00Z"),
    });
    expect(await pruneOutboxBodies({ before: cutoff, limit: 3 })).toBe(3);
    expect(await pruneOutboxBodies({ before: cutoff, limit: 3 })).toBe(1);
    expect(await pruneOutboxBodies({ before: cutoff, limit: 3 })).toBe(0);
  });
});

describe("retention: audit details", () => {
  it("blanks general entries past the general period and legal ones only past the legal period", async () => {
    await db().update(auditLog).set({ changes: null });
    const generalOld = await audit("farm", "f1", "2024-06-01T00:00:00Z");
    const generalYoung = await audit("farm", "f2", "2025-06-01T00:00:00Z");
    const legalMiddle = await audit("contract", "c1", "2024-06-01T00:00:00Z");
    const legalOld = await audit("contract", "c2", "2015-01-01T00:00:00Z");
    const input = {
      generalBefore: cutoff,
      legalBefore: new Date("2020-01-01T00:00:00Z"),
      legalEntityTypes: ["contract"],
      limit: 100,
    };
    expect(await pruneAuditDetails(input)).toBe(2);
    expect(await changesOf([generalOld, generalYoung, legalMiddle, legalOld])).toEqual({
      [generalOld]: null,
      [generalYoung]: { field: ["a", "b"] },
      [legalMiddle]: { field: ["a", "b"] },
      [legalOld]: null,
    });
    expect(await pruneAuditDetails(input)).toBe(0);
  });

  it("treats every entry as general when no entity type is legal, in bounded batches", async () => {
    await db().update(auditLog).set({ changes: null });
    await audit("contract", "c3", "2024-06-01T00:00:00Z");
    await audit("farm", "f3", "2024-06-01T00:00:00Z");
    const input = {
      generalBefore: cutoff,
      legalBefore: new Date("2020-01-01T00:00:00Z"),
      legalEntityTypes: [],
      limit: 1,
    };
    expect(await pruneAuditDetails(input)).toBe(1);
    expect(await pruneAuditDetails(input)).toBe(1);
    expect(await pruneAuditDetails(input)).toBe(0);
  });
});
