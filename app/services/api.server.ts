// The /api/v2 resource routes (spec §7 'All product calls go to the base path /api/v2. Each
// carries an Authorization bearer header, a JSON body, and no-cache headers').
// A bearer token is the identity provider's JWT access token, checked with jose against the
// provider's keys: RS256, issuer, audience (the API), expiry with the 60 s leeway.
// Page loaders never call these routes; both call the same services in-process.
import { and, eq } from "drizzle-orm";
import { errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { db } from "~/db/client.server";
import { adminGrants, memberships, users } from "~/db/schema";
import { getEnv } from "~/env.server";
import { TOKEN_LEEWAY_SECONDS } from "~/services/auth/id-token.server";
import { oidcClient } from "~/services/auth/oidc.server";
import {
  mergePermissions,
  permissionFlags,
  type AdminScope,
  type PermissionFlags,
} from "~/services/permissions";

/** Who is calling the API: the token's subject and, once signed up, their Veld profile. */
export interface ApiCaller {
  subject: string;
  email: string | null;
  user: { id: string; email: string; name: string | null; surname: string | null } | null;
  permissions: AdminScope[];
  flags: PermissionFlags;
}

export const NO_CACHE_HEADERS = {
  "Cache-Control": "no-store, no-cache, must-revalidate",
  Pragma: "no-cache",
} as const;

/** A JSON answer with the API's no-cache headers. */
export function apiJson(body: unknown, init: number | ResponseInit = 200): Response {
  const status = typeof init === "number" ? init : (init.status ?? 200);
  const headers = new Headers(typeof init === "number" ? undefined : init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  for (const [k, v] of Object.entries(NO_CACHE_HEADERS)) headers.set(k, v);
  return new Response(JSON.stringify(body), { status, headers });
}

/** An error answer: `{ message, errors? }` with the status; thrown from loaders and actions. */
export function apiError(status: number, message: string, fieldErrors?: Record<string, string>) {
  return apiJson({ message, ...(fieldErrors ? { errors: fieldErrors } : {}) }, status);
}

/** 204 No Content (spec §7: 'A 204 response means empty'). */
export function apiNoContent(): Response {
  return new Response(null, { status: 204, headers: NO_CACHE_HEADERS });
}

interface Verifier {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string | undefined;
}

let verifierForTests: Verifier | undefined;

/** For tests: check tokens against these keys instead of the identity provider's. */
export function setApiVerifierForTests(verifier: Verifier | undefined) {
  verifierForTests = verifier;
}

async function verifier(): Promise<Verifier> {
  if (verifierForTests) return verifierForTests;
  const env = getEnv();
  const client = await oidcClient();
  return { keys: client.keys, issuer: client.metadata.issuer, audience: env.audience };
}

function unauthorized(message: string): Response {
  return apiJson(
    { message },
    { status: 401, headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' } },
  );
}

/**
 * The caller of an /api/v2 request. Throws a 401 JSON Response for a missing, expired or
 * forged token (spec §4: 'A 401 clears the user and logs out').
 */
export async function requireApiCaller(request: Request): Promise<ApiCaller> {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized("An Authorization: Bearer access token is required.");
  const { keys, issuer, audience } = await verifier();
  let payload;
  try {
    ({ payload } = await jwtVerify(match[1]!, keys, {
      issuer,
      ...(audience ? { audience } : {}),
      algorithms: ["RS256"],
      clockTolerance: TOKEN_LEEWAY_SECONDS,
      requiredClaims: ["sub", "exp"],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized("The access token has expired.");
    throw unauthorized("The access token is not valid.");
  }
  const subject = String(payload.sub);
  const tokenPermissions = Array.isArray(payload.permissions)
    ? payload.permissions.filter((p): p is string => typeof p === "string")
    : [];
  const [user] = await db()
    .select({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.subject, subject));
  const grants = user
    ? await db()
        .select({ scope: adminGrants.scope })
        .from(adminGrants)
        .where(eq(adminGrants.userId, user.id))
    : [];
  const permissions = mergePermissions(
    tokenPermissions,
    grants.map((g) => g.scope),
  );
  const email = typeof payload.email === "string" ? payload.email : (user?.email ?? null);
  return { subject, email, user: user ?? null, permissions, flags: permissionFlags(permissions) };
}

/** The caller, who must have signed up (404 'User not found' otherwise, spec §8). */
export async function requireApiUser(request: Request) {
  const caller = await requireApiCaller(request);
  if (!caller.user) throw apiError(404, "User not found");
  return { ...caller, user: caller.user };
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
 * The organisation `organisationId` if the caller is a member of it; another organisation's
 * id is a 404, not a 403, so ids cannot be probed (conventions.md 'Organisation scoping').
 */
export async function requireApiMembership(caller: ApiCaller, organisationId: string) {
  if (!caller.user || !/^[0-9a-f-]{36}$/i.test(organisationId)) {
    throw apiError(404, "Organisation not found");
  }
  const [membership] = await db()
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.userId, caller.user.id), eq(memberships.organisationId, organisationId)),
    );
  if (!membership) throw apiError(404, "Organisation not found");
  return membership;
}

/** Reads a JSON body; a body that is not JSON is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw apiError(400, "The request body must be JSON.");
  }
}
