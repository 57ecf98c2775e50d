// The oidc-provider configuration: one first-party client (Veld), PKCE, RS256 ID tokens, JWT access
// tokens for Veld's API audience with a `permissions` claim (the shape Auth0's RBAC gives) and the
// id of their grant, rotating refresh tokens, and storage in the database. Integrations' clients
// (api_clients, decision 0112) get tokens by the client credentials grant.
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Env } from "~/env.server";
import { logger } from "~/logger.server";
import { getOrCreateSecret } from "~/models/secrets.server";
import { forgetGrant, GRANT_ID_CLAIM, listAccessTokenPermissions } from "./access-tokens.server";
import { buildStandardClaims, findAccountById } from "./accounts.server";
import { DatabaseAdapter } from "./adapter.server";
import {
  API_CLIENT_TOKEN_TTL_SECONDS,
  ApiClientAdapter,
  apiClientResourceScopes,
  apiClientSecretMatches,
  apiClientTokenClaims,
  isApiClientId,
} from "./api-clients.server";
import {
  CLAIMS_BY_SCOPE,
  CLIENT_ID,
  RESPONSE_TYPES,
  SCOPE,
  SCOPES,
  TTL,
  USERINFO_PATH,
} from "./config.server";
import { autoGrant, firstPartyPolicy, offlineAccessForFirstParty } from "./grants.server";
import { loadSigningKeys } from "./signing-keys.server";
import { errorPage, logoutPage, messagePage } from "./views/pages.server";

export interface ProviderOptions {
  env: Env;
  /** Where the provider's own pages live (the issuer's path, e.g. "/oidc"). */
  base: string;
}

/** The embedded client's credentials; the Veld OIDC client (app/services/auth) uses them. */
export async function embeddedClientSecret() {
  return getOrCreateSecret("oidc-client-secret");
}

export async function createProvider({ env, base }: ProviderOptions) {
  // OIDC_ACCESS_TOKEN_TTL (seconds, default 3600); Veld refreshes 60 s before expiry.
  const accessTokenTtl = env.OIDC_ACCESS_TOKEN_TTL;
  const [jwks, cookieKey, clientSecret] = await Promise.all([
    loadSigningKeys(),
    getOrCreateSecret("oidc-cookie-key"),
    embeddedClientSecret(),
  ]);
  const page = { base };
  const home = `${env.APP_URL}/`;
  // Koa refuses to set a Secure cookie unless it knows the request came over HTTPS, which behind a
  // TLS-terminating proxy it knows only with TRUST_PROXY (X-Forwarded-Proto).
  const secure = env.trustProxy && env.APP_URL.startsWith("https://");
  if (env.APP_URL.startsWith("https://") && !env.trustProxy) {
    logger().warn(
      "the identity provider's cookies are not marked Secure: set TRUST_PROXY=true behind the TLS proxy",
    );
  }

  // An API client's token lives no longer than a person's, and at most 10 minutes (decision 0112).
  const apiClientTokenTtl = Math.min(accessTokenTtl, API_CLIENT_TOKEN_TTL_SECONDS);

  const configuration: Configuration = {
    // Clients other than Veld's own are the integrations' API clients, read from api_clients.
    adapter: (name: string) =>
      name === "Client" ? new ApiClientAdapter() : new DatabaseAdapter(name),
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        client_name: "Veld",
        redirect_uris: [`${env.APP_URL}/auth/callback`],
        post_logout_redirect_uris: [home],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        // arctic (under remix-auth-oauth2) sends the secret with HTTP Basic. oidc-provider 9
        // accepts client_secret_post as well for a client registered with either method.
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: jwks },
    cookies: {
      keys: [cookieKey],
      long: { httpOnly: true, sameSite: "lax", secure },
      short: { httpOnly: true, sameSite: "lax", secure },
    },
    scopes: [...SCOPES],
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: [...CLAIMS_BY_SCOPE.openid],
      email: [...CLAIMS_BY_SCOPE.email],
      profile: [...CLAIMS_BY_SCOPE.profile],
    },
    // The ID token carries the profile and e-mail claims (as Auth0's ID tokens do), so Veld needs
    // no userinfo call to sign someone in.
    conformIdTokenClaims: false,
    // Only what Veld's client is registered for (authorization code; refresh follows from
    // offline_access), so discovery advertises only `code` and the authorization_code and
    // refresh_token grants (RFC 8414 §2, OpenID Connect Discovery §3). oidc-provider's default
    // adds the implicit and hybrid types, which no client here may use.
    responseTypes: [...RESPONSE_TYPES],
    // oidc-provider cannot serve userinfo for JWT access tokens (it looks them up in its store,
    // where it never saves them, and refuses any token with an audience), so its endpoint is off
    // (features.userinfo) and ./userinfo.server.ts serves the same path; discovery names it.
    discovery: { userinfo_endpoint: `${env.issuer}${USERINFO_PATH}` },
    // Auth0's way of naming the API; RFC 8707's `resource` is read too (see defaultResource).
    extraParams: ["audience"],
    pkce: { required: () => true },
    rotateRefreshToken: true,
    // Refresh tokens for the first-party client even without offline_access (prompt=none).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    // Veld's server calls the token endpoint; no browser needs CORS.
    clientBasedCORS: () => false,
    interactions: {
      policy: firstPartyPolicy(),
      url: (_ctx, interaction) => `${base}/interaction/${interaction.uid}`,
    },
    loadExistingGrant: autoGrant,
    async findAccount(_ctx, sub) {
      const account = await findAccountById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          return buildStandardClaims(account);
        },
      };
    },
    // spec §6 'Permission flags read from the access token': `permissions` holds the person's
    // admin scopes, as Auth0's RBAC puts them there, so any service holding the token can read
    // them. `grant_id` lets whoever accepts the token see that its grant still stands: the JWT
    // itself cannot be revoked (decision 0063).
    async extraTokenClaims(ctx, token) {
      if (token.kind === "ClientCredentials" && isApiClientId(token.clientId)) {
        return apiClientTokenClaims(ctx, token);
      }
      if (token.kind !== "AccessToken" || !token.accountId) return undefined;
      return {
        permissions: await listAccessTokenPermissions(token.accountId),
        [GRANT_ID_CLAIM]: token.grantId,
      };
    },
    // RFC 7009 §2.1: revoking a refresh token SHOULD also invalidate the access tokens of the same
    // grant. Veld's sign-out revokes its refresh token; ending the grant (oidc-provider's default,
    // stated here because the API's check depends on it) is what makes the API refuse the
    // access tokens issued under it.
    revokeGrantPolicy: () => true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenTtl,
      ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? apiClientTokenTtl,
      AuthorizationCode: TTL.authorizationCode,
      IdToken: TTL.idToken,
      RefreshToken: TTL.refreshToken,
      Interaction: TTL.interaction,
      Session: TTL.session,
      Grant: TTL.grant,
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      // RFC 6749 §4.4, for the API clients of api_clients only: Veld's own client is not
      // registered for it (its grant_types), so oidc-provider refuses it there.
      clientCredentials: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = "html";
          ctx.body = logoutPage(page, form);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = "html";
          ctx.body = messagePage(page, "Signed out", "You have signed out of Veld.", {
            appUrl: home,
          });
        },
      },
      // RFC 8707: access tokens are JWTs for Veld's API (env.audience), whether the client names
      // it with `resource`, with Auth0's `audience`, or not at all.
      resourceIndicators: {
        enabled: true,
        async defaultResource(ctx, _client, oneOf) {
          if (oneOf) return oneOf.includes(env.audience!) ? env.audience : oneOf;
          const requested = ctx.oidc.params.audience;
          return typeof requested === "string" && requested ? requested : env.audience;
        },
        // The token endpoint (code exchange and refresh, where arctic sends no `resource`) issues
        // the access token for the resource granted at authorisation.
        useGrantedResource: async () => true,
        async getResourceServerInfo(ctx, resourceIndicator, client) {
          if (resourceIndicator !== env.audience) throw new errors.InvalidTarget();
          if (isApiClientId(client?.clientId)) {
            const scopes = await apiClientResourceScopes(ctx, client.clientId);
            return {
              scope: scopes.join(" "),
              audience: env.audience,
              accessTokenFormat: "jwt",
              accessTokenTTL: apiClientTokenTtl,
              jwt: { sign: { alg: "RS256" } },
            };
          }
          return {
            scope: SCOPE,
            audience: env.audience,
            accessTokenFormat: "jwt",
            accessTokenTTL: accessTokenTtl,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = errorPage(page, out, home);
    },
  };

  const provider = new Provider(env.issuer, configuration);
  provider.proxy = env.trustProxy;
  // An API client's stored secret is a hash (api_clients.secret_hash): hash what it presents.
  const { prototype } = provider.Client;
  const compareClientSecret = prototype.compareClientSecret;
  prototype.compareClientSecret = function (this: typeof prototype, actual: string) {
    return isApiClientId(this.clientId)
      ? apiClientSecretMatches(this.clientSecret ?? "", actual)
      : compareClientSecret.call(this, actual);
  };
  provider.use(offlineAccessForFirstParty);
  // The API believes a grant standing for a few seconds; one revoked here is forgotten at once.
  provider.on("grant.revoked", (_ctx, grantId) => {
    if (typeof grantId === "string") forgetGrant(grantId);
  });
  provider.on("server_error", (_ctx, error) => {
    logger().error({ err: error }, "identity provider error");
  });
  return provider;
}
