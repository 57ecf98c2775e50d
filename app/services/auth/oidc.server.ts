// Veld's OpenID Connect client: remix-auth + remix-auth-oauth2 (authorization code with PKCE),
// plus what OIDC adds on top of OAuth 2.0: a nonce bound to the state, and the ID token checks
// of spec §5. Works against any provider (Auth0, Keycloak, …) or the embedded one at /oidc.
import { createHmac } from "node:crypto";
import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { getEnv, type Env } from "~/env.server";
import { embeddedClient } from "~/idp/index.server";
import { getOrCreateSecret } from "~/server/secrets.server";
import { verifyAccessTokenPermissions, verifyIdToken } from "./id-token.server";
import type { TokenSet } from "./session.server";

/** spec §9: default scope 'openid profile email', and refresh tokens are used. */
export const SCOPES = ["openid", "profile", "email", "offline_access"];
/** spec §9: the default HTTP timeout is 10 s; token requests are attempted up to 3 times. */
export const HTTP_TIMEOUT_MS = 10_000;
export const TOKEN_ATTEMPTS = 3;
/** The login transaction's cookies: `veld_oauth:<id>`, one per sign-in started. */
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
}

export interface OidcClient {
  authenticator: Authenticator<SignedIn>;
  strategy: VeldStrategy;
  metadata: ProviderMetadata;
  clientId: string;
  keys: JWTVerifyGetKey;
  refresh(refreshToken: string): Promise<TokenSet>;
}

/** The nonce is derived from the state with a server secret, so it needs no storage of its own. */
export function nonceForState(state: string, key: string) {
  return createHmac("sha256", key).update(`nonce:${state}`).digest("base64url");
}

class VeldStrategy extends OAuth2Strategy<SignedIn> {
  override name = "oidc";
  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    verify: ConstructorParameters<typeof OAuth2Strategy<SignedIn>>[1],
    private readonly nonceKey: string,
    private readonly resource: string | undefined,
  ) {
    super(options, verify);
  }

  protected override authorizationParams(params: URLSearchParams): URLSearchParams {
    const result = new URLSearchParams(params);
    result.set("nonce", nonceForState(params.get("state") ?? "", this.nonceKey));
    // RFC 8707 `resource` for standard providers; `audience` (Auth0's way) is added by the base class.
    if (this.resource) result.set("resource", this.resource);
    return result;
  }
}

async function withAttempts<T>(
  attempts: number,
  run: () => Promise<T>,
  retryable: (e: unknown) => boolean,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Network failures are retried; an answer from the provider (an OAuth error) is not. */
const isNetworkError = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));

async function discover(issuer: string): Promise<ProviderMetadata> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const response = await withAttempts(
    TOKEN_ATTEMPTS,
    () =>
      fetch(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      }),
    isNetworkError,
  );
  if (!response.ok)
    throw new Error(
      `The identity provider's discovery document at ${url} answered ${response.status}`,
    );
  return (await response.json()) as ProviderMetadata;
}

async function tokenSetFrom(
  tokens: {
    accessToken(): string;
    hasRefreshToken(): boolean;
    refreshToken(): string;
    accessTokenExpiresAt(): Date;
    data: object;
  },
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
      const state = new URL(request.url).searchParams.get("state") ?? "";
      const idToken = tokens.idToken();
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
    nonceKey,
    env.audience,
  );

  const authenticator = new Authenticator<SignedIn>();
  authenticator.use(strategy, "oidc");

  return {
    authenticator,
    strategy,
    metadata,
    clientId,
    keys,
    async refresh(refreshToken) {
      const tokens = await withAttempts(
        TOKEN_ATTEMPTS,
        () => strategy.refreshToken(refreshToken),
        isNetworkError,
      );
      return tokenSetFrom(tokens, keys, metadata);
    },
  };
}

// One client per configuration (issuer, client id, audience come from it).
const clients = new WeakMap<Env, Promise<OidcClient>>();

/** The client, created on first use (discovery needs the provider, which may be this server). */
export function oidcClient(): Promise<OidcClient> {
  const env = getEnv();
  let client = clients.get(env);
  if (!client) {
    client = createClient();
    client.catch(() => clients.delete(env)); // try discovery again on the next request
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
