// Admin access (issue 18; decision 0096): the people holding admin scopes and where each scope
// comes from, and changes to the scopes Veld grants (admin_grants) — by e-mail (POST
// /admin/access, the page's "Grant access"), one scope at a time (the page's revoke), or all of a
// person's grants (PUT, DELETE /admin/roles/{userId}). Every change is checked against the
// lock-out rules of ./rules.ts inside one transaction that holds the access lock, and audited in
// it with who, when, what and why. A scope from the identity provider's token is listed but never
// changed here: it must be changed at the provider.
import { getEnv } from "~/env.server";
import {
  deleteGrants,
  insertGrants,
  listAccessAuditEntries,
  listAllGrants,
  listEmbeddedProviderPermissions,
  listEverGrantedUserIds,
  listGrantedScopes,
  listSessionTokenPermissions,
  lockAccessChanges,
} from "~/models/admin-grants.server";
import { findUserByEmail, findUserById } from "~/models/profiles.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { hasVerifiedEmail } from "~/services/profiles/verification.server";
import { isAdminScope, type AdminScope } from "~/shared/scopes";
import { isUuid } from "~/shared/ids";
import {
  checkLockout,
  deriveAdminRole,
  diffScopes,
  nextVeldScopes,
  orderScopes,
  type AccessAction,
  type AdminRole,
  type ScopeHolding,
} from "./rules";
import { actorOf, type Viewer } from "~/services/auth/session.server";
import { actingPerson, type Actor } from "~/services/kit/actor";
import { Refusal } from "~/services/kit/refusal";

export const ACCESS_AUDIT_ACTIONS = ["access.grant", "access.revoke", "access.set"] as const;
export type AccessAuditAction = (typeof ACCESS_AUDIT_ACTIONS)[number];

export const PERSON_NOT_FOUND = "This person is not known.";

export const CHANGE_NEEDS_A_PERSON = "Sign up to Veld before changing access.";

/**
 * The actor of a change made on the admin access pages (people and API clients): a person with a
 * Veld profile; a viewer without one is refused (403) before the form is read.
 */
export function accessActorOf(viewer: Viewer, requestId: string | null | undefined): Actor {
  if (!viewer.user) throw new Refusal(403, CHANGE_NEEDS_A_PERSON);
  return actorOf(viewer, requestId);
}

export type ProviderKind = "embedded" | "external";

export function providerKind(): ProviderKind {
  return getEnv().embeddedIdentityProvider ? "embedded" : "external";
}

/** The provider's scopes of each person: the embedded provider's accounts, or an external one's tokens. */
async function providerScopes(executor?: Executor): Promise<Map<string, AdminScope[]>> {
  const rows =
    providerKind() === "embedded"
      ? await listEmbeddedProviderPermissions(executor)
      : await listSessionTokenPermissions(new Date(), executor);
  return new Map(
    rows.map((row) => [row.userId, orderScopes(row.permissions.filter(isAdminScope))]),
  );
}

async function loadHoldings(executor: Executor): Promise<ScopeHolding[]> {
  const [grants, provider] = await Promise.all([listAllGrants(executor), providerScopes(executor)]);
  const veld = new Map<string, AdminScope[]>();
  for (const grant of grants)
    veld.set(grant.userId, [...(veld.get(grant.userId) ?? []), grant.scope]);
  const ids = new Set([...veld.keys(), ...provider.keys()]);
  return [...ids].map((userId) => ({
    userId,
    veld: orderScopes(veld.get(userId) ?? []),
    provider: provider.get(userId) ?? [],
  }));
}

export interface PersonScope {
  scope: AdminScope;
  source: "veld" | "provider";
  grantedBy: string | null;
  grantedAt: string | null;
}

export interface AccessPerson {
  userId: string;
  name: string;
  email: string;
  role: AdminRole | null;
  scopes: PersonScope[];
}

export interface AccessChangeEntry {
  id: number;
  at: string;
  by: string;
  action: AccessAuditAction;
  email: string;
  added: AdminScope[];
  removed: AdminScope[];
  reason: string;
}

const fullName = (p: { name: string | null; surname: string | null; email: string }) =>
  [p.name, p.surname].filter(Boolean).join(" ").trim() || p.email;

/** The people with admin access now, or removed from it, each scope with its source. */
export async function listAccessPeople(): Promise<AccessPerson[]> {
  const [grants, provider, everGranted] = await Promise.all([
    listAllGrants(),
    providerScopes(),
    listEverGrantedUserIds(ACCESS_AUDIT_ACTIONS),
  ]);
  const people = new Map<string, AccessPerson>();
  for (const grant of grants) {
    const person = people.get(grant.userId) ?? {
      userId: grant.userId,
      name: fullName(grant),
      email: grant.email,
      role: null,
      scopes: [],
    };
    person.scopes.push({
      scope: grant.scope,
      source: "veld",
      grantedBy: grant.grantedByEmail ?? grant.grantedByName,
      grantedAt: grant.grantedAt.toISOString(),
    });
    people.set(grant.userId, person);
  }
  const others = [...provider.keys(), ...everGranted].filter((id) => !people.has(id) && isUuid(id));
  for (const id of new Set(others)) {
    const user = await findUserById(id);
    if (user)
      people.set(id, {
        userId: id,
        name: fullName(user),
        email: user.email,
        role: null,
        scopes: [],
      });
  }
  const ever = new Set(everGranted);
  for (const person of people.values()) {
    for (const scope of provider.get(person.userId) ?? []) {
      if (!person.scopes.some((s) => s.scope === scope))
        person.scopes.push({ scope, source: "provider", grantedBy: null, grantedAt: null });
    }
    person.scopes = orderScopes(person.scopes.map((s) => s.scope)).map((scope) =>
      person.scopes.find((s) => s.scope === scope)!,
    );
    person.role = deriveAdminRole(
      person.scopes.map((s) => s.scope),
      ever.has(person.userId) || person.scopes.some((s) => s.source === "veld"),
    );
  }
  return [...people.values()]
    .filter((person) => person.role !== null)
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** The latest access changes of the audit trail, newest first. */
export async function listAccessChanges(limit = 50): Promise<AccessChangeEntry[]> {
  const rows = await listAccessAuditEntries(ACCESS_AUDIT_ACTIONS, limit);
  return rows.map((row) => {
    const changes = (row.changes ?? {}) as Record<string, unknown>;
    const scopes = (key: string) =>
      Array.isArray(changes[key])
        ? orderScopes((changes[key] as unknown[]).filter(isAdminScope))
        : [];
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      by: row.actorLabel,
      action: row.action as AccessAuditAction,
      email: typeof changes.email === "string" ? changes.email : "",
      added: scopes("added"),
      removed: scopes("removed"),
      reason: typeof changes.reason === "string" ? changes.reason : "",
    };
  });
}

export interface AccessChangeResult {
  userId: string;
  email: string;
  before: AdminScope[];
  after: AdminScope[];
  added: AdminScope[];
  removed: AdminScope[];
  /** Scopes asked to revoke that come from the provider only: Veld cannot revoke them. */
  providerOnly: AdminScope[];
  changed: boolean;
}

interface Target {
  id: string;
  email: string;
}

/** One change of one person's Veld grants, checked, applied and audited in one transaction. */
async function applyChange(
  actor: Actor,
  target: Target,
  auditAction: AccessAuditAction,
  next: (current: AdminScope[]) => AdminScope[],
  reason: string,
  requested: readonly AdminScope[] = [],
): Promise<AccessChangeResult> {
  return transaction(async (tx) => {
    await lockAccessChanges(tx);
    const holdings = await loadHoldings(tx);
    const before = await listGrantedScopes(target.id, tx);
    const after = next(before);
    const { added, removed } = diffScopes(before, after);
    const providerHeld = holdings.find((h) => h.userId === target.id)?.provider ?? [];
    const providerOnly = orderScopes(
      requested.filter(
        (s) => auditAction === "access.revoke" && !before.includes(s) && providerHeld.includes(s),
      ),
    );
    const result = {
      userId: target.id,
      email: target.email,
      before,
      after,
      added,
      removed,
      providerOnly,
    };
    if (added.length === 0 && removed.length === 0) return { ...result, changed: false };
    const check = checkLockout({
      actorId: actingPerson(actor),
      targetId: target.id,
      after,
      holdings,
    });
    if (!check.ok) throw new Refusal(409, check.message);
    await deleteGrants(target.id, removed, tx);
    await insertGrants(target.id, added, actingPerson(actor), tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: auditAction,
        entityType: "user",
        entityId: target.id,
        changes: { email: target.email, added, removed, before, after, reason },
        requestId: actor.requestId,
      },
      tx,
    );
    return { ...result, changed: true };
  });
}

async function targetById(userId: string): Promise<Target> {
  const user = isUuid(userId) ? await findUserById(userId) : null;
  if (!user) throw new Refusal(404, PERSON_NOT_FOUND);
  return { id: user.id, email: user.email };
}

export const unknownEmailMessage = (email: string) =>
  `Nobody has signed up to Veld with ${email}. The person must sign up and confirm their e-mail address before they can be given access.`;
export const unconfirmedEmailMessage = (email: string) =>
  `${email} has not been confirmed yet. Access is given only to a confirmed address: ask the person to follow the verification link in their e-mail first.`;

/** POST /admin/access and the page's forms: grant or revoke `scopes` of the person with `email`. */
export async function changeAccessByEmail(
  actor: Actor,
  input: { email: string; action: AccessAction; scopes: AdminScope[]; reason: string },
): Promise<AccessChangeResult> {
  const user = await findUserByEmail(input.email);
  if (!user) throw new Refusal(404, unknownEmailMessage(input.email), { field: "email" });
  // decision 0060: access by e-mail waits for a confirmed address.
  if (
    input.action === "grant" &&
    !(await hasVerifiedEmail({ subject: user.subject, email: user.email, userId: user.id }))
  ) {
    throw new Refusal(409, unconfirmedEmailMessage(user.email), { field: "email" });
  }
  return applyChange(
    actor,
    { id: user.id, email: user.email },
    input.action === "grant" ? "access.grant" : "access.revoke",
    (current) => nextVeldScopes(current, input.action, input.scopes),
    input.reason,
    input.scopes,
  );
}

/** The page's revoke of one scope. */
export async function revokeScope(actor: Actor, userId: string, scope: AdminScope, reason: string) {
  const target = await targetById(userId);
  return applyChange(
    actor,
    target,
    "access.revoke",
    (c) => nextVeldScopes(c, "revoke", [scope]),
    reason,
    [scope],
  );
}

/** PUT /admin/roles/{userId}: the person's Veld grants become exactly `scopes`. */
export async function setVeldScopes(
  actor: Actor,
  userId: string,
  scopes: AdminScope[],
  reason: string,
) {
  const target = await targetById(userId);
  if (scopes.length > 0) {
    const user = (await findUserById(target.id))!;
    const current = await listGrantedScopes(target.id);
    const adds = scopes.some((s) => !current.includes(s));
    if (
      adds &&
      !(await hasVerifiedEmail({ subject: user.subject, email: user.email, userId: user.id }))
    )
      throw new Refusal(409, unconfirmedEmailMessage(user.email));
  }
  return applyChange(actor, target, "access.set", () => orderScopes(scopes), reason);
}

/** DELETE /admin/roles/{userId}: every Veld grant of the person goes (ADMIN_USER_REMOVED). */
export async function removeVeldGrants(actor: Actor, userId: string, reason: string) {
  const target = await targetById(userId);
  return applyChange(actor, target, "access.revoke", () => [], reason);
}

/** One person's admin role and scopes now (after a change). */
export async function describePerson(userId: string): Promise<AccessPerson | null> {
  return (await listAccessPeople()).find((p) => p.userId === userId) ?? null;
}
