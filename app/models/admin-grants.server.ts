// Admin grants: the admin scopes Veld itself gives a person (spec §6 'Admin permission scopes'),
// on top of those in their identity provider's access token. Removing a grant here removes the
// scope from the person's API calls at once (decisions 0053, 0063).
import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { adminGrants, users } from "~/db/schema";
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

/**
 * The scopes granted in Veld to the person whose identity provider subject is `subject` (the
 * embedded provider puts them in the access token's `permissions` claim, decision 0063); none
 * when nobody has signed up with it.
 */
export async function listGrantedScopesOfSubject(
  subject: string,
  executor: Executor = db(),
): Promise<AdminScope[]> {
  const rows = await executor
    .select({ scope: adminGrants.scope })
    .from(adminGrants)
    .innerJoin(users, eq(users.id, adminGrants.userId))
    .where(eq(users.subject, subject))
    .orderBy(asc(adminGrants.scope));
  return rows.map((row) => row.scope);
}
