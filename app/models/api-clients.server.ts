// Machine-to-machine API clients (api_clients; issue 19, decision 0112): rows read by the embedded
// identity provider (is the client standing, which secret hash, which scopes) and by the /api/v2
// caller check, and written by the admin's registration, rotation and revocation.
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import { apiClients, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { AdminScope } from "~/shared/scopes";

export type ApiClientRow = typeof apiClients.$inferSelect;

export interface NewApiClient {
  clientId: string;
  name: string;
  reason: string;
  scopes: AdminScope[];
  secretHash: string;
  createdBy: string | null;
}

export async function insertApiClient(
  values: NewApiClient,
  executor: Executor = db(),
): Promise<ApiClientRow> {
  const [row] = await executor.insert(apiClients).values(values).returning();
  return row!;
}

/** A client by its row id; a non-UUID is simply not found. */
export async function findApiClientById(
  id: string,
  executor: Executor = db(),
): Promise<ApiClientRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await executor.select().from(apiClients).where(eq(apiClients.id, id));
  return row;
}

/** A client that has not been revoked, by its OAuth client_id. */
export async function findStandingApiClient(
  clientId: string,
  executor: Executor = db(),
): Promise<ApiClientRow | undefined> {
  const [row] = await executor
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt)));
  return row;
}

/** Whether a standing client already has this name (case-insensitive). */
export async function isApiClientNameTaken(name: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(and(sql`lower(${apiClients.name}) = lower(${name})`, isNull(apiClients.revokedAt)))
    .limit(1);
  return Boolean(row);
}

/** Rows locked for an update in the caller's transaction. */
export async function lockApiClient(id: string, executor: Executor) {
  if (!isUuid(id)) return undefined;
  const [row] = await executor.select().from(apiClients).where(eq(apiClients.id, id)).for("update");
  return row;
}

export async function replaceApiClientSecret(
  id: string,
  secretHash: string,
  executor: Executor = db(),
): Promise<ApiClientRow> {
  const [row] = await executor
    .update(apiClients)
    .set({
      secretHash,
      secretVersion: sql`${apiClients.secretVersion} + 1`,
      secretRotatedAt: sql`now()`,
    })
    .where(eq(apiClients.id, id))
    .returning();
  return row!;
}

export async function markApiClientRevoked(
  id: string,
  revokedBy: string | null,
  executor: Executor = db(),
): Promise<ApiClientRow> {
  const [row] = await executor
    .update(apiClients)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(eq(apiClients.id, id))
    .returning();
  return row!;
}

/**
 * Notes that a client used Veld (a token issued, an API call): at most one write a minute per
 * client, so a busy integration does not write on every call.
 */
export async function touchApiClient(id: string, executor: Executor = db()) {
  await executor
    .update(apiClients)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiClients.id, id),
        or(
          isNull(apiClients.lastUsedAt),
          lt(apiClients.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
}

export interface ApiClientListRow extends ApiClientRow {
  createdByEmail: string | null;
  revokedByEmail: string | null;
}

/** Every client, standing ones first, newest first, with who registered and revoked it. */
export async function listApiClients(executor: Executor = db()): Promise<ApiClientListRow[]> {
  const creator = alias(users, "creator");
  const revoker = alias(users, "revoker");
  const rows = await executor
    .select({
      client: apiClients,
      createdByEmail: creator.email,
      revokedByEmail: revoker.email,
    })
    .from(apiClients)
    .leftJoin(creator, eq(creator.id, apiClients.createdBy))
    .leftJoin(revoker, eq(revoker.id, apiClients.revokedBy))
    .orderBy(sql`${apiClients.revokedAt} IS NOT NULL`, desc(apiClients.createdAt));
  return rows.map((row) => ({
    ...row.client,
    createdByEmail: row.createdByEmail,
    revokedByEmail: row.revokedByEmail,
  }));
}
