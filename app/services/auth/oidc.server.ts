// Veld's OpenID Connect client: remix-auth + remix-auth-oauth2 (authorization code with PKCE),
// plus what OIDC adds on top of OAuth 2.0: a nonce bound to the state, and the ID token checks
// of spec §5. Works against any provider (Auth0, Keycloak, …) or the embedded one at /oidc.
// Decision 0062: the issuer of the authorization response (RFC 9207), ID tokens that come with a
// refresh (OpenID Connect Core §12.2), token requests within spec §9's timeout and attempts.
import { createHmac } from "node:crypto";
import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { getEnv, type Env } from "~/env.server";
import { embeddedClient } from "~/idp/index.server";
import { logger } from "~/logger.server";
import { getOrCreateSecret } from "~/models/secrets.server";
import { readQuery } from "~/services/kit/query";
import { checkAuthorizationResponseIssuer } from "./authorization-response";
import { authorizationResponseQuery } from "./queries";
import {
  IdTokenError,
  verifyAccessTokenPermissions,
  verifyIdToken,
  verifyRefreshedIdToken,
} from "./id-token.server";
import type { RefreshingSession, TokenSet } from "./session.server";
import {
  fetchWithAttempts,
  HTTP_TIMEOUT_MS,
  requestTokens,
  type TokenClient,
  type TokenResponse,
} from "./token-requests.server";

/** spec §9: default scope 'openid profile email', and refresh tokens are used. */
export const SCOPES = ["openid", "profile", "email", "offline_access"];
/**
 * The login transaction's cookies. remix-auth-oauth2 names each `veld_oauth:<uuid>` (one per
 * sign-in started, so several tabs can sign in at once) and reads every cookie whose name starts
 * with `veld_oauth`.
 */
export const TRANSACTION_COOKIE = "veld_oauth";

/** spec §9: the transaction cookie lasts 1 day. */
const TRANSACTION_MAX_AGE = 24 * 60 * 60;

export interface SignedIn {
  subject: string;
  email: string;
  displayName: string | null;
  tokens: TokenSet;
}

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
  /** RFC 9207 §3: the provider names itself (`iss`) in every authorization response. */
  authorization_response_iss_parameter_supported?: boolean;
}

export interface OidcClient {
  authenticator: Authenticator<SignedIn>;
  strategy: VeldStrategy;
  metadata: ProviderMetadata;
  clientId: string;
  keys: JWTVerifyGetKey;
  refresh(refreshToken: string, session: RefreshingSession): Promise<TokenSet>;
}

/** The nonce is derived from the state with a server secret, so it needs no storage of its own. */
export function nonceForState(state: string, key: string) {
  return createHmac("sha256", key).update(`nonce:${state}`).digest("base64url");
}

interface VeldStrategyOptions {
  nonceKey: string;
  metadata: ProviderMetadata;
  /** RFC 8707 `resource` (Veld's API), for standard providers. */
  resource: string | undefined;
  /** Auth0's `organization` authorization parameter (OIDC_ORGANIZATION). */
  organization: string | undefined;
}

class VeldStrategy extends OAuth2Strategy<SignedIn> {
  override name = "oidc";
  private readonly tokenClient: TokenClient;
  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    verify: ConstructorParameters<typeof OAuth2Strategy<SignedIn>>[1],
    private readonly veld: VeldStrategyOptions,
  ) {
    super(options, verify);
    this.tokenClient = {
      tokenEndpoint: options.tokenEndpoint.toString(),
      clientId: options.clientId,
      clientSecret: options.clientSecret,
    };
  }

  override async authenticate(request: Request): Promise<SignedIn> {
    // A request with a state is the provider's answer (the library tells them apart the same
    // way): its issuer is checked before anything in it is used, errors included (RFC 9207 §2.4).
    // The check reads every `iss` exactly as sent, blank and repeated ones included (a query
    // schema's list drops blanks, which RFC 9207 §2.4 must refuse), so it takes the raw query;
    // it compares them and stores nothing (decision 0116's one exception).
    if (readQuery(request, authorizationResponseQuery).state !== undefined) {
      // eslint-disable-next-line no-restricted-syntax
      checkAuthorizationResponseIssuer(new URL(request.url).searchParams, this.veld.metadata);
    }
    return super.authenticate(request);
  }

  protected override authorizationParams(params: URLSearchParams): URLSearchParams {
    const result = new URLSearchParams(params);
    result.set("nonce", nonceForState(params.get("state") ?? "", this.veld.nonceKey));
    // RFC 8707 `resource` for standard providers; `audience` (Auth0's way) is added by the base class.
    if (this.veld.resource) result.set("resource", this.veld.resource);
    // Hosted providers (Auth0 Organizations) take the organisation to sign in to here, and name
    // it in the ID token, where verifyIdToken checks it (spec §5).
    if (this.veld.organization) result.set("organization", this.veld.organization);
    return result;
  }

  // Both token requests go through token-requests.server.ts (spec §9: a 10 s timeout per attempt,
  // up to 3 attempts), in the shape arctic sends them.
  protected override validateAuthorizationCode(code: string, codeVerifier: string) {
    const { redirectURI } = this.options;
    return requestTokens(this.tokenClient, {
      grant_type: "authorization_code",
      code,
      ...(redirectURI === null ? {} : { redirect_uri: redirectURI.toString() }),
      code_verifier: codeVerifier,
    });
  }

  override refreshToken(refreshToken: string) {
    // The scopes again, as arctic sends them (decision 0003: the embedded provider expects them).
    return requestTokens(this.tokenClient, {
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      scope: SCOPES.join(" "),
    });
  }
}

const REQUIRED_METADATA = ["issuer", "authorization_endpoint", "token_endpoint", "jwks_uri"];
const withoutTrailingSlash = (url: string) => url.replace(/\/$/, "");

/**
 * The provider's discovery document (OpenID Connect Discovery 1.0 §4), within spec §9's timeout
 * and attempts. A failure is not remembered: oidcClient() discovers again on the next sign-in.
 */
async function discover(issuer: string): Promise<ProviderMetadata> {
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  const response = await fetchWithAttempts(url, { headers: { Accept: "application/json" } });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(
      `The identity provider's discovery document at ${url} answered ${response.status}`,
    );
  }
  const metadata = (await response.json()) as Record<string, unknown>;
  const missing = REQUIRED_METADATA.filter((field) => typeof metadata[field] !== "string");
  if (missing.length) {
    throw new Error(`The discovery document at ${url} lacks ${missing.join(", ")}`);
  }
  // Discovery §4.3: the document is the configured issuer's own. A trailing slash is forgiven
  // (OIDC_ISSUER is typed by hand; Auth0's issuer ends with one); ID tokens and RFC 9207's `iss`
  // are then compared exactly with the issuer the document names.
  if (withoutTrailingSlash(String(metadata.issuer)) !== withoutTrailingSlash(issuer)) {
    throw new Error(
      `The discovery document at ${url} names the issuer ${String(metadata.issuer)}, not ${issuer}`,
    );
  }
  return metadata as unknown as ProviderMetadata;
}

async function tokenSetFrom(
  tokens: Pick<
    TokenResponse,
    "accessToken" | "hasRefreshToken" | "refreshToken" | "accessTokenExpiresAt"
  > & { data: object },
  keys: JWTVerifyGetKey,
  metadata: ProviderMetadata,
): Promise<TokenSet> {
  const env = getEnv();
  const accessToken = tokens.accessToken();
  let permissions: string[] = [];
  // An access token for Veld's API is a JWT carrying `permissions`; an opaque one carries none.
  if (env.audience && accessToken.split(".").length === 3) {
    permissions = await verifyAccessTokenPermissions(accessToken, keys, {
      issuer: metadata.issuer,
      audience: env.audience,
    });
  }
  const data = tokens.data as { id_token?: unknown; expires_in?: unknown };
  return {
    accessToken,
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    idToken: typeof data.id_token === "string" ? data.id_token : null,
    accessTokenExpiresAt:
      typeof data.expires_in === "number"
        ? tokens.accessTokenExpiresAt()
        : new Date(Date.now() + 3600_000),
    permissions,
  };
}

async function createClient(): Promise<OidcClient> {
  const env = getEnv();
  const { clientId, clientSecret } = env.embeddedIdentityProvider
    ? await embeddedClient()
    : { clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET! };
  const metadata = await discover(env.issuer);
  const keys = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS });
  const nonceKey = env.SESSION_SECRET ?? (await getOrCreateSecret("session-secret"));

  const strategy = new VeldStrategy(
    {
      clientId,
      clientSecret,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      tokenRevocationEndpoint: metadata.revocation_endpoint,
      redirectURI: `${env.APP_URL}/auth/callback`,
      scopes: SCOPES,
      audience: env.audience,
      cookie: {
        name: TRANSACTION_COOKIE,
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        maxAge: TRANSACTION_MAX_AGE,
        ...(env.isProduction ? { secure: true as const } : {}),
      },
    },
    async ({ request, tokens }) => {
      const state = readQuery(request, authorizationResponseQuery).state ?? "";
      const { id_token: idToken } = tokens.data as { id_token?: unknown };
      // OpenID Connect Core §3.1.3.3: a successful token response carries an ID token.
      if (typeof idToken !== "string") {
        throw new IdTokenError("The token response carries no ID token");
      }
      const claims = await verifyIdToken(idToken, keys, {
        issuer: metadata.issuer,
        clientId,
        nonce: nonceForState(state, nonceKey),
        organization: env.OIDC_ORGANIZATION,
      });
      const tokenSet = await tokenSetFrom(tokens, keys, metadata);
      const name =
        [claims.given_name, claims.family_name].filter(Boolean).join(" ") || claims.name || null;
      return {
        subject: claims.sub,
        email: claims.email ?? "",
        displayName: name,
        tokens: { ...tokenSet, idToken },
      };
    },
    {
      nonceKey,
      metadata,
      resource: env.audience,
      organization: env.OIDC_ORGANIZATION,
    },
  );

  const authenticator = new Authenticator<SignedIn>();
  authenticator.use(strategy, "oidc");

  return {
    authenticator,
    strategy,
    metadata,
    clientId,
    keys,
    async refresh(refreshToken, session) {
      const tokens = await strategy.refreshToken(refreshToken);
      const { id_token: idToken } = tokens.data;
      // OpenID Connect Core §12.2: an ID token that comes with a refresh is checked as at sign-in
      // (but the nonce) and must be about the same sign-in. One that fails ends the session (the
      // caller logs the person out, spec §8): the access token of the same answer is not trusted
      // either. A refresh without an ID token keeps the one stored.
      if (typeof idToken === "string") {
        try {
          await verifyRefreshedIdToken(idToken, keys, {
            issuer: metadata.issuer,
            clientId,
            organization: env.OIDC_ORGANIZATION,
            subject: session.subject,
            previousIdToken: session.idToken,
          });
        } catch (error) {
          if (tokens.hasRefreshToken()) revokeQuietly(strategy, metadata, tokens.refreshToken());
          throw error;
        }
      }
      return tokenSetFrom(tokens, keys, metadata);
    },
  };
}

/**
 * RFC 7009: a refresh token Veld will never use is revoked, so it does not stay alive at the
 * provider for the rest of its lifetime. Best effort, in the background: the person is already
 * being signed out.
 */
function revokeQuietly(strategy: VeldStrategy, metadata: ProviderMetadata, token: string) {
  if (!metadata.revocation_endpoint) return;
  strategy.revokeToken(token).catch((error: unknown) => {
    logger().warn({ err: error }, "could not revoke a refused refresh's refresh token");
  });
}

// One client per configuration (issuer, client id, audience come from it).
const clients = new WeakMap<Env, Promise<OidcClient>>();

/**
 * Makes `client` the one the current configuration uses, in place of discovering the provider:
 * for tests that stand in for the provider (tests/support/api-tokens.ts). A new configuration
 * (loadEnv, once per test file) starts without it.
 */
export function useOidcClient(client: OidcClient) {
  clients.set(getEnv(), Promise.resolve(client));
}

/** The client, created on first use (discovery needs the provider, which may be this server). */
export function oidcClient(): Promise<OidcClient> {
  const env = getEnv();
  let client = clients.get(env);
  if (!client) {
    client = createClient();
    // A failed discovery is forgotten, so the next sign-in tries the provider again.
    client.catch(() => clients.delete(env));
    clients.set(env, client);
  }
  return client;
}

/** The provider's sign-out URL (RP-initiated logout), or null when it has none. */
export async function endSessionUrl(idToken: string | null): Promise<string | null> {
  const { metadata, clientId } = await oidcClient();
  if (!metadata.end_session_endpoint) return null;
  const url = new URL(metadata.end_session_endpoint);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("post_logout_redirect_uri", `${getEnv().APP_URL}/`);
  return url.toString();
}
