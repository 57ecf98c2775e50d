// Soil samples per field (issue 17 'soil samples'; decision 0092): lab results of soil organic
// carbon and bulk density. Every function takes the organisation id the caller already checked
// and puts it in the `where` clause, so another organisation's sample is simply not found; an id
// that is not a UUID is not found either.
import { and, asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { soilSamples } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export interface SoilSample {
  id: string;
  organisationId: string;
  fieldId: string;
  /** YYYY-MM-DD */
  sampledOn: string;
  depthCm: number;
  socPercent: number;
  bulkDensityGPerCm3: number;
  lab: string | null;
  reference: string | null;
  createdAt: Date;
}

/** The values of a sample (the organisation comes with the call). */
export interface SoilSampleValues {
  fieldId: string;
  sampledOn: string;
  depthCm: number;
  socPercent: number;
  bulkDensityGPerCm3: number;
  lab: string | null;
  reference: string | null;
}

const columns = {
  id: soilSamples.id,
  organisationId: soilSamples.organisationId,
  fieldId: soilSamples.fieldId,
  sampledOn: soilSamples.sampledOn,
  depthCm: soilSamples.depthCm,
  socPercent: soilSamples.socPercent,
  bulkDensityGPerCm3: soilSamples.bulkDensityGPerCm3,
  lab: soilSamples.lab,
  reference: soilSamples.reference,
  createdAt: soilSamples.createdAt,
};

/** The organisation's samples, by field, then oldest first. */
export async function listSoilSamples(
  organisationId: string,
  executor: Executor = db(),
): Promise<SoilSample[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select(columns)
    .from(soilSamples)
    .where(eq(soilSamples.organisationId, organisationId))
    .orderBy(
      asc(soilSamples.fieldId),
      asc(soilSamples.sampledOn),
      asc(soilSamples.createdAt),
      asc(soilSamples.id),
    );
}

export async function findSoilSample(
  organisationId: string,
  id: string,
  executor: Executor = db(),
): Promise<SoilSample | null> {
  if (!isUuid(organisationId) || !isUuid(id)) return null;
  const [row] = await executor
    .select(columns)
    .from(soilSamples)
    .where(and(eq(soilSamples.organisationId, organisationId), eq(soilSamples.id, id)));
  return row ?? null;
}

/** New samples (one or many, e.g. a CSV import); the caller has checked each field is the organisation's. */
export async function insertSoilSamples(
  organisationId: string,
  samples: readonly SoilSampleValues[],
  createdBy: string | null,
  executor: Executor = db(),
): Promise<SoilSample[]> {
  if (samples.length === 0) return [];
  return executor
    .insert(soilSamples)
    .values(samples.map((s) => ({ ...s, organisationId, createdBy })))
    .returning(columns);
}

/** Deletes a sample; null when the organisation has no such sample. */
export async function deleteSoilSample(
  organisationId: string,
  id: string,
  executor: Executor = db(),
): Promise<SoilSample | null> {
  if (!isUuid(organisationId) || !isUuid(id)) return null;
  const [row] = await executor
    .delete(soilSamples)
    .where(and(eq(soilSamples.organisationId, organisationId), eq(soilSamples.id, id)))
    .returning(columns);
  return row ?? null;
}

/**
 * Soil samples with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingSoilSamples(
  organisationId: string,
  rows: readonly (Omit<typeof soilSamples.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(soilSamples)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: soilSamples.id });
  return written.map((row) => row.id);
}
