// Who is calling /api/v2 (spec §7 'Each carries an Authorization bearer header'; decision 0053).
// The bearer token is the identity provider's JWT access token, checked with jose against the
// provider's keys: RS256, issuer, audience (the API), expiry with the spec's 60 s leeway. A token
// of the embedded provider must also still have its grant: signing out or a revocation ends it
// (decision 0063). A token of the client credentials grant (an integration's API client,
// decision 0112) makes the client the caller: no Veld user, exactly the client's admin scopes.
// Every refusal is the envelope of ./envelope.ts.
import { errors, jwtVerify, type JWTPayload } from "jose";
import { isAccessTokenGrantActive } from "~/idp/access-tokens.server";
import { findAccountById } from "~/idp/accounts.server";
import { CLIENT_CREDENTIALS_GTY, SECRET_VERSION_CLAIM } from "~/idp/api-clients.server";
import { listGrantedScopes } from "~/models/admin-grants.server";
import { findStandingApiClient, touchApiClient } from "~/models/api-clients.server";
import { findMembershipRole } from "~/models/memberships.server";
import { findUserBySubject } from "~/models/profiles.server";
import { getEnv, type Env } from "~/env.server";
import { TOKEN_LEEWAY_SECONDS } from "~/services/auth/id-token.server";
import { oidcClient } from "~/services/auth/oidc.server";
import {
  mergePermissions,
  permissionFlags,
  type PermissionFlags,
} from "~/services/auth/permissions";
import type { Actor } from "~/services/kit/actor";
import type { MemberRole } from "~/shared/roles";
import { oneLine } from "~/shared/text";
import type { AdminScope } from "~/shared/scopes";
import { apiError } from "./envelope";

export interface ApiUser {
  id: string;
  email: string;
  name: string | null;
  surname: string | null;
}

/**
 * An integration calling with a client credentials token: registered in Veld (`id`, the
 * api_clients row, with the embedded provider) or at an external provider (`id` null).
 */
export interface ApiClientCaller {
  id: string | null;
  clientId: string;
  name: string;
}

/**
 * Who is calling the API: the token's subject and, once signed up, their Veld profile; or an API
 * client (`client`), which has no profile, e-mail or organisation.
 */
export interface ApiCaller {
  subject: string;
  email: string | null;
  user: ApiUser | null;
  permissions: AdminScope[];
  flags: PermissionFlags;
  client?: ApiClientCaller | null;
}

/** The answer to an API client calling what only a person may call (decision 0112). */
export const API_CLIENT_REFUSED =
  "An API client cannot call this: it needs a person signed up to Veld. API clients call the admin API with their scopes.";

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
 * Whether the token comes from the provider embedded in this process, whose grant store can be
 * read here. The signature check pins the issuer to the discovered one, which with the embedded
 * provider is always env.issuer; any other issuer is an external provider's.
 */
function isIssuedHere(payload: JWTPayload, env: Env): boolean {
  return env.embeddedIdentityProvider && payload.iss === env.issuer;
}

/** The token's `permissions` claim, its strings only. */
function readPermissionsClaim(payload: JWTPayload): string[] {
  return Array.isArray(payload.permissions)
    ? payload.permissions.filter((p): p is string => typeof p === "string")
    : [];
}

/** Whether the token was issued by the client credentials grant (Auth0's `gty`, decision 0112). */
function isClientCredentialsToken(payload: JWTPayload): boolean {
  return payload.gty === CLIENT_CREDENTIALS_GTY;
}

/** The admin scopes of the token's space-delimited `scope` claim (RFC 8693 §4.2). */
function readScopeClaim(payload: JWTPayload): string[] {
  return typeof payload.scope === "string" ? payload.scope.split(" ") : [];
}

/**
 * The caller of a client credentials token. The embedded provider's: the client must still stand
 * in api_clients with the secret the token was issued to (a revocation or a rotation ends its
 * tokens at once), and its scopes are the token's, within the client's scopes now. An external
 * provider's (Auth0 M2M): its `permissions` and `scope` claims, named by `azp`/`client_id`.
 */
async function clientCaller(payload: JWTPayload, isEmbedded: boolean): Promise<ApiCaller> {
  const clientId = String(payload.client_id ?? payload.azp ?? payload.sub);
  const tokenScopes = [...readPermissionsClaim(payload), ...readScopeClaim(payload)];
  let client: ApiClientCaller;
  let permissions: AdminScope[];
  if (isEmbedded) {
    const row = await findStandingApiClient(clientId);
    if (!row || payload[SECRET_VERSION_CLAIM] !== row.secretVersion) {
      throw unauthorized("The access token has been revoked. Ask for a new one.", true);
    }
    await touchApiClient(row.id);
    client = { id: row.id, clientId, name: row.name };
    permissions = mergePermissions(row.scopes.filter((scope) => tokenScopes.includes(scope)));
  } else {
    client = { id: null, clientId, name: clientId };
    permissions = mergePermissions(tokenScopes);
  }
  return {
    subject: String(payload.sub),
    email: null,
    user: null,
    permissions,
    flags: permissionFlags(permissions),
    client,
  };
}

/**
 * The /api/v2 calls about the caller's own account (/user/…): a person's only. Other calls refuse
 * an API client where they need a person (requireSignedUp, requireApiMembership).
 */
function isPersonalCall(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/v2/user/");
}

/**
 * The caller of an /api/v2 request. Throws a 401 for a missing, expired, forged or revoked token
 * (spec §4: 'A 401 clears the user and logs out').
 */
export async function requireApiCaller(request: Request): Promise<ApiCaller> {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    throw unauthorized("An Authorization: Bearer access token is required.", header !== "");
  }
  const client = await oidcClient();
  const env = getEnv();
  const audience = env.audience;
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
  const isEmbedded = isIssuedHere(payload, env);
  if (isClientCredentialsToken(payload)) {
    const caller = await clientCaller(payload, isEmbedded);
    if (isPersonalCall(request)) throw apiError(403, API_CLIENT_REFUSED);
    return caller;
  }
  // A JWT stays verifiable until `exp` whatever happens meanwhile; the embedded provider's grant
  // store says whether the person signed out (RFC 7009 §2.1: revoking the refresh token ends the
  // grant) or the grant was revoked. An external provider's tokens stand until `exp`: keep their
  // lifetime short there (decision 0063).
  if (isEmbedded && !(await isAccessTokenGrantActive(payload))) {
    throw unauthorized("The access token has been revoked. Sign in again.", true);
  }
  // The embedded provider copies the person's permissions into the token when it issues it; read
  // them afresh instead, so a permission or grant removed since is gone at once (decision 0053).
  // An external provider's claim is its own RBAC, which only it knows.
  const tokenPermissions = isEmbedded
    ? ((await findAccountById(subject))?.permissions ?? [])
    : readPermissionsClaim(payload);
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
  if (caller.client) throw apiError(403, API_CLIENT_REFUSED);
  if (!caller.user) throw apiError(404, "User not found");
  return { ...caller, user: caller.user };
}

/** The caller of `request`, who must have signed up. */
export async function requireApiUser(request: Request): Promise<ApiSignedUpCaller> {
  return requireSignedUp(await requireApiCaller(request));
}

/** The 403 of a caller without the scope a route or method needs. */
export const NO_PERMISSION = "You do not have permission to do this.";

/** The caller holding `scope`; 403 otherwise. */
export async function requireApiPermission(request: Request, scope: AdminScope) {
  return requireScope(await requireApiCaller(request), scope);
}

/** `caller`, if they hold one of `scopes`; 403 otherwise. */
export function requireScope<Caller extends ApiCaller>(
  caller: Caller,
  ...scopes: [AdminScope, ...AdminScope[]]
): Caller {
  if (!scopes.some((scope) => caller.permissions.includes(scope))) {
    throw apiError(403, NO_PERMISSION);
  }
  return caller;
}

/**
 * The guard of a staff route: the caller may read it with read:admin or with the scope that
 * writes it (`writer`, write:admin unless the route's writes need another), which implies reading.
 * A method that writes checks its scope again with requireScope.
 */
export async function requireApiStaff(request: Request, writer: AdminScope = "write:admin") {
  return requireScope(await requireApiCaller(request), "read:admin", writer);
}

/**
 * The caller's role in `organisationId`; another organisation's id, an unknown one or one that
 * is not a UUID is a 404, never a 403, so ids cannot be probed.
 */
export async function requireApiMembership(caller: ApiCaller, organisationId: string) {
  if (caller.client) throw apiError(403, API_CLIENT_REFUSED);
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

/** How the audit log names an API client (decision 0112). */
export function apiClientLabel(client: ApiClientCaller): string {
  return client.id ? `API client ${client.name} (${client.clientId})` : `API client ${client.name}`;
}

/** Who to record in the audit log for a change made through the API. */
export function auditActor(caller: ApiCaller, requestId: string | null | undefined) {
  return {
    userId: caller.user?.id ?? null,
    label: caller.client ? apiClientLabel(caller.client) : (caller.email ?? caller.subject),
    requestId: requestId ?? null,
  };
}

/** Who to record for a signed-up member's change: their Veld name on one line, else their e-mail. */
export function apiActor(caller: ApiSignedUpCaller, requestId: string | null | undefined): Actor {
  const { user } = caller;
  // One line, as actorOf's (decision 0118).
  const name = oneLine([user.name, user.surname].filter(Boolean).join(" "));
  return { userId: user.id, label: name || user.email, requestId };
}
