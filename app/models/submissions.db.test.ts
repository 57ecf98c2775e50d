// The submissions and tasks models on a real database: every organisation query is scoped to the
// organisation given, an id that is not a UUID is not found, one active submission per season,
// and the admin's cross-organisation list orders the queue oldest first.
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import { insertEvidenceItem } from "./evidence.server";
import {
  findActiveSubmission,
  findEvidenceReviewStates,
  findSubmission,
  findSubmissionById,
  insertSubmission,
  insertSubmissionItems,
  listOrganisationSubmissions,
  listSubmissionItems,
  listSubmissionsAcross,
  updateSubmission,
  updateSubmissionItem,
} from "./submissions.server";
import { completeTasksOfItem, findTask, insertTask, listTasks, updateTask } from "./tasks.server";

let mine: string;
let theirs: string;
let userId: string;
let submissionId: string;
let evidenceId: string;
let itemIds: string[];

beforeAll(async () => {
  mine = (await insertTestOrganisation("Submission model farm")).id;
  theirs = (await insertTestOrganisation("Another submission farm")).id;
  userId = (await insertTestUser({ email: "submission-model@example.org" })).id;
  evidenceId = (
    await insertEvidenceItem({
      organisationId: mine,
      season: 26,
      categories: ["photos"],
      title: "Cover crop photo",
      status: "submitted",
    })
  ).id;
  const submission = await insertSubmission({
    organisationId: mine,
    season: 26,
    submittedBy: userId,
    waitingSince: new Date("2026-11-20T08:00:00Z"),
  });
  submissionId = submission.id;
  const items = await insertSubmissionItems([
    { submissionId, organisationId: mine, kind: "PLAN", label: "Implementation plan" },
    { submissionId, organisationId: mine, kind: "EVIDENCE", evidenceId, label: "Cover crop photo" },
  ]);
  itemIds = items.map((i) => i.id);
  await insertSubmission({
    organisationId: theirs,
    season: 26,
    waitingSince: new Date("2026-11-10T08:00:00Z"),
  });
});

describe("submissions model", () => {
  it("finds a submission only within its organisation", async () => {
    expect((await findSubmission(mine, submissionId))?.season).toBe(26);
    expect(await findSubmission(theirs, submissionId)).toBeNull();
    expect(await findSubmission(mine, NOT_A_UUID)).toBeNull();
    expect(await findSubmission(mine, UNKNOWN_ID)).toBeNull();
    expect(await findSubmissionById(NOT_A_UUID)).toBeNull();
    expect((await findActiveSubmission(mine, 26))?.id).toBe(submissionId);
    expect(await findActiveSubmission(mine, 25)).toBeNull();
    expect(await findActiveSubmission(NOT_A_UUID, 26)).toBeNull();
    expect(await listOrganisationSubmissions(NOT_A_UUID)).toEqual([]);
  });

  it("allows one active submission per season; a withdrawn one makes room for the next", async () => {
    await expect(insertSubmission({ organisationId: mine, season: 26 })).rejects.toThrow();
    const other = await insertSubmission({ organisationId: mine, season: 27 });
    await updateSubmission(other.id, { status: "WITHDRAWN" });
    const again = await insertSubmission({ organisationId: mine, season: 27 });
    expect((await findActiveSubmission(mine, 27))?.id).toBe(again.id);
    expect((await listOrganisationSubmissions(mine)).map((s) => s.status)).toContain("WITHDRAWN");
  });

  it("updates an item only within its submission", async () => {
    expect(await updateSubmissionItem(UNKNOWN_ID, itemIds[0]!, { status: "ACCEPTED" })).toBeNull();
    const decided = await updateSubmissionItem(submissionId, itemIds[0]!, {
      status: "ACCEPTED",
      decidedAt: new Date(),
    });
    expect(decided?.status).toBe("ACCEPTED");
    expect((await listSubmissionItems([submissionId, NOT_A_UUID])).map((i) => i.kind)).toEqual([
      "PLAN",
      "EVIDENCE",
    ]);
  });

  it("reads an evidence item's review state within its organisation only", async () => {
    const states = await findEvidenceReviewStates(mine, [evidenceId, NOT_A_UUID]);
    expect(states.get(evidenceId)?.item.id).toBe(itemIds[1]);
    expect((await findEvidenceReviewStates(theirs, [evidenceId])).size).toBe(0);
  });

  it("lists the queue oldest waiting first, with counts and the organisation's name", async () => {
    const { rows, total } = await listSubmissionsAcross(
      { statuses: ["SUBMITTED"] },
      { limit: 50, offset: 0, order: "queue" },
    );
    const ours = rows.filter((r) => r.organisationId === mine || r.organisationId === theirs);
    expect(ours.map((r) => r.organisationName)).toEqual([
      "Another submission farm",
      "Submission model farm",
      "Submission model farm",
    ]);
    expect(total).toBeGreaterThanOrEqual(3);
    const first = rows.find((r) => r.id === submissionId)!;
    expect(first).toMatchObject({ itemCount: 2, pendingCount: 1, changesCount: 0 });
    const filtered = await listSubmissionsAcross(
      { organisationId: theirs, season: 26 },
      { limit: 10, offset: 0, order: "newest" },
    );
    expect(filtered.rows.map((r) => r.organisationId)).toEqual([theirs]);
  });
});

describe("tasks model", () => {
  it("scopes requests by organisation and completes those of an item", async () => {
    const open = await insertTask({
      organisationId: mine,
      type: "FARM",
      title: "Change needed: Cover crop photo",
      submissionItemId: itemIds[1]!,
    });
    const asked = await insertTask({
      organisationId: mine,
      type: "ADMIN_REQUESTED",
      title: "Send the title deed",
    });
    expect(await findTask(theirs, open.id)).toBeNull();
    expect(await findTask(mine, NOT_A_UUID)).toBeNull();
    expect(await updateTask(theirs, asked.id, { status: "COMPLETE" })).toBeNull();
    expect(await completeTasksOfItem(theirs, itemIds[1]!, userId)).toEqual([]);
    const completed = await completeTasksOfItem(mine, itemIds[1]!, userId);
    expect(completed.map((t) => t.id)).toEqual([open.id]);
    expect((await listTasks(mine)).map((t) => t.status)).toEqual(["IN_PROGRESS", "COMPLETE"]);
    expect(await listTasks(mine, { status: "IN_PROGRESS" })).toHaveLength(1);
    expect(await listTasks(NOT_A_UUID)).toEqual([]);
  });
});
