// Admin grants: the admin scopes Veld itself gives a person (spec §6 'Admin permission scopes'),
// on top of those in their identity provider's access token. Removing a grant here removes the
// scope from the person's API calls at once (decision 0053).
import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { adminGrants } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { AdminScope } from "~/shared/scopes";

/** The scopes granted to `userId` in Veld; none for an id that is not a UUID. */
export async function listGrantedScopes(
  userId: string,
  executor: Executor = db(),
): Promise<AdminScope[]> {
  if (!isUuid(userId)) return [];
  const rows = await executor
    .select({ scope: adminGrants.scope })
    .from(adminGrants)
    .where(eq(adminGrants.userId, userId))
    .orderBy(asc(adminGrants.scope));
  return rows.map((row) => row.scope);
}
