// Credits issued to an organisation by a registry, recorded by an admin (issue 17; decision
// 0092). Financial records: there is no update of the amounts and no delete, only a void with a
// reason. Every function is scoped by the organisation id in its `where` clause; an id that is
// not a UUID names nothing.
import { and, asc, eq, isNull } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { issuedCredits, organisations } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export interface IssuedCredit {
  id: string;
  organisationId: string;
  season: number;
  tonnesCo2e: number;
  /** The carbon price and farmer's share in force when it was recorded (decision 0146). */
  carbonPriceZarPerTco2e: number;
  farmerShare: number;
  /** YYYY-MM-DD */
  issuedOn: string;
  registry: string;
  serialRange: string | null;
  note: string;
  recordedByLabel: string | null;
  createdAt: Date;
  voidedAt: Date | null;
  voidReason: string | null;
}

export interface IssuedCreditWithOrganisation extends IssuedCredit {
  organisationName: string;
}

export interface NewIssuedCredit {
  season: number;
  tonnesCo2e: number;
  carbonPriceZarPerTco2e: number;
  farmerShare: number;
  issuedOn: string;
  registry: string;
  serialRange: string | null;
  note: string;
  recordedBy: string | null;
  recordedByLabel: string | null;
}

const columns = {
  id: issuedCredits.id,
  organisationId: issuedCredits.organisationId,
  season: issuedCredits.season,
  tonnesCo2e: issuedCredits.tonnesCo2e,
  carbonPriceZarPerTco2e: issuedCredits.carbonPriceZarPerTco2e,
  farmerShare: issuedCredits.farmerShare,
  issuedOn: issuedCredits.issuedOn,
  registry: issuedCredits.registry,
  serialRange: issuedCredits.serialRange,
  note: issuedCredits.note,
  recordedByLabel: issuedCredits.recordedByLabel,
  createdAt: issuedCredits.createdAt,
  voidedAt: issuedCredits.voidedAt,
  voidReason: issuedCredits.voidReason,
};

const order = [
  asc(issuedCredits.season),
  asc(issuedCredits.issuedOn),
  asc(issuedCredits.createdAt),
  asc(issuedCredits.id),
];

/** The organisation's credits by season, then issue date; voided ones included (callers filter voidedAt). */
export async function listIssuedCredits(
  organisationId: string,
  executor: Executor = db(),
): Promise<IssuedCredit[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select(columns)
    .from(issuedCredits)
    .where(eq(issuedCredits.organisationId, organisationId))
    .orderBy(...order);
}

/** Every organisation's credits (the admin list), or one organisation's when `organisationId` is given. */
export async function listAllIssuedCredits(
  organisationId: string | null,
  executor: Executor = db(),
): Promise<IssuedCreditWithOrganisation[]> {
  if (organisationId !== null && !isUuid(organisationId)) return [];
  return executor
    .select({ ...columns, organisationName: organisations.name })
    .from(issuedCredits)
    .innerJoin(organisations, eq(organisations.id, issuedCredits.organisationId))
    .where(organisationId === null ? undefined : eq(issuedCredits.organisationId, organisationId))
    .orderBy(asc(organisations.name), ...order);
}

export async function findIssuedCredit(
  organisationId: string,
  id: string,
  executor: Executor = db(),
): Promise<IssuedCredit | null> {
  if (!isUuid(organisationId) || !isUuid(id)) return null;
  const [row] = await executor
    .select(columns)
    .from(issuedCredits)
    .where(and(eq(issuedCredits.organisationId, organisationId), eq(issuedCredits.id, id)));
  return row ?? null;
}

/** The organisation a credit belongs to (the admin's void names only the credit). */
export async function findIssuedCreditById(
  id: string,
  executor: Executor = db(),
): Promise<IssuedCredit | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor.select(columns).from(issuedCredits).where(eq(issuedCredits.id, id));
  return row ?? null;
}

export async function insertIssuedCredit(
  organisationId: string,
  credit: NewIssuedCredit,
  executor: Executor = db(),
): Promise<IssuedCredit> {
  const [row] = await executor
    .insert(issuedCredits)
    .values({ ...credit, organisationId })
    .returning(columns);
  return row!;
}

/** Voids a credit not yet voided; null when the organisation has no such credit or it is already void. */
export async function voidIssuedCredit(
  organisationId: string,
  id: string,
  voidedBy: string | null,
  reason: string,
  executor: Executor = db(),
): Promise<IssuedCredit | null> {
  if (!isUuid(organisationId) || !isUuid(id)) return null;
  const [row] = await executor
    .update(issuedCredits)
    .set({ voidedAt: new Date(), voidedBy, voidReason: reason })
    .where(
      and(
        eq(issuedCredits.organisationId, organisationId),
        eq(issuedCredits.id, id),
        isNull(issuedCredits.voidedAt),
      ),
    )
    .returning(columns);
  return row ?? null;
}

/**
 * Issued credits with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingIssuedCredits(
  organisationId: string,
  rows: readonly (Omit<typeof issuedCredits.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(issuedCredits)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: issuedCredits.id });
  return written.map((row) => row.id);
}
