// The summary-exports model on a real database: one pending export per kind, the oldest waiting
// export leased to one worker, a worker whose lease was taken over unable to finish, exports
// abandoned too often failed, the sweep's finished exports, and the pages the generator reads.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  cropJourneys,
  fertiliserInputs,
  grazingEvents,
  herds,
  jobApplications,
  jobPostings,
  storedFiles,
  summaryExports,
} from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import { insertPlanningOrganisation } from "../../tests/support/practice-fixtures";
import {
  claimNextExport,
  deleteExportRow,
  failAbandonedExports,
  findExport,
  findPendingExport,
  finishExport,
  insertExport,
  listExports,
  listFinishedBefore,
  lockKindRequests,
  readJobApplicationPage,
  readOrganisationFacts,
  readPracticePage,
  renewLease,
} from "./summary-exports.server";

const MINUTE = 60_000;
const t0 = new Date("2025-04-01T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

let admin: string;
let fileId: string;

beforeAll(async () => {
  admin = (await insertTestUser({ email: "admin@exports.example", name: "Anele" })).id;
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: "exports/organisations.csv",
      originalName: "organisations.csv",
      mimeType: "text/csv",
      extension: "csv",
      size: 321,
      sha256: "0".repeat(64),
      purpose: "summary-export",
    })
    .returning();
  fileId = file!.id;
});

/** Clears the queue between the lease tests, so each sees only its own rows. */
async function emptyQueue() {
  await db().delete(summaryExports);
}

async function queued(kind: "organisations" | "fields", createdAt: Date) {
  const row = await insertExport({ kind, requestedBy: admin });
  await db().update(summaryExports).set({ createdAt }).where(eq(summaryExports.id, row.id));
  return row.id;
}

describe("summary exports: the queue", () => {
  it("finds the pending export of a kind, not a finished one or one of another kind", async () => {
    const organisationsExport = await insertExport({ kind: "organisations", requestedBy: admin });
    expect(organisationsExport).toMatchObject({ status: "queued", attempts: 0 });
    expect((await findPendingExport("organisations"))?.id).toBe(organisationsExport.id);
    expect(await findPendingExport("fields")).toBeNull();
    const claimed = (await claimNextExport(t0, MINUTE, 3))!;
    expect((await findPendingExport("organisations"))?.id).toBe(claimed.id);
    await finishExport(claimed.id, claimed.attempts, { status: "ready", fileId, rowCount: 7 }, t0);
    expect(await findPendingExport("organisations")).toBeNull();
  });

  it("shows an export with who asked and its file; an unknown or junk id finds nothing", async () => {
    const [ready] = await listExports(["organisations"], 10);
    expect(ready).toMatchObject({
      status: "ready",
      rowCount: 7,
      requestedByEmail: "admin@exports.example",
      requestedByName: "Anele",
      fileName: "organisations.csv",
      fileSize: 321,
      lockedUntil: null,
      finishedAt: t0,
    });
    expect(await findExport(ready!.id)).toEqual(ready);
    expect(await findExport(UNKNOWN_ID)).toBeNull();
    expect(await findExport(NOT_A_UUID)).toBeNull();
  });

  it("lists the exports of the given kinds newest first, up to the limit", async () => {
    await emptyQueue();
    const old = await queued("organisations", at(-2 * MINUTE));
    const mid = await queued("fields", at(-MINUTE));
    const noRequester = await insertExport({ kind: "organisations", requestedBy: null });
    expect((await listExports(["organisations", "fields"], 10)).map((e) => e.id)).toEqual([
      noRequester.id,
      mid,
      old,
    ]);
    expect((await listExports(["fields"], 10)).map((e) => e.id)).toEqual([mid]);
    expect((await listExports(["organisations"], 1)).map((e) => e.id)).toEqual([noRequester.id]);
    expect(await listExports([], 10)).toEqual([]);
    expect((await findExport(noRequester.id))?.requestedByEmail).toBeNull();
  });

  it("leases the oldest waiting export, each to one worker only", async () => {
    await emptyQueue();
    const first = await queued("organisations", at(-2 * MINUTE));
    const second = await queued("fields", at(-MINUTE));
    const [a, b, c] = await Promise.all([
      claimNextExport(t0, MINUTE, 3),
      claimNextExport(t0, MINUTE, 3),
      claimNextExport(t0, MINUTE, 3),
    ]);
    expect([a?.id, b?.id, c?.id].filter(Boolean).sort()).toEqual([first, second].sort());
    const leased = (await findExport(first))!;
    expect(leased).toMatchObject({
      status: "running",
      attempts: 1,
      startedAt: t0,
      lockedUntil: at(MINUTE),
    });
  });

  it("lets a worker renew and finish only the lease it holds", async () => {
    await emptyQueue();
    const id = await queued("organisations", at(-MINUTE));
    const claim = (await claimNextExport(t0, MINUTE, 3))!;
    expect(claim.id).toBe(id);
    expect(await renewLease(id, claim.attempts, at(5 * MINUTE))).toBe(true);
    expect((await findExport(id))?.lockedUntil).toEqual(at(5 * MINUTE));

    // Its lease is still running: nobody else takes it.
    expect(await claimNextExport(at(4 * MINUTE), MINUTE, 3)).toBeNull();
    // It ran out (the worker died): the next worker takes it over, with a new attempt.
    const takeover = (await claimNextExport(at(6 * MINUTE), MINUTE, 3))!;
    expect(takeover).toMatchObject({ id, attempts: 2 });

    expect(await renewLease(id, claim.attempts, at(10 * MINUTE))).toBe(false);
    expect(
      await finishExport(id, claim.attempts, { status: "failed", error: "late" }, at(7 * MINUTE)),
    ).toBe(false);
    expect(
      await finishExport(
        id,
        takeover.attempts,
        { status: "failed", error: "disk full" },
        at(7 * MINUTE),
      ),
    ).toBe(true);
    expect(await findExport(id)).toMatchObject({
      status: "failed",
      error: "disk full",
      finishedAt: at(7 * MINUTE),
      lockedUntil: null,
    });
    // A finished export is nobody's to renew or finish.
    expect(await renewLease(id, takeover.attempts, at(10 * MINUTE))).toBe(false);
    expect(await claimNextExport(at(60 * MINUTE), MINUTE, 3)).toBeNull();
  });

  it("takes no export tried too often, and fails the ones abandoned that often", async () => {
    await emptyQueue();
    const tired = await queued("organisations", at(-MINUTE));
    await db()
      .update(summaryExports)
      .set({ status: "running", attempts: 3, lockedUntil: at(-1) })
      .where(eq(summaryExports.id, tired));
    const stillLeased = await queued("fields", at(-MINUTE));
    await db()
      .update(summaryExports)
      .set({ status: "running", attempts: 3, lockedUntil: at(MINUTE) })
      .where(eq(summaryExports.id, stillLeased));
    const young = await queued("fields", at(-MINUTE));
    await db()
      .update(summaryExports)
      .set({ status: "running", attempts: 1, lockedUntil: at(-1) })
      .where(eq(summaryExports.id, young));

    expect((await claimNextExport(t0, MINUTE, 3))?.id).toBe(young);
    expect(await failAbandonedExports(t0, 3, "Gave up")).toBe(1);
    expect(await findExport(tired)).toMatchObject({
      status: "failed",
      error: "Gave up",
      finishedAt: t0,
      lockedUntil: null,
    });
    expect((await findExport(stillLeased))?.status).toBe("running");
    expect(await failAbandonedExports(t0, 3, "Gave up")).toBe(0);
  });

  it("lists finished exports older than a moment for the sweep, with their file's key, and deletes rows", async () => {
    await emptyQueue();
    const withFile = await queued("organisations", at(-3 * MINUTE));
    const withoutFile = await queued("fields", at(-2 * MINUTE));
    const recent = await queued("fields", at(-MINUTE));
    const pending = await queued("organisations", at(-MINUTE));
    const finish = (id: string, finishedAt: Date, file: string | null) =>
      db()
        .update(summaryExports)
        .set({ status: file ? "ready" : "failed", finishedAt, fileId: file })
        .where(eq(summaryExports.id, id));
    await finish(withFile, at(-2 * MINUTE), fileId);
    await finish(withoutFile, at(-3 * MINUTE), null);
    await finish(recent, t0, null);
    expect(await listFinishedBefore(t0, 10)).toEqual([
      { id: withoutFile, fileId: null, storageKey: null },
      { id: withFile, fileId, storageKey: "exports/organisations.csv" },
    ]);
    expect((await listFinishedBefore(t0, 1)).map((r) => r.id)).toEqual([withoutFile]);

    await deleteExportRow(withoutFile);
    await deleteExportRow(NOT_A_UUID);
    expect(await findExport(withoutFile)).toBeNull();
    expect((await listFinishedBefore(t0, 10)).map((r) => r.id)).toEqual([withFile]);
    expect(await findExport(pending)).not.toBeNull();
  });

  it("serialises two requests for one kind: the second sees the first's export", async () => {
    await emptyQueue();
    const request = () =>
      transaction(async (tx) => {
        await lockKindRequests("fields", tx);
        const pending = await findPendingExport("fields", tx);
        if (pending) return { id: pending.id, made: false };
        return {
          id: (await insertExport({ kind: "fields", requestedBy: admin }, tx)).id,
          made: true,
        };
      });
    const [a, b] = await Promise.all([request(), request()]);
    expect(a.id).toBe(b.id);
    expect([a.made, b.made].filter(Boolean)).toHaveLength(1);
  });
});

describe("summary exports: what the generator reads", () => {
  it("reads each organisation's province, member count and creation time, ignoring junk ids", async () => {
    const withDetails = await insertPlanningOrganisation("Facts Farm", 25, [], {
      province: "Free State",
    });
    const bare = await insertTestOrganisation("No details");
    const member = (await insertTestUser()).id;
    await insertTestMembership(admin, withDetails.organisationId, "OWNER");
    await insertTestMembership(member, withDetails.organisationId, "STAFF");
    const facts = await readOrganisationFacts([
      withDetails.organisationId,
      bare.id,
      NOT_A_UUID,
      UNKNOWN_ID,
    ]);
    expect(facts).toHaveLength(2);
    expect(facts).toContainEqual({
      id: bare.id,
      province: null,
      members: 0,
      createdAt: bare.createdAt,
    });
    expect(facts.find((f) => f.id === withDetails.organisationId)).toMatchObject({
      province: "Free State",
      members: 2,
    });
    expect(await readOrganisationFacts([NOT_A_UUID])).toEqual([]);
  });

  it("reads each field's crop journey with its season's grazing and fertiliser, by organisation, season newest first, field", async () => {
    const b = await insertPlanningOrganisation("B Practice", 24, [
      { farm: "Home", name: "North" },
      { farm: "Home", name: "East" },
    ]);
    const a = await insertPlanningOrganisation("A Practice", 24, [{ farm: "Home", name: "Only" }]);
    const journey = (organisationId: string, fieldId: string, season: number) =>
      db()
        .insert(cropJourneys)
        .values({ organisationId, fieldId, season, landUse: "grazing", tillage: null });
    await journey(b.organisationId, b.fieldIds.North!, 24);
    await journey(b.organisationId, b.fieldIds.North!, 25);
    await journey(b.organisationId, b.fieldIds.East!, 24);
    await journey(a.organisationId, a.fieldIds.Only!, 24);
    const [herd] = await db()
      .insert(herds)
      .values({ organisationId: b.organisationId, name: "Nguni", type: "beef" })
      .returning();
    const graze = (fieldIds: string[], season: number, hoursOnField: number) =>
      db().insert(grazingEvents).values({
        organisationId: b.organisationId,
        herdId: herd!.id,
        season,
        fieldIds,
        startDate: "2024-08-01",
        endDate: "2024-08-03",
        hoursOnField,
      });
    await graze([b.fieldIds.North!, b.fieldIds.East!], 24, 10);
    await graze([b.fieldIds.North!], 24, 2.5);
    await graze([b.fieldIds.North!], 25, 99);
    await db().insert(fertiliserInputs).values({
      organisationId: b.organisationId,
      fieldId: b.fieldIds.North!,
      season: 24,
      npkType: "npk",
      applicationRate: 100,
      nitrogen: 10,
      phosphorus: 5,
      potassium: 5,
    });

    const page = await readPracticePage({ offset: 0, limit: 10 });
    expect(page.map((r) => [r.organisationName, r.season, r.fieldName])).toEqual([
      ["A Practice", 24, "Only"],
      ["B Practice", 25, "North"],
      ["B Practice", 24, "East"],
      ["B Practice", 24, "North"],
    ]);
    expect(page[0]).toMatchObject({ grazingEvents: 0, grazingHours: 0, fertiliserInputs: 0 });
    expect(page[1]).toMatchObject({ grazingEvents: 1, grazingHours: 99, fertiliserInputs: 0 });
    expect(page[2]).toMatchObject({ grazingEvents: 1, grazingHours: 10, fertiliserInputs: 0 });
    expect(page[3]).toMatchObject({
      landUse: "grazing",
      crops: [],
      grazingEvents: 2,
      grazingHours: 12.5,
      fertiliserInputs: 1,
    });
    expect(
      (await readPracticePage({ offset: 1, limit: 2 })).map((r) => [r.season, r.fieldName]),
    ).toEqual([
      [25, "North"],
      [24, "East"],
    ]);
  });

  it("reads job applications newest first with their posting's title", async () => {
    const [posting] = await db()
      .insert(jobPostings)
      .values({
        title: "Herder",
        description: "d",
        category: "c",
        location: "l",
        salary: "s",
        employmentType: "e",
      })
      .returning();
    const apply = (firstName: string, applicationDate: string) =>
      db()
        .insert(jobApplications)
        .values({
          jobId: posting!.id,
          applicationDate: new Date(applicationDate),
          firstName,
          surname: "Dube",
          email: `${firstName}@apply.example`,
          phoneNumber: "+27 821234567",
          gender: "male",
          race: "black",
          highestQualification: "Matric",
          salary: "R10 000",
          employmentStatus: "unemployed",
        });
    await apply("Older", "2025-01-01T00:00:00Z");
    await apply("Newer", "2025-02-01T00:00:00Z");
    expect(await readJobApplicationPage({ offset: 0, limit: 10 })).toEqual([
      {
        posting: "Herder",
        firstName: "Newer",
        surname: "Dube",
        email: "Newer@apply.example",
        status: "pending",
        appliedAt: new Date("2025-02-01T00:00:00Z"),
      },
      expect.objectContaining({ firstName: "Older" }),
    ]);
    expect((await readJobApplicationPage({ offset: 1, limit: 1 })).map((r) => r.firstName)).toEqual(
      ["Older"],
    );
  });
});
