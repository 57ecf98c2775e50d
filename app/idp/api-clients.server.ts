// Machine-to-machine clients at the embedded provider (issue 19, decision 0112): the OAuth 2.0
// client credentials grant (RFC 6749 §4.4) for the integrations an admin registers in Veld
// (api_clients). oidc-provider finds a client it was not configured with through its adapter for
// the model "Client"; ApiClientAdapter answers it from api_clients, with the secret's hash as the
// client's secret, and compareClientSecret (patched in ./provider.server.ts) hashes what the
// client presents before comparing. The token then carries the client's admin scopes (a requested
// `scope` narrows them; one the client lacks is invalid_scope), Auth0's `gty` marker and the
// secret's version, which the /api/v2 caller check compares with the row: a rotation or a
// revocation ends every token issued before it.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { errors, type Adapter, type AdapterPayload, type KoaContextWithOIDC } from "oidc-provider";
import { findStandingApiClient, touchApiClient } from "~/models/api-clients.server";
import { isAdminScope, type AdminScope } from "~/shared/scopes";

/** Every API client's OAuth client_id starts so; Veld's own client (veld-web) never does. */
export const API_CLIENT_ID_PREFIX = "veld-api-";
/** What Auth0 puts in `gty` of a client credentials token; the API reads it to tell one. */
export const CLIENT_CREDENTIALS_GTY = "client-credentials";
/** The private claim (RFC 7519 §4.3) naming the version of the secret the token was issued to. */
export const SECRET_VERSION_CLAIM = "secret_version";
/** An API client's tokens live at most this long (or OIDC_ACCESS_TOKEN_TTL when shorter). */
export const API_CLIENT_TOKEN_TTL_SECONDS = 600;

const SECRET_PREFIX = "veld_cs_";
const HASH_PREFIX = "sha256:";

export function isApiClientId(clientId: unknown): clientId is string {
  return typeof clientId === "string" && clientId.startsWith(API_CLIENT_ID_PREFIX);
}

export function newApiClientId(): string {
  return `${API_CLIENT_ID_PREFIX}${randomBytes(12).toString("hex")}`;
}

/**
 * 256 random bits. A fast hash is enough for a secret of this strength (unlike a password, it
 * cannot be guessed from a list); the prefix lets secret scanners recognise a leaked one.
 */
export function newApiClientSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashApiClientSecret(secret: string): string {
  return `${HASH_PREFIX}${createHash("sha256").update(secret, "utf8").digest("hex")}`;
}

/** Whether `presented` is the secret whose hash is `storedHash`, in constant time. */
export function apiClientSecretMatches(storedHash: string, presented: unknown): boolean {
  if (typeof presented !== "string" || !storedHash.startsWith(HASH_PREFIX)) return false;
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashApiClientSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** oidc-provider's storage of the model "Client": the standing API clients, read-only. */
export class ApiClientAdapter implements Adapter {
  async find(id: string): Promise<AdapterPayload | undefined> {
    if (!isApiClientId(id)) return undefined;
    const row = await findStandingApiClient(id);
    if (!row) return undefined;
    return {
      client_id: row.clientId,
      client_secret: row.secretHash,
      client_name: row.name,
      grant_types: ["client_credentials"],
      response_types: [],
      redirect_uris: [],
      // RFC 6749 §2.3.1: HTTP Basic; oidc-provider takes client_secret_post as well.
      token_endpoint_auth_method: "client_secret_basic",
    };
  }
  // Clients are registered in Veld's admin pages (app/services/api-clients), never here: dynamic
  // registration is off, so oidc-provider does not write them.
  async upsert() {}
  async findByUid() {
    return undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume() {}
  async destroy() {}
  async revokeByGrantId() {}
}

/** The scopes a request's `scope` parameter names (RFC 6749 §3.3: space-delimited). */
function requestedScopes(ctx: KoaContextWithOIDC): string[] {
  const scope = ctx.oidc.params.scope;
  return typeof scope === "string" ? scope.split(" ").filter(Boolean) : [];
}

/**
 * The API's resource server as an API client sees it (resourceIndicators.getResourceServerInfo):
 * the client's scopes. At the token endpoint, RFC 6749 §3.3: no `scope` asks for all of them;
 * a scope the client was not given is refused with invalid_scope (oidc-provider would silently
 * drop it).
 */
export async function apiClientResourceScopes(
  ctx: KoaContextWithOIDC,
  clientId: string,
): Promise<AdminScope[]> {
  const row = await findStandingApiClient(clientId);
  if (!row) throw new errors.InvalidTarget();
  const scopes = row.scopes.filter(isAdminScope);
  if (ctx.oidc.route === "token" && ctx.oidc.params.grant_type === "client_credentials") {
    const asked = requestedScopes(ctx);
    const lacking = asked.find((scope) => !scopes.includes(scope as AdminScope));
    if (lacking !== undefined) {
      throw new errors.InvalidScope("requested scope is not granted to this client", lacking);
    }
    // oidc-provider reads the scopes after resolving the resource, from these parameters.
    if (asked.length === 0) ctx.oidc.params.scope = scopes.join(" ");
  }
  return scopes;
}

/**
 * The claims an API client's access token carries beyond oidc-provider's (extraTokenClaims): the
 * token's scopes as Auth0's `permissions` and `gty`, and the secret's version. The secret the
 * client authenticated with must still be the row's (a rotation may have committed meanwhile).
 */
export async function apiClientTokenClaims(
  ctx: KoaContextWithOIDC,
  token: { clientId?: string; scope?: string },
) {
  const row = token.clientId ? await findStandingApiClient(token.clientId) : undefined;
  if (!row || row.secretHash !== ctx.oidc.client?.clientSecret) {
    throw new errors.InvalidClientAuth("the client was revoked or its secret rotated");
  }
  await touchApiClient(row.id);
  const scopes = (token.scope ?? "").split(" ").filter(isAdminScope);
  return {
    gty: CLIENT_CREDENTIALS_GTY,
    permissions: row.scopes.filter((scope) => scopes.includes(scope)),
    [SECRET_VERSION_CLAIM]: row.secretVersion,
  };
}
