// The project-management model on a real database: one record per organisation with its
// assignment and latest submission; only people holding an admin grant are candidates; an
// organisation or person id that is not a UUID, or names nothing, finds nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, submissions } from "~/db/schema";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import {
  findAdminCandidate,
  listAdminCandidates,
  listProjectRecords,
  lockAssignment,
  saveAssignment,
} from "./project-management.server";

let orgId: string;
let adminId: string;
let plainId: string;

beforeAll(async () => {
  orgId = (await insertTestOrganisation("Project model farm")).id;
  adminId = (await insertTestUser({ email: "pm-admin@veld.example", name: "Ayanda" })).id;
  plainId = (await insertTestUser({ email: "pm-plain@veld.example" })).id;
  await db().insert(adminGrants).values({ userId: adminId, scope: "write:admin" });
  await db()
    .insert(submissions)
    .values({
      organisationId: orgId,
      season: 26,
      status: "WITHDRAWN",
      submittedAt: new Date(2026, 1, 1),
    });
  await db()
    .insert(submissions)
    .values({
      organisationId: orgId,
      season: 27,
      status: "SUBMITTED",
      waitingSince: new Date(2026, 5, 1),
    });
});

describe("project management model", () => {
  it("reads each organisation's record, its latest submission not withdrawn", async () => {
    const record = (await listProjectRecords()).find((r) => r.id === orgId)!;
    expect(record).toMatchObject({ name: "Project model farm", assignedAdminId: null });
    expect(record.latestSubmissionStatus).toBe("SUBMITTED");
    expect(record.reviewWaitingSince).toEqual(new Date(2026, 5, 1));
  });

  it("offers only people holding an admin grant", async () => {
    const ids = (await listAdminCandidates()).map((c) => c.id);
    expect(ids).toContain(adminId);
    expect(ids).not.toContain(plainId);
    expect(await findAdminCandidate(plainId)).toBeNull();
    expect(await findAdminCandidate(NOT_A_UUID)).toBeNull();
    expect((await findAdminCandidate(adminId))?.email).toBe("pm-admin@veld.example");
  });

  it("saves and clears an assignment, creating the details row; unknown ids find nothing", async () => {
    await db().transaction(async (tx) => {
      expect(await lockAssignment(NOT_A_UUID, tx)).toBeNull();
      expect(await lockAssignment(UNKNOWN_ID, tx)).toBeNull();
      expect(await lockAssignment(orgId, tx)).toMatchObject({ assignedAdminId: null });
      const saved = await saveAssignment(orgId, adminId, tx);
      expect(saved.assignedAdminId).toBe(adminId);
      expect(saved.assignedAt).toBeInstanceOf(Date);
      expect(await saveAssignment(orgId, null, tx)).toEqual({
        assignedAdminId: null,
        assignedAt: null,
      });
    });
  });
});
