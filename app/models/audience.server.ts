// The people Veld can reach (issue 18; decision 0099): one row per person and organisation they
// belong to, with what the audience filters need (the organisation's province, the person's role
// and mailing-list answer). A person with no organisation (programme staff, most often) has one
// row with nulls. The journey step is not here: it is a pure rule over each organisation's
// records (services/journey/steps.ts), applied by the audience service.
import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { memberships, organisationDetails, organisations, userProfiles, users } from "~/db/schema";

export interface AudienceRow {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  /** Yes to the mailing list at sign-up (spec §3 'mailingList'), and not unsubscribed since. */
  mailingList: boolean;
  organisationId: string | null;
  organisationName: string | null;
  role: string | null;
  province: string | null;
}

export async function listAudienceRows(executor: Executor = db()): Promise<AudienceRow[]> {
  const rows = await executor
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      mailingList: userProfiles.mailingList,
      organisationId: memberships.organisationId,
      organisationName: organisations.name,
      role: memberships.role,
      province: organisationDetails.province,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, memberships.organisationId))
    .leftJoin(
      organisationDetails,
      eq(organisationDetails.organisationId, memberships.organisationId),
    )
    .orderBy(asc(users.email), asc(organisations.name));
  return rows.map((row) => ({ ...row, mailingList: row.mailingList ?? false }));
}
