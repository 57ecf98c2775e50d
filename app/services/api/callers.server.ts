// Who is calling /api/v2 (spec §7 'Each carries an Authorization bearer header'; decision 0053).
// The bearer token is the identity provider's JWT access token, checked with jose against the
// provider's keys: RS256, issuer, audience (the API), expiry with the spec's 60 s leeway.
// Every refusal is the envelope of ./envelope.ts.
import { errors, jwtVerify } from "jose";
import { listGrantedScopes } from "~/models/admin-grants.server";
import { findMembershipRole } from "~/models/memberships.server";
import { findUserBySubject } from "~/models/profiles.server";
import { getEnv } from "~/env.server";
import { TOKEN_LEEWAY_SECONDS } from "~/services/auth/id-token.server";
import { oidcClient } from "~/services/auth/oidc.server";
import {
  mergePermissions,
  permissionFlags,
  type PermissionFlags,
} from "~/services/auth/permissions";
import type { MemberRole } from "~/shared/roles";
import type { AdminScope } from "~/shared/scopes";
import { apiError } from "./envelope";

export interface ApiUser {
  id: string;
  email: string;
  name: string | null;
  surname: string | null;
}

/** Who is calling the API: the token's subject and, once signed up, their Veld profile. */
export interface ApiCaller {
  subject: string;
  email: string | null;
  user: ApiUser | null;
  permissions: AdminScope[];
  flags: PermissionFlags;
}

/** A caller who has signed up. */
export type ApiSignedUpCaller = ApiCaller & { user: ApiUser };

/** A signed-up caller who is a member of the organisation the URL names. */
export type ApiMember = ApiSignedUpCaller & { organisationId: string; role: MemberRole };

// RFC 6750 §3: a 401 names the scheme, and says why when a token was sent.
function unauthorized(message: string, tokenSent: boolean): Response {
  const challenge = tokenSent ? 'Bearer error="invalid_token"' : "Bearer";
  return apiError(401, message, undefined, { "WWW-Authenticate": challenge });
}

/**
 * The caller of an /api/v2 request. Throws a 401 for a missing, expired or forged token (spec §4:
 * 'A 401 clears the user and logs out').
 */
export async function requireApiCaller(request: Request): Promise<ApiCaller> {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    throw unauthorized("An Authorization: Bearer access token is required.", header !== "");
  }
  const client = await oidcClient();
  const audience = getEnv().audience;
  let payload;
  try {
    ({ payload } = await jwtVerify(match[1]!, client.keys, {
      issuer: client.metadata.issuer,
      ...(audience ? { audience } : {}),
      algorithms: ["RS256"],
      clockTolerance: TOKEN_LEEWAY_SECONDS,
      requiredClaims: ["sub", "exp"],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw unauthorized("The access token has expired.", true);
    throw unauthorized("The access token is not valid.", true);
  }
  const subject = String(payload.sub);
  const tokenPermissions = Array.isArray(payload.permissions)
    ? payload.permissions.filter((p): p is string => typeof p === "string")
    : [];
  const row = await findUserBySubject(subject);
  const user = row ? { id: row.id, email: row.email, name: row.name, surname: row.surname } : null;
  const permissions = mergePermissions(
    tokenPermissions,
    user ? await listGrantedScopes(user.id) : [],
  );
  const email = typeof payload.email === "string" ? payload.email : (user?.email ?? null);
  return { subject, email, user, permissions, flags: permissionFlags(permissions) };
}

/** The caller, who must have signed up (404 'User not found' otherwise, spec §8). */
export function requireSignedUp(caller: ApiCaller): ApiSignedUpCaller {
  if (!caller.user) throw apiError(404, "User not found");
  return { ...caller, user: caller.user };
}

/** The caller of `request`, who must have signed up. */
export async function requireApiUser(request: Request): Promise<ApiSignedUpCaller> {
  return requireSignedUp(await requireApiCaller(request));
}

/** The caller holding `scope`; 403 otherwise. */
export async function requireApiPermission(request: Request, scope: AdminScope) {
  const caller = await requireApiCaller(request);
  if (!caller.permissions.includes(scope)) {
    throw apiError(403, "You do not have permission to do this.");
  }
  return caller;
}

/**
 * The caller's role in `organisationId`; another organisation's id, an unknown one or one that
 * is not a UUID is a 404, never a 403, so ids cannot be probed (conventions.md 'Organisation
 * scoping').
 */
export async function requireApiMembership(caller: ApiCaller, organisationId: string) {
  const role = caller.user ? await findMembershipRole(caller.user.id, organisationId) : null;
  if (!role) throw apiError(404, "Organisation not found");
  return { role };
}

/** The signed-up caller of `request` as a member of `organisationId` (404 otherwise). */
export async function requireApiMember(
  request: Request,
  organisationId: string,
): Promise<ApiMember> {
  const caller = await requireApiUser(request);
  const { role } = await requireApiMembership(caller, organisationId);
  return { ...caller, organisationId, role };
}

/** Who to record in the audit log for a change made through the API. */
export function auditActor(caller: ApiCaller, requestId: string | null | undefined) {
  return {
    userId: caller.user?.id ?? null,
    label: caller.email ?? caller.subject,
    requestId: requestId ?? null,
  };
}
