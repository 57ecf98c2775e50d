// spec §3 'Express interest': an organisation's expressions of interest, newest first. Scoped by
// organisation id in every query; an id that is not a UUID has none.
import { desc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { expressInterests, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export interface ExpressInterest {
  id: string;
  companyId: string;
  requestedBy: string | null;
  requestedByName: string | null;
  dateCreated: Date;
  programme: string;
  hectares: number;
  description: string | null;
  regenStarted: boolean;
}

export async function listExpressInterests(
  organisationId: string,
  executor: Executor = db(),
): Promise<ExpressInterest[]> {
  if (!isUuid(organisationId)) return [];
  const rows = await executor
    .select({
      id: expressInterests.id,
      companyId: expressInterests.organisationId,
      requestedBy: expressInterests.requestedBy,
      name: users.name,
      surname: users.surname,
      email: users.email,
      dateCreated: expressInterests.dateCreated,
      programme: expressInterests.programme,
      hectares: expressInterests.hectares,
      description: expressInterests.description,
      regenStarted: expressInterests.regenStarted,
    })
    .from(expressInterests)
    .leftJoin(users, eq(users.id, expressInterests.requestedBy))
    .where(eq(expressInterests.organisationId, organisationId))
    .orderBy(desc(expressInterests.dateCreated));
  return rows.map(({ name, surname, email, hectares, ...row }) => ({
    ...row,
    hectares: Number(hectares),
    requestedByName: [name, surname].filter(Boolean).join(" ") || email || null,
  }));
}

export async function createExpressInterest(
  input: {
    organisationId: string;
    requestedBy: string;
    programme: string;
    hectares: number;
    description: string | null;
    regenStarted: boolean;
  },
  executor: Executor = db(),
) {
  const [row] = await executor
    .insert(expressInterests)
    .values({
      organisationId: input.organisationId,
      requestedBy: input.requestedBy,
      programme: input.programme,
      hectares: input.hectares.toFixed(2),
      description: input.description,
      regenStarted: input.regenStarted,
    })
    .returning({ id: expressInterests.id });
  return row!.id;
}
