// Machine-to-machine API clients (issue 19; decision 0112): an admin with write:roles registers a
// client for an integration (a name, a reason, admin scopes they hold themselves), rotates its
// secret, or revokes it. The secret is made here, shown once and stored as a hash only
// (app/idp/api-clients.server.ts). Each change is audited in its own transaction with who, when,
// what and why. The embedded provider issues the client's tokens; with an external provider,
// clients are registered there instead and nothing here applies.
import { getEnv } from "~/env.server";
import { hashApiClientSecret, newApiClientId, newApiClientSecret } from "~/idp/api-clients.server";
import { listAccessAuditEntries } from "~/models/admin-grants.server";
import {
  findApiClientById,
  insertApiClient,
  isApiClientNameTaken,
  listApiClients,
  lockApiClient,
  markApiClientRevoked,
  replaceApiClientSecret,
  type ApiClientListRow,
  type ApiClientRow,
} from "~/models/api-clients.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { actingPerson, type Actor } from "~/services/kit/actor";
import { recordAudit } from "~/services/audit/audit.server";
import { ADMIN_SCOPES, isAdminScope, type AdminScope } from "~/shared/scopes";
import type { CreateApiClientInput } from "./forms";
import type { ApiClientJson } from "./api";
import { Refusal } from "~/services/kit/refusal";

export const API_CLIENT_AUDIT_ACTIONS = [
  "apiClient.create",
  "apiClient.rotate",
  "apiClient.revoke",
] as const;
export type ApiClientAuditAction = (typeof API_CLIENT_AUDIT_ACTIONS)[number];
const ENTITY_TYPE = "api_client";

export const CLIENT_NOT_FOUND = "This API client is not known.";
export const CLIENT_REVOKED = "This API client has been revoked: register a new one.";
export const EXTERNAL_PROVIDER =
  "Veld signs people in through an external identity provider: register API clients there (see docs/api.md 'Authentication').";

/** Whether Veld's own provider issues the tokens (API clients are registered in Veld). */
export function canRegisterApiClients(): boolean {
  return getEnv().embeddedIdentityProvider;
}

/** Where and for which audience a client asks for its tokens. */
export function tokenEndpoint() {
  const env = getEnv();
  return { tokenUrl: `${env.issuer}/token`, audience: env.audience ?? null };
}

/** An API client as admins see it (./api.ts, the schema the API document shows). */
export type ApiClientView = ApiClientJson;

function orderScopes(scopes: readonly string[]): AdminScope[] {
  return ADMIN_SCOPES.filter((scope) => scopes.includes(scope));
}

function viewOf(
  row: ApiClientRow,
  emails: { createdBy?: string | null; revokedBy?: string | null } = {},
): ApiClientView {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    scopes: orderScopes(row.scopes),
    reason: row.reason,
    status: row.revokedAt ? "revoked" : "active",
    createdAt: row.createdAt.toISOString(),
    createdBy: emails.createdBy ?? null,
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: emails.revokedBy ?? null,
  };
}

const listViewOf = (row: ApiClientListRow) =>
  viewOf(row, { createdBy: row.createdByEmail, revokedBy: row.revokedByEmail });

export async function listApiClientViews(): Promise<ApiClientView[]> {
  return (await listApiClients()).map(listViewOf);
}

/** One client, or a 404-worthy error (an unknown id and one that is not a UUID alike). */
export async function describeApiClient(id: string): Promise<ApiClientView> {
  const row = (await listApiClients()).find((client) => client.id === id);
  if (!row) throw new Refusal(404, CLIENT_NOT_FOUND);
  return listViewOf(row);
}

export interface ApiClientChange {
  id: number;
  at: string;
  by: string;
  action: ApiClientAuditAction;
  name: string;
  clientId: string;
  scopes: AdminScope[];
  reason: string;
}

/** The latest registrations, rotations and revocations, newest first. */
export async function listApiClientChanges(limit: number): Promise<ApiClientChange[]> {
  const rows = await listAccessAuditEntries(API_CLIENT_AUDIT_ACTIONS, limit);
  return rows.map((row) => {
    const changes = (row.changes ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof changes[key] === "string" ? changes[key] : "");
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      by: row.actorLabel,
      action: row.action as ApiClientAuditAction,
      name: text("name"),
      clientId: text("clientId"),
      scopes: Array.isArray(changes.scopes) ? changes.scopes.filter(isAdminScope) : [],
      reason: text("reason"),
    };
  });
}

export interface IssuedSecret {
  client: ApiClientView;
  /** Shown once; Veld keeps only its hash. */
  clientSecret: string;
}

function requireRegistration() {
  if (!canRegisterApiClients()) throw new Refusal(409, EXTERNAL_PROVIDER);
}

/**
 * Registers a client with `input.scopes`, each of which `held` (the admin's own scopes) must
 * include: nobody hands a machine more than they have.
 */
export async function createApiClient(
  actor: Actor,
  held: readonly AdminScope[],
  input: CreateApiClientInput,
): Promise<IssuedSecret> {
  requireRegistration();
  const scopes = orderScopes(input.scopes);
  const lacking = scopes.filter((scope) => !held.includes(scope));
  if (lacking.length) {
    throw new Refusal(
      422,
      `You can only give a client scopes you hold yourself; you do not hold ${lacking.join(", ")}.`,
      { field: "scopes" },
    );
  }
  const clientSecret = newApiClientSecret();
  const row = await transaction(async (tx) => {
    if (await isApiClientNameTaken(input.name, tx)) {
      throw new Refusal(409, "Another API client already has this name.", { field: "name" });
    }
    const created = await insertApiClient(
      {
        clientId: newApiClientId(),
        name: input.name,
        reason: input.reason,
        scopes,
        secretHash: hashApiClientSecret(clientSecret),
        createdBy: actingPerson(actor),
      },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "apiClient.create",
        entityType: ENTITY_TYPE,
        entityId: created.id,
        changes: { name: created.name, clientId: created.clientId, scopes, reason: input.reason },
        requestId: actor.requestId,
      },
      tx,
    );
    return created;
  });
  return { client: viewOf(row, { createdBy: actor.label }), clientSecret };
}

async function lockStanding(id: string, tx: Executor) {
  const row = await lockApiClient(id, tx);
  if (!row) throw new Refusal(404, CLIENT_NOT_FOUND);
  if (row.revokedAt) throw new Refusal(409, CLIENT_REVOKED);
  return row;
}

/** A new secret for the client; the old one and every token issued with it stop working. */
export async function rotateApiClientSecret(
  actor: Actor,
  id: string,
  reason: string,
): Promise<IssuedSecret> {
  requireRegistration();
  const clientSecret = newApiClientSecret();
  const row = await transaction(async (tx) => {
    const before = await lockStanding(id, tx);
    const after = await replaceApiClientSecret(before.id, hashApiClientSecret(clientSecret), tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "apiClient.rotate",
        entityType: ENTITY_TYPE,
        entityId: after.id,
        changes: {
          name: after.name,
          clientId: after.clientId,
          scopes: orderScopes(after.scopes),
          secretVersion: after.secretVersion,
          reason,
        },
        requestId: actor.requestId,
      },
      tx,
    );
    return after;
  });
  const [view] = (await listApiClients()).filter((client) => client.id === row.id).map(listViewOf);
  return { client: view ?? viewOf(row), clientSecret };
}

/** Revokes the client: its secret and every token it holds stop working at once. */
export async function revokeApiClient(
  actor: Actor,
  id: string,
  reason: string,
): Promise<ApiClientView> {
  requireRegistration();
  const row = await transaction(async (tx) => {
    const before = await lockStanding(id, tx);
    const after = await markApiClientRevoked(before.id, actingPerson(actor), tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "apiClient.revoke",
        entityType: ENTITY_TYPE,
        entityId: after.id,
        changes: {
          name: after.name,
          clientId: after.clientId,
          scopes: orderScopes(after.scopes),
          reason,
        },
        requestId: actor.requestId,
      },
      tx,
    );
    return after;
  });
  return describeApiClient(row.id);
}

/** The client a dialog URL names, if it can still be changed. */
export async function findStandingClientView(id: string | null): Promise<ApiClientView | null> {
  if (!id) return null;
  const row = await findApiClientById(id);
  return row && !row.revokedAt ? viewOf(row) : null;
}
