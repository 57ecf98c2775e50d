// The tasks model on a real database: an organisation's requests only, open ones first (oldest
// first) then done ones (newest first), the admin's open requests of several organisations,
// requests completed by their review item, and the demo's fixed rows written once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { submissionItems, submissions, tasks } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import {
  completeTasksOfItem,
  findTask,
  insertMissingTasks,
  insertTask,
  listOpenTasksOf,
  listTasks,
  updateTask,
} from "./tasks.server";

let orgA: string;
let orgB: string;
let admin: string;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Kransvlei")).id;
  orgB = (await insertTestOrganisation("Rietfontein")).id;
  admin = (await insertTestUser()).id;
});

async function task(organisationId: string, title: string, createdAt: string, done = false) {
  const row = await insertTask({ organisationId, type: "FARM", title });
  await db()
    .update(tasks)
    .set({ createdAt: new Date(createdAt), status: done ? "COMPLETE" : "IN_PROGRESS" })
    .where(eq(tasks.id, row.id));
  return row.id;
}

async function submissionItem(organisationId: string, season: number) {
  const [submission] = await db()
    .insert(submissions)
    .values({ organisationId, season })
    .returning();
  const [item] = await db()
    .insert(submissionItems)
    .values({ submissionId: submission!.id, organisationId, kind: "PLAN", label: "Plan" })
    .returning();
  return item!.id;
}

describe("tasks", () => {
  it("lists the organisation's open requests oldest first, then its done ones newest first", async () => {
    const openOld = await task(orgA, "Open old", "2025-01-01T00:00:00Z");
    const doneOld = await task(orgA, "Done old", "2025-01-02T00:00:00Z", true);
    const openNew = await task(orgA, "Open new", "2025-01-03T00:00:00Z");
    const doneNew = await task(orgA, "Done new", "2025-01-04T00:00:00Z", true);
    await task(orgB, "Someone else's", "2025-01-05T00:00:00Z");
    expect((await listTasks(orgA)).map((t) => t.id)).toEqual([openOld, openNew, doneNew, doneOld]);
    expect((await listTasks(orgA, { status: "COMPLETE" })).map((t) => t.id)).toEqual([
      doneNew,
      doneOld,
    ]);
    expect((await listTasks(orgA, { status: "IN_PROGRESS" })).map((t) => t.id)).toEqual([
      openOld,
      openNew,
    ]);
    expect(await listTasks(NOT_A_UUID)).toEqual([]);
    expect(await listTasks(UNKNOWN_ID)).toEqual([]);
  });

  it("lists the open requests of the given organisations newest first, ignoring junk ids", async () => {
    const titles = (await listOpenTasksOf([orgA, orgB, NOT_A_UUID])).map((t) => t.title);
    expect(titles).toEqual(["Someone else's", "Open new", "Open old"]);
    expect((await listOpenTasksOf([orgB])).map((t) => t.title)).toEqual(["Someone else's"]);
    expect(await listOpenTasksOf([NOT_A_UUID])).toEqual([]);
    expect(await listOpenTasksOf([])).toEqual([]);
  });

  it("finds and updates a request only within its own organisation", async () => {
    const id = await task(orgA, "Upload a map", "2025-02-01T00:00:00Z");
    expect(await findTask(orgA, id)).toMatchObject({
      title: "Upload a map",
      status: "IN_PROGRESS",
    });
    expect(await findTask(orgB, id)).toBeNull();
    expect(await findTask(orgA, NOT_A_UUID)).toBeNull();
    expect(await findTask(NOT_A_UUID, id)).toBeNull();

    expect(await updateTask(orgB, id, { title: "Hijacked" })).toBeNull();
    expect(await updateTask(orgA, NOT_A_UUID, { title: "Hijacked" })).toBeNull();
    expect((await findTask(orgA, id))?.title).toBe("Upload a map");

    // A minute ago, so the update's time is later whatever the clock's resolution.
    const before = new Date(Date.now() - 60_000);
    await db().update(tasks).set({ updatedAt: before }).where(eq(tasks.id, id));
    const updated = await updateTask(orgA, id, { title: "Upload the farm map" });
    expect(updated).toMatchObject({ id, title: "Upload the farm map" });
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it("completes only the open requests of the organisation tied to the review item", async () => {
    const item = await submissionItem(orgA, 25);
    const open = await insertTask({
      organisationId: orgA,
      type: "PRACTICE_DATA",
      title: "Fix the plan",
      submissionItemId: item,
    });
    const done = await insertTask({
      organisationId: orgA,
      type: "PRACTICE_DATA",
      title: "Fixed before",
      submissionItemId: item,
      status: "COMPLETE",
    });
    const other = await insertTask({ organisationId: orgA, type: "FARM", title: "Unrelated" });

    expect(await completeTasksOfItem(orgB, item, admin)).toEqual([]);
    expect(await completeTasksOfItem(orgA, NOT_A_UUID, admin)).toEqual([]);

    const completed = await completeTasksOfItem(orgA, item, admin);
    expect(completed.map((t) => t.id)).toEqual([open.id]);
    expect(completed[0]).toMatchObject({ status: "COMPLETE", completedBy: admin });
    expect(completed[0]!.completedAt).toBeInstanceOf(Date);
    expect((await findTask(orgA, done.id))?.completedBy).toBeNull();
    expect((await findTask(orgA, other.id))?.status).toBe("IN_PROGRESS");
    expect(await completeTasksOfItem(orgA, item, admin)).toEqual([]);
  });

  it("writes the demo's requests once: one there already, or changed since, stays as it is", async () => {
    const id = "11111111-1111-4111-8111-111111111111";
    const row = { id, type: "FARM" as const, title: "Add your farms" };
    expect(await insertMissingTasks(orgA, [row])).toEqual([id]);
    await updateTask(orgA, id, { title: "Changed by an admin" });
    expect(await insertMissingTasks(orgA, [row])).toEqual([]);
    expect((await findTask(orgA, id))?.title).toBe("Changed by an admin");
    expect(await insertMissingTasks(orgA, [])).toEqual([]);
    expect(await insertMissingTasks(NOT_A_UUID, [row])).toEqual([]);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    await expect(
      transaction(async (tx) => {
        await insertTask({ organisationId: orgB, type: "ADMIN_REQUESTED", title: "Undone" }, tx);
        expect((await listTasks(orgB, {}, tx)).map((t) => t.title)).toContain("Undone");
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect((await listTasks(orgB)).map((t) => t.title)).not.toContain("Undone");
  });
});
