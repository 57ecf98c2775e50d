// The organisation's details: its name (organisations.name) and its organisation_details row,
// the legal entity that signs the contract and the journey's flags (spec §3 'Organisation /
// company', 'Company progress steps: farmsComplete, contractSent, fieldsComplete, viability,
// eligibility'). The one module that reads and writes organisation_details (issue 11: one owner).
// Every function takes the organisation id the caller already checked and puts it in the
// `where` clause (docs/architecture.md 'Models'); an id that is not a UUID is not found.
// A missing organisation_details row means all defaults: read with a LEFT JOIN, written by upsert.
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  expressInterests,
  farmBoundaries,
  farms,
  implementationPlans,
  journeyForms,
  organisationDetails,
  organisations,
  signatories,
  submissions,
  storedFiles,
} from "~/db/schema";
import { isUuid } from "~/shared/ids";
import { legalEntityOf, type LegalEntity } from "~/shared/organisation-details";
import { readOnce } from "./read-once.server";

export type { LegalEntity };

/** The company page's view (/profile/company, GET /user/companies/{id}): name and legal entity. */
export interface CompanyInfo extends LegalEntity {
  id: string;
  name: string;
}

export type CompanyInfoChanges = Omit<CompanyInfo, "id">;

/** The contracting view: the legal entity with the journey's flags and the contract file. */
export interface CompanyRecord extends LegalEntity {
  id: string;
  name: string;
  createdAt: Date;
  eligibility: boolean | null;
  viability: boolean | null;
  farmsComplete: boolean;
  farmsCompleteUpdatedBy: string | null;
  contractSent: boolean;
  contractSentAt: Date | null;
  contractSentUpdatedBy: string | null;
  fieldsComplete: boolean;
  contractFileId: string | null;
  contractFileName: string | null;
  /** The signed copy a member returned (decision 0070), and the admin's confirmation. */
  signedContractFileId: string | null;
  signedContractUploadedAt: Date | null;
  contractSigned: boolean;
  contractSignedAt: Date | null;
  fieldsSubmittedAt: Date | null;
  fieldsCompleteAt: Date | null;
}

/** The organisation_details columns a caller may write (the key is always the organisation). */
export type DetailsChanges = Partial<
  Omit<typeof organisationDetails.$inferInsert, "organisationId">
>;

const legalEntityColumns = {
  legalName: organisationDetails.legalName,
  registrationNumber: organisationDetails.registrationNumber,
  vatNumber: organisationDetails.vatNumber,
  addressLine1: organisationDetails.addressLine1,
  addressLine2: organisationDetails.addressLine2,
  town: organisationDetails.town,
  province: organisationDetails.province,
  postalCode: organisationDetails.postalCode,
};

/** The organisation with its company info, or null when there is no such organisation. */
export async function findCompanyInfo(
  organisationId: string,
  executor: Executor = db(),
): Promise<CompanyInfo | null> {
  if (!isUuid(organisationId)) return null;
  const [row] = await executor
    .select({ id: organisations.id, name: organisations.name, ...legalEntityColumns })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .where(eq(organisations.id, organisationId));
  return row ?? null;
}

/** The organisation with its legal entity, flags and contract file, or null. */
export async function findCompany(
  organisationId: string,
  executor: Executor = db(),
): Promise<CompanyRecord | null> {
  if (!isUuid(organisationId)) return null;
  const [row] = await executor
    .select({
      id: organisations.id,
      name: organisations.name,
      createdAt: organisations.createdAt,
      ...legalEntityColumns,
      eligibility: organisationDetails.eligibility,
      viability: organisationDetails.viability,
      farmsComplete: organisationDetails.farmsComplete,
      farmsCompleteUpdatedBy: organisationDetails.farmsCompleteUpdatedBy,
      contractSent: organisationDetails.contractSent,
      contractSentAt: organisationDetails.contractSentAt,
      contractSentUpdatedBy: organisationDetails.contractSentUpdatedBy,
      fieldsComplete: organisationDetails.fieldsComplete,
      contractFileId: organisationDetails.contractFileId,
      contractFileName: storedFiles.originalName,
      signedContractFileId: organisationDetails.signedContractFileId,
      signedContractUploadedAt: organisationDetails.signedContractUploadedAt,
      contractSigned: organisationDetails.contractSigned,
      contractSignedAt: organisationDetails.contractSignedAt,
      fieldsSubmittedAt: organisationDetails.fieldsSubmittedAt,
      fieldsCompleteAt: organisationDetails.fieldsCompleteAt,
    })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .leftJoin(storedFiles, eq(storedFiles.id, organisationDetails.contractFileId))
    .where(eq(organisations.id, organisationId));
  if (!row) return null;
  return {
    ...row,
    farmsComplete: row.farmsComplete ?? false,
    contractSent: row.contractSent ?? false,
    fieldsComplete: row.fieldsComplete ?? false,
    contractSigned: row.contractSigned ?? false,
  };
}

/** The empty details row of a new organisation (created with it, in its transaction). */
export async function insertEmptyDetails(organisationId: string, executor: Executor = db()) {
  await executor.insert(organisationDetails).values({ organisationId });
}

/**
 * Writes organisation_details columns, creating the row when there is none. False when the id
 * is not a UUID (nothing written).
 */
export async function upsertDetails(
  organisationId: string,
  values: DetailsChanges,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  await executor
    .insert(organisationDetails)
    .values({ ...values, organisationId })
    .onConflictDoUpdate({
      target: organisationDetails.organisationId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return true;
}

/** Changes the organisation's name; false when there is no such organisation. */
export async function renameOrganisation(
  organisationId: string,
  name: string,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const rows = await executor
    .update(organisations)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId))
    .returning({ id: organisations.id });
  return rows.length > 0;
}

/**
 * Saves the name (organisations) and the rest (organisation_details, upserted); false when there
 * is no such organisation (nothing written).
 */
export async function saveCompanyInfo(
  organisationId: string,
  changes: CompanyInfoChanges,
  executor: Executor = db(),
): Promise<boolean> {
  const { name, ...details } = changes;
  if (!(await renameOrganisation(organisationId, name, executor))) return false;
  return upsertDetails(organisationId, details, executor);
}

/** What the journey's steps are computed from (app/services/journey/progress.server.ts). */
export interface JourneyRecord extends LegalEntity {
  id: string;
  eligibility: boolean | null;
  viability: boolean | null;
  /** Why an admin declined (decision 0066); null when not declined. */
  eligibilityDeclineReason: string | null;
  viabilityDeclineReason: string | null;
  farmsComplete: boolean;
  contractSent: boolean;
  fieldsComplete: boolean;
  contractFileId: string | null;
  signedContractFileId: string | null;
  contractSigned: boolean;
  fieldsSubmitted: boolean;
  /** An implementation plan has been submitted (decision 0073). */
  implementationPlanSubmitted: boolean;
  /** The practice data's baseline and first season were submitted (decision 0073). */
  practiceDataSubmitted: boolean;
  /** A season's submission that is not withdrawn exists (decision 0080): AWAIT_FEEDBACK. */
  evidenceSubmitted: boolean;
  expressInterestCount: number;
  eligibilitySubmitted: boolean;
  viabilitySubmitted: boolean;
  signatoryCount: number;
  farmCount: number;
  farmsWithBoundary: number;
  farmsWithErf: number;
  farmsWithLocation: number;
}

const count = (query: SQL) => sql<number>`coalesce((${query}), 0)::int`;

/**
 * The journey records of several organisations at once (the admin dashboard), in one query;
 * ids that are not UUIDs, or name no organisation, are left out.
 */
export async function listJourneyRecords(
  organisationIds: readonly string[],
  executor?: Executor,
): Promise<JourneyRecord[]> {
  return readOnce(
    `listJourneyRecords:${JSON.stringify([organisationIds])}`,
    executor,
    async (executor) => {
      const ids = organisationIds.filter(isUuid);
      if (ids.length === 0) return [];
      const rows = await executor
        .select({
          id: organisations.id,
          eligibility: organisationDetails.eligibility,
          viability: organisationDetails.viability,
          eligibilityDeclineReason: organisationDetails.eligibilityDeclineReason,
          viabilityDeclineReason: organisationDetails.viabilityDeclineReason,
          farmsComplete: organisationDetails.farmsComplete,
          contractSent: organisationDetails.contractSent,
          fieldsComplete: organisationDetails.fieldsComplete,
          contractFileId: organisationDetails.contractFileId,
          signedContractFileId: organisationDetails.signedContractFileId,
          contractSigned: organisationDetails.contractSigned,
          fieldsSubmittedAt: organisationDetails.fieldsSubmittedAt,
          practiceDataSubmittedAt: organisationDetails.practiceDataSubmittedAt,
          plansSubmitted: count(
            sql`select count(*) from ${implementationPlans} where ${implementationPlans.organisationId} = ${organisations.id} and ${implementationPlans.submittedAt} is not null`,
          ),
          seasonsSubmitted: count(
            sql`select count(*) from ${submissions} where ${submissions.organisationId} = ${organisations.id} and ${submissions.status} <> 'WITHDRAWN'`,
          ),
          ...legalEntityColumns,
          interests: count(
            sql`select count(*) from ${expressInterests} where ${expressInterests.organisationId} = ${organisations.id}`,
          ),
          eligibilitySubmitted: count(
            sql`select count(*) from ${journeyForms} where ${journeyForms.organisationId} = ${organisations.id} and ${journeyForms.kind} = 'eligibility' and ${journeyForms.status} = 'submitted'`,
          ),
          viabilitySubmitted: count(
            sql`select count(*) from ${journeyForms} where ${journeyForms.organisationId} = ${organisations.id} and ${journeyForms.kind} = 'viability' and ${journeyForms.status} = 'submitted'`,
          ),
          signatoryCount: count(
            sql`select count(*) from ${signatories} where ${signatories.organisationId} = ${organisations.id}`,
          ),
          farmCount: count(
            sql`select count(*) from ${farms} where ${farms.organisationId} = ${organisations.id}`,
          ),
          farmsWithBoundary: count(
            sql`select count(*) from ${farms} f where f.organisation_id = ${organisations.id} and exists (select 1 from ${farmBoundaries} b where b.farm_id = f.id)`,
          ),
          farmsWithErf: count(
            sql`select count(*) from ${farms} f where f.organisation_id = ${organisations.id} and cardinality(f.erf_numbers) > 0`,
          ),
          farmsWithLocation: count(
            sql`select count(*) from ${farms} f where f.organisation_id = ${organisations.id} and f.latitude is not null and f.longitude is not null`,
          ),
        })
        .from(organisations)
        .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
        .where(inArray(organisations.id, ids));
      return rows.map((row) => ({
        id: row.id,
        eligibility: row.eligibility ?? null,
        viability: row.viability ?? null,
        eligibilityDeclineReason: row.eligibilityDeclineReason ?? null,
        viabilityDeclineReason: row.viabilityDeclineReason ?? null,
        farmsComplete: row.farmsComplete ?? false,
        contractSent: row.contractSent ?? false,
        fieldsComplete: row.fieldsComplete ?? false,
        contractFileId: row.contractFileId ?? null,
        signedContractFileId: row.signedContractFileId ?? null,
        contractSigned: row.contractSigned ?? false,
        fieldsSubmitted: !!row.fieldsSubmittedAt,
        implementationPlanSubmitted: Number(row.plansSubmitted) > 0,
        practiceDataSubmitted: !!row.practiceDataSubmittedAt,
        evidenceSubmitted: Number(row.seasonsSubmitted) > 0,
        ...legalEntityOf(row),
        expressInterestCount: Number(row.interests),
        eligibilitySubmitted: Number(row.eligibilitySubmitted) > 0,
        viabilitySubmitted: Number(row.viabilitySubmitted) > 0,
        signatoryCount: Number(row.signatoryCount),
        farmCount: Number(row.farmCount),
        farmsWithBoundary: Number(row.farmsWithBoundary),
        farmsWithErf: Number(row.farmsWithErf),
        farmsWithLocation: Number(row.farmsWithLocation),
      }));
    },
  );
}

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/** Organisations by name or legal name for the admin list (case-insensitive contains), by name. */
export async function searchOrganisations(query: string, limit = 100, executor: Executor = db()) {
  const q = query.trim();
  return executor
    .select({
      id: organisations.id,
      name: organisations.name,
      legalName: organisationDetails.legalName,
      contractSent: organisationDetails.contractSent,
      farmsComplete: organisationDetails.farmsComplete,
      createdAt: organisations.createdAt,
    })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .where(
      q === ""
        ? undefined
        : sql`(${organisations.name} ilike ${containsPattern(q)} or ${organisationDetails.legalName} ilike ${containsPattern(q)})`,
    )
    .orderBy(asc(organisations.name))
    .limit(limit);
}

/** When the practice data was submitted (issue 15; decision 0076), or null. */
export async function findPracticeDataSubmission(
  organisationId: string,
  executor: Executor = db(),
): Promise<{ at: Date; by: string | null } | null> {
  if (!isUuid(organisationId)) return null;
  const [row] = await executor
    .select({
      at: organisationDetails.practiceDataSubmittedAt,
      by: organisationDetails.practiceDataSubmittedBy,
    })
    .from(organisationDetails)
    .where(eq(organisationDetails.organisationId, organisationId));
  return row?.at ? { at: row.at, by: row.by } : null;
}

/** Marks the practice data submitted (the journey moves on to EVIDENCE); false: not a UUID. */
export async function markPracticeDataSubmitted(
  organisationId: string,
  userId: string | null,
  executor: Executor = db(),
): Promise<boolean> {
  return upsertDetails(
    organisationId,
    { practiceDataSubmittedAt: new Date(), practiceDataSubmittedBy: userId },
    executor,
  );
}

/**
 * The organisation's details row (the demo's, app/demo): one already there, or changed since, stays as it
 * is. False when there was one already.
 */
export async function insertMissingDetails(
  organisationId: string,
  values: DetailsChanges,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const written = await executor
    .insert(organisationDetails)
    .values({ ...values, organisationId })
    .onConflictDoNothing()
    .returning({ organisationId: organisationDetails.organisationId });
  return written.length > 0;
}
