// Organisations themselves: the row every member, invite, farm and detail hangs from (spec §3
// 'Organisation / company'). Its name and legal entity are read and written through
// organisation-details.server.ts; members through memberships.server.ts.
import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { organisations } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export interface Organisation {
  id: string;
  name: string;
  createdAt: Date;
}

const columns = {
  id: organisations.id,
  name: organisations.name,
  createdAt: organisations.createdAt,
};

/** The organisation, or null (an unknown id and one that is not a UUID alike). */
export async function findOrganisation(
  organisationId: string,
  executor: Executor = db(),
): Promise<Organisation | null> {
  if (!isUuid(organisationId)) return null;
  const [row] = await executor
    .select(columns)
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row ?? null;
}

/**
 * A new organisation. Its empty details row (organisation-details.server.ts) and its first
 * member (memberships.server.ts) go in the same transaction.
 */
export async function insertOrganisation(
  name: string,
  executor: Executor = db(),
): Promise<Organisation> {
  const [row] = await executor.insert(organisations).values({ name }).returning(columns);
  return row!;
}

/** Every organisation by name (the admin's journey overview). */
export async function listOrganisations(executor: Executor = db()): Promise<Organisation[]> {
  return executor.select(columns).from(organisations).orderBy(asc(organisations.name));
}

/**
 * An organisation with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. True when it was written.
 */
export async function insertMissingOrganisation(
  values: { id: string; name: string },
  executor: Executor = db(),
): Promise<boolean> {
  const written = await executor
    .insert(organisations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: organisations.id });
  return written.length > 0;
}
