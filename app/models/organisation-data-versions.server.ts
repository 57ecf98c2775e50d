// Each organisation's data version (issue 30; decision 0130): the database's triggers (migration
// 0017) raise it in the same transaction as every write to what the organisation's carbon
// calculation reads, whoever writes and on whichever instance. Read here only: nothing in the app
// writes it.
import { eq } from "drizzle-orm";
import { databaseId, db, type Executor } from "~/db/client.server";
import { organisationDataVersions } from "~/db/schema";
import { isUuid } from "~/shared/ids";

/**
 * A stamp of the organisation's data as it stands: the opened database and the version in it. Two
 * equal stamps mean no write to the calculation's records came between them. Never shared through
 * the request's memory: a page that writes and then reads must see the new stamp.
 */
export async function findOrganisationDataStamp(
  organisationId: string,
  executor: Executor = db(),
): Promise<string> {
  if (!isUuid(organisationId)) return `${databaseId()}:none`;
  const rows = await executor
    .select({ version: organisationDataVersions.version })
    .from(organisationDataVersions)
    .where(eq(organisationDataVersions.organisationId, organisationId));
  return `${databaseId()}:${rows[0]?.version ?? 0}`;
}
