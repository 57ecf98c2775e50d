// Project management (issue 16 '/admin/journey/projectManage'; decision 0082): for every
// organisation, what the journey's waiting time is read from (the timestamps of each step),
// its latest submission, and the admin who looks after it (organisation_details.assignedAdminId,
// assignedAt). One query for all organisations: the page filters, sorts and pages in memory,
// because the journey step is worked out by the pure rules, not in SQL.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  adminGrants,
  expressInterests,
  farms,
  implementationPlans,
  journeyForms,
  organisationDetails,
  organisations,
  signatories,
  submissions,
  users,
} from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { SubmissionStatus } from "~/shared/review";

export interface ProjectRecord {
  id: string;
  name: string;
  createdAt: Date;
  assignedAdminId: string | null;
  assignedAt: Date | null;
  adminEmail: string | null;
  adminName: string | null;
  adminSurname: string | null;
  firstInterestAt: Date | null;
  eligibilitySubmittedAt: Date | null;
  eligibilityDecidedAt: Date | null;
  viabilitySubmittedAt: Date | null;
  viabilityDecidedAt: Date | null;
  /** The latest change to a farm or a signatory: the contracting details' last activity. */
  detailsChangedAt: Date | null;
  contractSentAt: Date | null;
  signedContractUploadedAt: Date | null;
  contractSignedAt: Date | null;
  fieldsSubmittedAt: Date | null;
  fieldsCompleteAt: Date | null;
  firstPlanSubmittedAt: Date | null;
  practiceDataSubmittedAt: Date | null;
  /** The oldest submission waiting for review (status SUBMITTED): its waitingSince. */
  reviewWaitingSince: Date | null;
  /** The latest submission that is not withdrawn. */
  latestSubmissionStatus: SubmissionStatus | null;
  latestSubmissionDecidedAt: Date | null;
}

const timestampOf = (query: SQL) => sql<Date | null>`(${query})`.mapWith(toDate);

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

const latestSubmission = (column: SQL) =>
  sql`select ${column} from ${submissions} where ${submissions.organisationId} = ${organisations.id} and ${submissions.status} <> 'WITHDRAWN' order by ${submissions.submittedAt} desc limit 1`;

/** Every organisation's project record, in one query (correlated subqueries use the indexes). */
export async function listProjectRecords(executor: Executor = db()): Promise<ProjectRecord[]> {
  const rows = await executor
    .select({
      id: organisations.id,
      name: organisations.name,
      createdAt: organisations.createdAt,
      assignedAdminId: organisationDetails.assignedAdminId,
      assignedAt: organisationDetails.assignedAt,
      adminEmail: users.email,
      adminName: users.name,
      adminSurname: users.surname,
      firstInterestAt: timestampOf(
        sql`select min(${expressInterests.dateCreated}) from ${expressInterests} where ${expressInterests.organisationId} = ${organisations.id}`,
      ),
      eligibilitySubmittedAt: timestampOf(
        sql`select ${journeyForms.submittedAt} from ${journeyForms} where ${journeyForms.organisationId} = ${organisations.id} and ${journeyForms.kind} = 'eligibility' and ${journeyForms.status} = 'submitted'`,
      ),
      eligibilityDecidedAt: organisationDetails.eligibilityUpdatedAt,
      viabilitySubmittedAt: timestampOf(
        sql`select ${journeyForms.submittedAt} from ${journeyForms} where ${journeyForms.organisationId} = ${organisations.id} and ${journeyForms.kind} = 'viability' and ${journeyForms.status} = 'submitted'`,
      ),
      viabilityDecidedAt: organisationDetails.viabilityUpdatedAt,
      detailsChangedAt: timestampOf(
        sql`select greatest((select max(${farms.updatedAt}) from ${farms} where ${farms.organisationId} = ${organisations.id}), (select max(${signatories.updatedAt}) from ${signatories} where ${signatories.organisationId} = ${organisations.id}))`,
      ),
      contractSentAt: organisationDetails.contractSentAt,
      signedContractUploadedAt: organisationDetails.signedContractUploadedAt,
      contractSignedAt: organisationDetails.contractSignedAt,
      fieldsSubmittedAt: organisationDetails.fieldsSubmittedAt,
      fieldsCompleteAt: organisationDetails.fieldsCompleteAt,
      firstPlanSubmittedAt: timestampOf(
        sql`select min(${implementationPlans.submittedAt}) from ${implementationPlans} where ${implementationPlans.organisationId} = ${organisations.id}`,
      ),
      practiceDataSubmittedAt: organisationDetails.practiceDataSubmittedAt,
      reviewWaitingSince: timestampOf(
        sql`select min(${submissions.waitingSince}) from ${submissions} where ${submissions.organisationId} = ${organisations.id} and ${submissions.status} = 'SUBMITTED'`,
      ),
      latestSubmissionStatus: sql<SubmissionStatus | null>`(${latestSubmission(sql`${submissions.status}::text`)})`,
      latestSubmissionDecidedAt: timestampOf(latestSubmission(sql`${submissions.decidedAt}`)),
    })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .leftJoin(users, eq(users.id, organisationDetails.assignedAdminId))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return rows.map((row) => ({
    ...row,
    assignedAdminId: row.assignedAdminId ?? null,
    assignedAt: row.assignedAt ?? null,
    eligibilityDecidedAt: row.eligibilityDecidedAt ?? null,
    viabilityDecidedAt: row.viabilityDecidedAt ?? null,
    contractSentAt: row.contractSentAt ?? null,
    signedContractUploadedAt: row.signedContractUploadedAt ?? null,
    contractSignedAt: row.contractSignedAt ?? null,
    fieldsSubmittedAt: row.fieldsSubmittedAt ?? null,
    fieldsCompleteAt: row.fieldsCompleteAt ?? null,
    practiceDataSubmittedAt: row.practiceDataSubmittedAt ?? null,
    latestSubmissionStatus: row.latestSubmissionStatus ?? null,
  }));
}

/** The scopes that make someone an admin who can be assigned (they can see the page). */
const ASSIGNABLE_SCOPES = ["read:admin", "write:admin"] as const;

export interface AdminCandidate {
  id: string;
  email: string;
  name: string | null;
  surname: string | null;
}

/** The people holding an admin grant in Veld (admin_grants), by name then e-mail. */
export async function listAdminCandidates(executor: Executor = db()): Promise<AdminCandidate[]> {
  return executor
    .selectDistinct({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .innerJoin(adminGrants, eq(adminGrants.userId, users.id))
    .where(inArray(adminGrants.scope, [...ASSIGNABLE_SCOPES]))
    .orderBy(asc(users.name), asc(users.surname), asc(users.email), asc(users.id));
}

/** The person, when they hold an admin grant; null otherwise (and for an id not a UUID). */
export async function findAdminCandidate(
  userId: string,
  executor: Executor = db(),
): Promise<AdminCandidate | null> {
  if (!isUuid(userId)) return null;
  const [row] = await executor
    .selectDistinct({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .innerJoin(adminGrants, eq(adminGrants.userId, users.id))
    .where(and(eq(users.id, userId), inArray(adminGrants.scope, [...ASSIGNABLE_SCOPES])));
  return row ?? null;
}

/**
 * The organisation's assignment, its row locked until the transaction ends (two assignments at
 * once run one after the other, each audited with what it replaced); null: no such organisation.
 */
export async function lockAssignment(
  organisationId: string,
  executor: Executor,
): Promise<{ name: string; assignedAdminId: string | null; assignedAt: Date | null } | null> {
  if (!isUuid(organisationId)) return null;
  const [org] = await executor
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for("update");
  if (!org) return null;
  const [details] = await executor
    .select({
      assignedAdminId: organisationDetails.assignedAdminId,
      assignedAt: organisationDetails.assignedAt,
    })
    .from(organisationDetails)
    .where(eq(organisationDetails.organisationId, organisationId));
  return {
    name: org.name,
    assignedAdminId: details?.assignedAdminId ?? null,
    assignedAt: details?.assignedAt ?? null,
  };
}

/** Sets (or, with null, clears) the organisation's admin; a missing details row is created. */
export async function saveAssignment(
  organisationId: string,
  adminId: string | null,
  executor: Executor,
): Promise<{ assignedAdminId: string | null; assignedAt: Date | null }> {
  const assignedAt = adminId ? sql`now()` : null;
  const [row] = await executor
    .insert(organisationDetails)
    .values({ organisationId, assignedAdminId: adminId, assignedAt })
    .onConflictDoUpdate({
      target: organisationDetails.organisationId,
      set: { assignedAdminId: adminId, assignedAt, updatedAt: sql`now()` },
    })
    .returning({
      assignedAdminId: organisationDetails.assignedAdminId,
      assignedAt: organisationDetails.assignedAt,
    });
  return row!;
}

/**
 * Each organisation's assigned admin (issue 18: the onboarding queue shows who looks after each
 * one; decision 0101). Only organisations with someone assigned are listed.
 */
export async function listAssignedAdmins(executor: Executor = db()) {
  return executor
    .select({
      organisationId: organisationDetails.organisationId,
      adminId: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
    })
    .from(organisationDetails)
    .innerJoin(users, eq(users.id, organisationDetails.assignedAdminId));
}
