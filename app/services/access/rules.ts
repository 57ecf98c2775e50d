// Who may hold which admin scope, and what a change to them may not do (issue 18; decision 0096;
// spec §6 'Admin permission scopes', 'User roles'). Pure: no I/O, no framework.
//   - read:admin reads the access page; only write:roles changes anybody's access.
//   - Nobody removes their own last write:roles (they would lock themselves out), and no change may
//     leave the programme without anybody holding write:roles.
//   - A scope that comes from the identity provider's token is not Veld's to revoke: only the
//     grants stored in Veld (admin_grants) change here.
//   - ADMIN_USER: holds any admin scope. ADMIN_USER_REMOVED: was granted access in Veld and holds
//     none now (the audit trail remembers the grant).
import { ADMIN_SCOPES, type AdminScope } from "~/shared/scopes";

export const ACCESS_ACTIONS = ["grant", "revoke"] as const;

// The forms' limits and the revoke dialog's URL, read by the page's components as well as by the
// schemas (forms.ts): here, so the browser's modules carry no zod (decision 0133).
export const REASON_MIN = 5;
export const REASON_MAX = 500;
export const EMAIL_MAX = 254;

/** The revoke dialog's URL: ?dialog=revoke&person=<userId>&scope=<scope> (works without JS). */
export const REVOKE_DIALOG = "revoke";
export const REVOKE_PERSON_PARAM = "person";
export const REVOKE_SCOPE_PARAM = "scope";
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export type AdminRole = "ADMIN_USER" | "ADMIN_USER_REMOVED";

/** A person's admin scopes by where they come from. */
export interface ScopeHolding {
  userId: string;
  /** Granted in Veld (admin_grants): revocable here. */
  veld: readonly AdminScope[];
  /** From the identity provider's access token: change them at the provider. */
  provider: readonly AdminScope[];
}

export const SELF_LOCKOUT_MESSAGE =
  "You cannot remove your own write:roles: nobody could give it back to you. Ask another person who holds write:roles to do it.";
export const LAST_ROLES_HOLDER_MESSAGE =
  "This would leave nobody able to change access (write:roles). Grant write:roles to someone else first.";
export const NOTHING_TO_CHANGE_MESSAGE =
  "Nothing changes: the person already has exactly this access.";

/** The scopes in the order of spec §6, without repeats. */
export function orderScopes(scopes: Iterable<AdminScope>): AdminScope[] {
  const set = new Set(scopes);
  return ADMIN_SCOPES.filter((scope) => set.has(scope));
}

/** Every scope a person holds, from Veld and from the provider. */
export function effectiveScopes(holding: Pick<ScopeHolding, "veld" | "provider">): AdminScope[] {
  return orderScopes([...holding.veld, ...holding.provider]);
}

/** The Veld grants after `action` of `scopes`: a grant adds, a revoke removes. */
export function nextVeldScopes(
  current: readonly AdminScope[],
  action: AccessAction,
  scopes: readonly AdminScope[],
): AdminScope[] {
  if (action === "grant") return orderScopes([...current, ...scopes]);
  const removed = new Set(scopes);
  return orderScopes(current.filter((scope) => !removed.has(scope)));
}

export interface AccessChange {
  added: AdminScope[];
  removed: AdminScope[];
}

/** What setting the Veld grants from `before` to `after` adds and removes. */
export function diffScopes(
  before: readonly AdminScope[],
  after: readonly AdminScope[],
): AccessChange {
  return {
    added: orderScopes(after.filter((scope) => !before.includes(scope))),
    removed: orderScopes(before.filter((scope) => !after.includes(scope))),
  };
}

export type LockoutCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether the Veld grants of `targetId` may become `after`, given everybody's holdings now and
 * who is acting. Refuses removing the actor's own last write:roles and leaving nobody with it.
 */
export function checkLockout(input: {
  actorId: string;
  targetId: string;
  after: readonly AdminScope[];
  holdings: readonly ScopeHolding[];
}): LockoutCheck {
  const target = input.holdings.find((h) => h.userId === input.targetId) ?? {
    userId: input.targetId,
    veld: [],
    provider: [],
  };
  const holdsAfter = effectiveScopes({ veld: input.after, provider: target.provider });
  const heldBefore = effectiveScopes(target);
  const losesRoles = heldBefore.includes("write:roles") && !holdsAfter.includes("write:roles");
  if (!losesRoles) return { ok: true };
  if (input.actorId === input.targetId) return { ok: false, message: SELF_LOCKOUT_MESSAGE };
  const othersHolding = input.holdings.some(
    (h) => h.userId !== input.targetId && effectiveScopes(h).includes("write:roles"),
  );
  return othersHolding ? { ok: true } : { ok: false, message: LAST_ROLES_HOLDER_MESSAGE };
}

/** spec §6 'User roles': the admin-side role of a person, or null for one who never had access. */
export function deriveAdminRole(
  scopes: readonly AdminScope[],
  wasGrantedInVeld: boolean,
): AdminRole | null {
  if (scopes.length > 0) return "ADMIN_USER";
  return wasGrantedInVeld ? "ADMIN_USER_REMOVED" : null;
}

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  ADMIN_USER: "Admin user",
  ADMIN_USER_REMOVED: "Admin access removed",
};

/** Whether `viewerScopes` may change access (write:roles); read:admin only reads. */
export function canChangeAccess(viewerScopes: readonly string[]): boolean {
  return viewerScopes.includes("write:roles");
}
