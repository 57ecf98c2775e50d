// An organisation's journey progress read from its records, and the journey state built on it
// with the pure rules of app/services/journey-steps.ts. A missing organisation_details row
// means all defaults (brief: nulls/false).
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  expressInterests,
  farmBoundaries,
  farms,
  journeyForms,
  organisationDetails,
  organisations,
  signatories,
} from "~/db/schema";
import {
  currentStep,
  EMPTY_PROGRESS,
  journeyStatus,
  journeyStepStates,
  nextAction,
  type JourneyProgress,
  type JourneyStatus,
  type JourneyStep,
  type JourneyStepState,
  type NextAction,
} from "~/services/journey-steps";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const count = (q: ReturnType<typeof sql>) => sql<number>`coalesce((${q}), 0)::int`;

/** The progress of several organisations at once (the admin dashboard), keyed by id. */
export async function loadJourneyProgressMany(
  organisationIds: readonly string[],
): Promise<Map<string, JourneyProgress>> {
  const ids = organisationIds.filter((id) => UUID.test(id));
  const result = new Map<string, JourneyProgress>();
  if (ids.length === 0) return result;
  const rows = await db()
    .select({
      id: organisations.id,
      eligibility: organisationDetails.eligibility,
      viability: organisationDetails.viability,
      farmsComplete: organisationDetails.farmsComplete,
      contractSent: organisationDetails.contractSent,
      fieldsComplete: organisationDetails.fieldsComplete,
      contractFileId: organisationDetails.contractFileId,
      legalName: organisationDetails.legalName,
      registrationNumber: organisationDetails.registrationNumber,
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
  for (const row of rows) {
    result.set(row.id, {
      ...EMPTY_PROGRESS,
      eligibility: row.eligibility ?? null,
      viability: row.viability ?? null,
      farmsComplete: row.farmsComplete ?? false,
      contractSent: row.contractSent ?? false,
      fieldsComplete: row.fieldsComplete ?? false,
      expressedInterest: Number(row.interests) > 0,
      eligibilitySubmitted: Number(row.eligibilitySubmitted) > 0,
      viabilitySubmitted: Number(row.viabilitySubmitted) > 0,
      // The legal entity counts once it has a name and a registration number.
      hasLegalEntity: !!row.legalName?.trim() && !!row.registrationNumber?.trim(),
      signatoryCount: Number(row.signatoryCount),
      farmCount: Number(row.farmCount),
      farmsWithBoundary: Number(row.farmsWithBoundary),
      farmsWithErf: Number(row.farmsWithErf),
      farmsWithLocation: Number(row.farmsWithLocation),
      hasContract: !!row.contractFileId,
    });
  }
  return result;
}

/** One organisation's progress; an unknown organisation has the defaults. */
export async function loadJourneyProgress(organisationId: string): Promise<JourneyProgress> {
  const many = await loadJourneyProgressMany([organisationId]);
  return many.get(organisationId) ?? { ...EMPTY_PROGRESS };
}

export interface JourneyState {
  progress: JourneyProgress;
  step: JourneyStep;
  status: JourneyStatus;
  steps: JourneyStepState[];
  next: NextAction;
}

/** Everything a journey page needs. `basePath` is '/profile' or '/admin/userView'. */
export function journeyStateOf(progress: JourneyProgress, basePath = "/profile"): JourneyState {
  return {
    progress,
    step: currentStep(progress),
    status: journeyStatus(progress),
    steps: journeyStepStates(progress, basePath),
    next: nextAction(progress, basePath),
  };
}

export async function loadJourneyState(
  organisationId: string,
  basePath = "/profile",
): Promise<JourneyState> {
  return journeyStateOf(await loadJourneyProgress(organisationId), basePath);
}
