// The daily retention jobs on a real database (issue 19; decision 0110): each removes or blanks
// exactly what is past the privacy policy's period and nothing else, and a second run finds
// nothing to do. The claim gives a day's run to one of several instances.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, emailOutbox, jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { findScheduledRun } from "~/models/scheduled-runs.server";
import { DiskFileStore, newStorageKey } from "~/services/files/file-store.server";
import {
  pruneOldAuditDetails,
  pruneOldOutboxBodies,
  removeExpiredJobApplications,
  runClaimed,
} from "./retention.server";

const NOW = new Date("2026-11-28T03:00:00Z");
const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let root: string;
let store: DiskFileStore;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "veld-retention-"));
  store = new DiskFileStore(path.join(root, "uploads"));
  fs.mkdirSync(store.root, { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

async function posting(closingDate: Date | null, status: "active" | "disabled" = "active") {
  const [row] = await db()
    .insert(jobPostings)
    .values({
      title: "Field officer",
      description: "Visits farms",
      category: "field",
      location: "Pietermaritzburg",
      salary: "R20 000",
      employmentType: "full-time",
      closingDate,
      status,
    })
    .returning();
  return row!;
}

async function cv() {
  const storageKey = newStorageKey(".pdf");
  fs.writeFileSync(path.join(store.root, storageKey), "%PDF-1.4");
  const [row] = await db()
    .insert(storedFiles)
    .values({
      storageKey,
      originalName: "cv.pdf",
      mimeType: "application/pdf",
      extension: ".pdf",
      size: 8,
      sha256: "0".repeat(64),
      purpose: "job-application-cv",
    })
    .returning();
  return row!;
}

async function application(
  jobId: string,
  applicationDate: Date,
  extra: Partial<typeof jobApplications.$inferInsert> = {},
) {
  const file = await cv();
  const [row] = await db()
    .insert(jobApplications)
    .values({
      jobId,
      applicationDate,
      status: "decline",
      firstName: "Ayanda",
      surname: "Zulu",
      email: `ayanda-${applicationDate.getTime()}-${Math.random()}@example.co.za`,
      phoneNumber: "0821234567",
      gender: "female",
      race: "african",
      highestQualification: "degree",
      salary: "20000",
      employmentStatus: "employed",
      cvFileId: file.id,
      ...extra,
    })
    .returning();
  await db()
    .insert(auditLog)
    .values({
      actorLabel: "hr@veld.example",
      action: "job_application.update",
      entityType: "job_application",
      entityId: row!.id,
      changes: { generalNotes: "Strong candidate" },
      createdAt: applicationDate,
    });
  return { row: row!, file };
}

const onDisk = (key: string) => fs.existsSync(path.join(store.root, key));

describe("removeExpiredJobApplications", () => {
  it("removes applications 12 months after the position closed, with their CV and audit details; keeps the rest", async () => {
    const closedLongAgo = await posting(daysAgo(400));
    const closedRecently = await posting(daysAgo(200));
    const openEnded = await posting(null);
    const gone = await application(closedLongAgo.id, daysAgo(420));
    const recentPosting = await application(closedRecently.id, daysAgo(420));
    const future = await application(closedLongAgo.id, daysAgo(420), { status: "future" });
    const hired = await application(closedLongAgo.id, daysAgo(420), {
      interviewStatus: "jobOfferAccepted",
    });
    const openOld = await application(openEnded.id, daysAgo(370));
    const openYoung = await application(openEnded.id, daysAgo(30));

    expect(await removeExpiredJobApplications({ now: NOW, store })).toEqual({ removed: 2 });

    const left = await db()
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(
        inArray(
          jobApplications.id,
          [gone, recentPosting, future, hired, openOld, openYoung].map((a) => a.row.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual(
      [recentPosting, future, hired, openYoung].map((a) => a.row.id).sort(),
    );
    for (const removed of [gone, openOld]) {
      expect(onDisk(removed.file.storageKey)).toBe(false);
      expect(
        await db().select().from(storedFiles).where(eq(storedFiles.id, removed.file.id)),
      ).toEqual([]);
      const entries = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, removed.row.id));
      expect(entries.map((e) => [e.action, e.changes])).toEqual(
        expect.arrayContaining([
          ["job_application.update", null],
          ["job_application.retention-delete", null],
        ]),
      );
    }
    for (const kept of [recentPosting, future, hired, openYoung]) {
      expect(onDisk(kept.file.storageKey)).toBe(true);
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, kept.row.id));
      expect(entry!.changes).toEqual({ generalNotes: "Strong candidate" });
    }

    // Idempotent: nothing more is due today.
    expect(await removeExpiredJobApplications({ now: NOW, store })).toEqual({ removed: 0 });
  });
});

describe("pruneOldOutboxBodies", () => {
  it("blanks subject and text of e-mails sent over 12 months ago, keeping to whom, when and status", async () => {
    const insert = (key: string, values: Partial<typeof emailOutbox.$inferInsert>) =>
      db()
        .insert(emailOutbox)
        .values({
          idempotencyKey: key,
          to: `${key}@example.co.za`,
          from: "Veld <no-reply@veld.example>",
          subject: "Your application",
          text: "Dear Ayanda",
          html: "<p>Dear Ayanda</p>",
          ...values,
        })
        .returning()
        .then((rows) => rows[0]!);
    const old = await insert("old", { status: "sent", sentAt: daysAgo(370), sendAt: daysAgo(370) });
    const oldFailed = await insert("old-failed", { status: "failed", sendAt: daysAgo(400) });
    const young = await insert("young", {
      status: "sent",
      sentAt: daysAgo(300),
      sendAt: daysAgo(300),
    });
    // Never sent yet (scheduled long ago and still waiting): its body is what will be sent.
    const pending = await insert("pending", { status: "pending", sendAt: daysAgo(400) });

    expect(await pruneOldOutboxBodies({ now: NOW })).toEqual({ pruned: 2 });
    const rows = await db()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [old.id, oldFailed.id, young.id, pending.id]));
    const byKey = Object.fromEntries(rows.map((r) => [r.idempotencyKey, r]));
    expect(byKey.old).toMatchObject({
      to: "old@example.co.za",
      status: "sent",
      sentAt: old.sentAt,
      subject: "",
      text: "",
      html: null,
    });
    expect(byKey["old-failed"]).toMatchObject({ status: "failed", subject: "", text: "" });
    expect(byKey.young).toMatchObject({ subject: "Your application", text: "Dear Ayanda" });
    expect(byKey.pending).toMatchObject({ subject: "Your application", text: "Dear Ayanda" });

    expect(await pruneOldOutboxBodies({ now: NOW })).toEqual({ pruned: 0 });
  });
});

describe("pruneOldAuditDetails", () => {
  it("blanks details after 24 months, contract records' after 7 years; who, what and when stay", async () => {
    const entry = (entityType: string, createdAt: Date) =>
      db()
        .insert(auditLog)
        .values({
          actorLabel: "admin@veld.example",
          action: `${entityType}.update`,
          entityType,
          entityId: "x",
          changes: { before: "a", after: "b" },
          createdAt,
        })
        .returning()
        .then((rows) => rows[0]!);
    const oldFile = await entry("stored_file", daysAgo(800));
    const youngFile = await entry("stored_file", daysAgo(700));
    const oldContract = await entry("organisation", daysAgo(800));
    const ancientContract = await entry("signatory", daysAgo(2600));

    const first = await pruneOldAuditDetails({ now: NOW });
    expect(first.pruned).toBeGreaterThanOrEqual(2);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [oldFile.id, youngFile.id, oldContract.id, ancientContract.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(oldFile.id)).toMatchObject({
      changes: null,
      actorLabel: "admin@veld.example",
      action: "stored_file.update",
      createdAt: oldFile.createdAt,
    });
    expect(byId.get(youngFile.id)!.changes).toEqual({ before: "a", after: "b" });
    expect(byId.get(oldContract.id)!.changes).toEqual({ before: "a", after: "b" });
    expect(byId.get(ancientContract.id)!.changes).toBeNull();

    expect(await pruneOldAuditDetails({ now: NOW })).toEqual({ pruned: 0 });
  });
});

describe("runClaimed", () => {
  it("gives a day's run to one of several instances asking at once, and the next day's again", async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { removed: 0 };
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => runClaimed("test: claim", job, { now: NOW })),
    );
    expect(runs).toBe(1);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await findScheduledRun("test: claim")).toMatchObject({
      lockedUntil: null,
      lastStartedAt: NOW,
      lastResult: { removed: 0 },
    });
    // Later the same day: nobody runs it again.
    expect(
      await runClaimed("test: claim", job, { now: new Date(NOW.getTime() + 3_600_000) }),
    ).toBeNull();
    // The next day: one run again.
    expect(await runClaimed("test: claim", job, { now: new Date(NOW.getTime() + DAY) })).toEqual({
      removed: 0,
    });
    expect(runs).toBe(2);
  });

  it("a failed run releases its claim and is tried again the next day", async () => {
    const failing = async () => {
      throw new Error("database went away");
    };
    await expect(runClaimed("test: failing", failing, { now: NOW })).rejects.toThrow("went away");
    expect(await findScheduledRun("test: failing")).toMatchObject({ lockedUntil: null });
    expect(
      await runClaimed("test: failing", async () => "ok", { now: new Date(NOW.getTime() + DAY) }),
    ).toBe("ok");
  });
});
