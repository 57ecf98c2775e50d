// The /admin dashboard's counts (issue 18; decision 0095): each one aggregate query (COUNT or SUM,
// GROUP BY where a breakdown is needed), so the page costs the same whatever the number of
// people, organisations, submissions, applications, e-mails or credits. The journey step of each
// organisation is not here: it is a pure rule (services/journey/steps.ts), counted by the service.
import { count, countDistinct, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  adminGrants,
  emailOutbox,
  issuedCredits,
  jobApplications,
  memberships,
  organisations,
  submissions,
  users,
} from "~/db/schema";
import { isUuid } from "~/shared/ids";

export interface PeopleCounts {
  /** Everyone with a Veld profile (a person who signed in but never signed up has no row). */
  users: number;
  /** People holding at least one admin grant. */
  admins: number;
  organisations: number;
}

export async function countPeople(executor: Executor = db()): Promise<PeopleCounts> {
  const [[people], [admins], [orgs]] = await Promise.all([
    executor.select({ n: count() }).from(users),
    executor.select({ n: countDistinct(adminGrants.userId) }).from(adminGrants),
    executor.select({ n: count() }).from(organisations),
  ]);
  return {
    users: Number(people?.n ?? 0),
    admins: Number(admins?.n ?? 0),
    organisations: Number(orgs?.n ?? 0),
  };
}

/** How many members each organisation has (only organisations with at least one). */
export async function countMembersByOrganisation(
  executor: Executor = db(),
): Promise<{ organisationId: string; members: number }[]> {
  const rows = await executor
    .select({ organisationId: memberships.organisationId, members: count() })
    .from(memberships)
    .groupBy(memberships.organisationId);
  return rows.map((row) => ({ organisationId: row.organisationId, members: Number(row.members) }));
}

/** Submissions waiting for review (status SUBMITTED): the review queue's length. */
export async function countSubmissionsWaiting(executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(submissions)
    .where(eq(submissions.status, "SUBMITTED"));
  return Number(row?.n ?? 0);
}

/** Job applications still pending (what the Incoming tab lists by default). */
export async function countPendingApplications(executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.status, "pending"));
  return Number(row?.n ?? 0);
}

export interface FailedEmail {
  id: string;
  to: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
}

/** E-mails the outbox gave up on (status failed): how many, and the latest `limit` of them. */
export async function listFailedEmails(
  limit: number,
  executor: Executor = db(),
): Promise<{ count: number; latest: FailedEmail[] }> {
  const failed = eq(emailOutbox.status, "failed");
  const [[total], latest] = await Promise.all([
    executor.select({ n: count() }).from(emailOutbox).where(failed),
    executor
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        lastError: emailOutbox.lastError,
        attempts: emailOutbox.attempts,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(failed)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(Math.max(0, Math.trunc(limit))),
  ]);
  return { count: Number(total?.n ?? 0), latest };
}

/** The credits issued to every organisation, voided records left out (decision 0092). */
export async function sumIssuedCredits(
  executor: Executor = db(),
): Promise<{ records: number; tonnesCo2e: number; organisations: number }> {
  const [row] = await executor
    .select({
      records: count(),
      tonnes: sql<number>`coalesce(sum(${issuedCredits.tonnesCo2e}), 0)::float8`,
      organisations: countDistinct(issuedCredits.organisationId),
    })
    .from(issuedCredits)
    .where(isNull(issuedCredits.voidedAt));
  return {
    records: Number(row?.records ?? 0),
    tonnesCo2e: Number(row?.tonnes ?? 0),
    organisations: Number(row?.organisations ?? 0),
  };
}

/** Which of `ids` name an organisation (the rest are unknown). */
export async function findExistingOrganisationIds(
  ids: readonly string[],
  executor: Executor = db(),
): Promise<Set<string>> {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return new Set();
  const rows = await executor
    .select({ id: organisations.id })
    .from(organisations)
    .where(inArray(organisations.id, valid));
  return new Set(rows.map((row) => row.id));
}
