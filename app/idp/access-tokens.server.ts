// The embedded provider's access tokens beyond what oidc-provider puts in them (decision 0063):
// the `permissions` claim, and whether a token still stands after sign-out or revocation.
//
// oidc-provider issues JWT access tokens without storing them (lib/models/base_model.js: a
// structured token has no payload to save), so a JWT cannot be revoked by itself and stays
// verifiable until `exp`. What is stored is its grant: revoking the refresh token (Veld's sign-out,
// RFC 7009 §2.1), a password reset and the grant's expiry all delete that row. The token carries
// its grant's id, and whoever accepts the token (the /api/v2 caller check, the userinfo endpoint)
// asks here, in-process, whether that grant still exists.
import type { Adapter } from "oidc-provider";
import { listGrantedScopesOfSubject } from "~/models/admin-grants.server";
import { findAccountById } from "./accounts.server";
import { DatabaseAdapter } from "./adapter.server";

/**
 * The claim holding the id of the grant an access token was issued under. A private claim name
 * (RFC 7519 §4.3): RFC 9068 §2.2 registers none for it, and `sid` names the browser session at the
 * provider, which a sign-out does not end for offline grants (decision 0003).
 */
export const GRANT_ID_CLAIM = "grant_id";

/**
 * How long a grant found standing is believed without asking the database again. A revoked token
 * is refused at most this long after its grant went (in this process at once: see forgetGrant).
 */
export const ACTIVE_GRANT_CACHE_MS = 5_000;

/** Bounds the cache: it is emptied rather than allowed to grow past this many grants. */
const ACTIVE_GRANT_CACHE_SIZE = 10_000;

interface CachedGrant {
  subject: string;
  clientId: string;
  until: number;
}

const activeGrants = new Map<string, CachedGrant>();
let grantStore: Adapter | undefined;

function grants(): Adapter {
  grantStore ??= new DatabaseAdapter("Grant");
  return grantStore;
}

/**
 * The `permissions` claim of an access token for `accountId`, as Auth0's RBAC would give it: the
 * account's own permissions (idp_accounts.permissions) and the admin scopes Veld grants the person
 * who signed up with it (admin_grants, spec §6 'Admin permission scopes').
 */
export async function listAccessTokenPermissions(accountId: string): Promise<string[]> {
  const account = await findAccountById(accountId);
  const granted = await listGrantedScopesOfSubject(accountId);
  return [...new Set([...(account?.permissions ?? []), ...granted])];
}

/**
 * Whether the access token whose verified claims are `claims` was issued under a grant that still
 * stands, for the same account and client. A token without the grant claim (issued before it was
 * added, or not by this provider) does not stand.
 */
export async function isAccessTokenGrantActive(claims: Record<string, unknown>): Promise<boolean> {
  const grantId = claims[GRANT_ID_CLAIM];
  const subject = claims.sub;
  const clientId = claims.client_id;
  if (typeof grantId !== "string" || typeof subject !== "string" || typeof clientId !== "string") {
    return false;
  }
  const cached = activeGrants.get(grantId);
  if (
    cached &&
    cached.until > Date.now() &&
    cached.subject === subject &&
    cached.clientId === clientId
  ) {
    return true;
  }
  // The adapter reads only rows that have not expired (TTL.grant), with the database's clock.
  const grant = await grants().find(grantId);
  const isActive = grant?.accountId === subject && grant?.clientId === clientId;
  if (!isActive) {
    activeGrants.delete(grantId);
    return false;
  }
  if (activeGrants.size >= ACTIVE_GRANT_CACHE_SIZE) activeGrants.clear();
  activeGrants.set(grantId, { subject, clientId, until: Date.now() + ACTIVE_GRANT_CACHE_MS });
  return true;
}

/** Forgets a grant this process believed standing (oidc-provider's `grant.revoked` event). */
export function forgetGrant(grantId: string) {
  activeGrants.delete(grantId);
}

/** Forgets every grant of one account this process believed standing (sign-out everywhere). */
export function forgetGrantsOfAccount(accountId: string) {
  for (const [grantId, grant] of activeGrants) {
    if (grant.subject === accountId) activeGrants.delete(grantId);
  }
}
