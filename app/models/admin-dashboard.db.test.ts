// The /admin dashboard's counts on a real database (decision 0095): each an aggregate over the
// whole table, so seeding a few rows of each kind (and rows that must not count) moves each
// count by exactly those rows. Counted as differences from before the seeding, so a template
// with rows of its own changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  adminGrants,
  emailOutbox,
  issuedCredits,
  jobApplications,
  jobPostings,
  submissions,
} from "~/db/schema";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import * as dashboard from "./admin-dashboard.server";

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

async function snapshot() {
  const [people, waiting, pending, failed, credits] = await Promise.all([
    dashboard.countPeople(),
    dashboard.countSubmissionsWaiting(),
    dashboard.countPendingApplications(),
    dashboard.listFailedEmails(2),
    dashboard.sumIssuedCredits(),
  ]);
  return { people, waiting, pending, failed, credits };
}

let before: Snapshot;
let after: Snapshot;
const orgs: string[] = [];

const application = (jobId: string, status: "pending" | "interview" | "decline") => ({
  jobId,
  status,
  firstName: "Thandi",
  surname: "Mokoena",
  email: `thandi-${status}@applicant.example`,
  phoneNumber: "+27 821234567",
  gender: "female",
  race: "african",
  highestQualification: "degree",
  salary: "15000",
  employmentStatus: "unemployed",
});

const email = (key: string, status: "pending" | "sent" | "failed", at: Date) => ({
  idempotencyKey: key,
  to: `${key}@farm.example`,
  from: "Veld <no-reply@veld.example>",
  subject: `Subject ${key}`,
  text: "Hello",
  status,
  lastError: status === "failed" ? `Mailbox ${key} unavailable` : null,
  createdAt: at,
});

beforeAll(async () => {
  before = await snapshot();
  // Three people, two of them admins (one with two grants: counted once); three organisations.
  const ada = await insertTestUser({ email: "ada@dash.example" });
  const ben = await insertTestUser({ email: "ben@dash.example" });
  const cai = await insertTestUser({ email: "cai@dash.example" });
  await db()
    .insert(adminGrants)
    .values([
      { userId: ada.id, scope: "read:admin" },
      { userId: ada.id, scope: "write:admin" },
      { userId: ben.id, scope: "read:admin" },
    ]);
  for (const name of ["Dash A", "Dash B", "Dash C"])
    orgs.push((await insertTestOrganisation(name)).id);
  await insertTestMembership(ada.id, orgs[0]!, "OWNER");
  await insertTestMembership(ben.id, orgs[0]!, "STAFF");
  await insertTestMembership(cai.id, orgs[1]!, "OWNER");
  // Two submissions waiting, one decided, one withdrawn.
  await db()
    .insert(submissions)
    .values([
      { organisationId: orgs[0]!, season: 25, status: "SUBMITTED" },
      { organisationId: orgs[1]!, season: 25, status: "SUBMITTED" },
      { organisationId: orgs[2]!, season: 25, status: "ACCEPTED" },
      { organisationId: orgs[2]!, season: 24, status: "WITHDRAWN" },
    ]);
  // Two pending applications, one interview, one declined.
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Field technician",
      description: "Soil sampling.",
      category: "samplingFieldWork",
      location: "MP",
      salary: "R15 000",
      employmentType: "fullTime",
    })
    .returning();
  await db()
    .insert(jobApplications)
    .values([
      application(posting!.id, "pending"),
      application(posting!.id, "pending"),
      application(posting!.id, "interview"),
      application(posting!.id, "decline"),
    ]);
  // Three failed e-mails (the newest first when listed), one sent, one pending.
  const t = Date.now();
  await db()
    .insert(emailOutbox)
    .values([
      email("old", "failed", new Date(t - 3000)),
      email("mid", "failed", new Date(t - 2000)),
      email("new", "failed", new Date(t - 1000)),
      email("sent", "sent", new Date(t)),
      email("queued", "pending", new Date(t)),
    ]);
  // 12.5 + 7.25 t to two organisations; a voided 100 t does not count.
  const credit = (organisationId: string, tonnesCo2e: number, voided = false) => ({
    organisationId,
    season: 25,
    tonnesCo2e,
    issuedOn: "2026-03-01",
    registry: "Verra",
    note: "Issued",
    carbonPriceZarPerTco2e: 300,
    farmerShare: 0.7,
    ...(voided ? { voidedAt: new Date(), voidReason: "Recorded twice" } : {}),
  });
  await db()
    .insert(issuedCredits)
    .values([credit(orgs[0]!, 12.5), credit(orgs[1]!, 7.25), credit(orgs[1]!, 100, true)]);
  after = await snapshot();
});

describe("admin dashboard counts", () => {
  it("counts people once each, admins by grant holder, and organisations", () => {
    expect(after.people.users - before.people.users).toBe(3);
    expect(after.people.admins - before.people.admins).toBe(2);
    expect(after.people.organisations - before.people.organisations).toBe(3);
  });

  it("counts members per organisation, leaving out organisations without any", async () => {
    const members = new Map(
      (await dashboard.countMembersByOrganisation()).map((m) => [m.organisationId, m.members]),
    );
    expect(members.get(orgs[0]!)).toBe(2);
    expect(members.get(orgs[1]!)).toBe(1);
    expect(members.has(orgs[2]!)).toBe(false);
  });

  it("counts only submissions waiting for review and applications still pending", () => {
    expect(after.waiting - before.waiting).toBe(2);
    expect(after.pending - before.pending).toBe(2);
  });

  it("counts failed e-mails and lists the latest first, as many as asked", () => {
    expect(after.failed.count - before.failed.count).toBe(3);
    expect(after.failed.latest.map((e) => e.subject)).toEqual(["Subject new", "Subject mid"]);
    expect(after.failed.latest[0]).toMatchObject({
      to: "new@farm.example",
      lastError: "Mailbox new unavailable",
    });
  });

  it("sums the credits issued, voided records left out", () => {
    expect(after.credits.tonnesCo2e - before.credits.tonnesCo2e).toBeCloseTo(19.75, 6);
    expect(after.credits.records - before.credits.records).toBe(2);
    expect(after.credits.organisations - before.credits.organisations).toBe(2);
  });

  it("tells which ids name an organisation (unknown and malformed ones do not)", async () => {
    const found = await dashboard.findExistingOrganisationIds([
      orgs[0]!,
      orgs[2]!,
      UNKNOWN_ID,
      NOT_A_UUID,
    ]);
    expect([...found].sort()).toEqual([orgs[0]!, orgs[2]!].sort());
    expect(await dashboard.findExistingOrganisationIds([])).toEqual(new Set());
  });
});
