// For sign-in tests against an external provider (OIDC_ISSUER): a plain oidc-provider of its
// own (not Veld's app/idp), on an ephemeral loopback port, that signs anyone in without a page,
// and hooks to make it misbehave: rewrite its token answers (tampered ID tokens), fail token
// requests with a 5xx, change its discovery document. `sign` mints ID tokens with its real key
// or with a key it does not publish.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import Provider, { type RequestContext } from "oidc-provider";
import { Browser, location } from "./idp";

export const EXTERNAL_CLIENT = { id: "veld-external", secret: "an-external-client-secret" };
/** Every account this provider signs in belongs to this organisation (Auth0 Organizations). */
export const EXTERNAL_ORGANIZATION = "org_nkosi_farms";

type TokenBody = Record<string, unknown>;

export interface ExternalProvider {
  origin: string;
  issuer: string;
  /** The account the next sign-in signs in. */
  nextAccount: string;
  /** Rewrites the next successful token answers of a grant type (hooks stay until cleared). */
  tamperTokens: ((body: TokenBody, grantType: string) => Promise<TokenBody>) | null;
  /** Rewrites the discovery document. */
  tamperDiscovery: ((document: TokenBody) => TokenBody) | null;
  /** The next token requests answered with this 5xx, before the provider sees them. */
  failTokenRequests: number[];
  /** Every request to the token endpoint: its grant type and the status answered. */
  tokenRequests: { grantType: string; status: number }[];
  /** Every request to the revocation endpoint (RFC 7009). */
  revocations: number;
  /** Signs claims as this provider (`key: "provider"`) or as someone else ("foreign"). */
  sign(claims: JWTPayload, key?: "provider" | "foreign"): Promise<string>;
  /** An ID token re-signed with some claims changed (undefined removes one). */
  resign(
    token: string,
    changes: Record<string, unknown>,
    key?: "provider" | "foreign",
  ): Promise<string>;
  /**
   * Follows an authorization request through the provider (sign-in and consent are answered
   * at once) and returns where it sends the browser back: Veld's callback URL.
   */
  authorize(url: URL): Promise<URL>;
  close(): Promise<void>;
}

// The koa context beyond what app/idp's declaration of oidc-provider names.
interface TamperContext extends RequestContext {
  status: number;
  body: unknown;
  oidc?: { params?: Record<string, unknown> };
}

export async function startExternalProvider(redirectUri: string): Promise<ExternalProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const providerKey = await generateKeyPair("RS256", { extractable: true });
  const foreignKey = await generateKeyPair("RS256");
  const jwk = {
    ...(await exportJWK(providerKey.privateKey)),
    kid: "external-1",
    alg: "RS256",
    use: "sig",
  };

  const provider = new Provider(origin, {
    clients: [
      {
        client_id: EXTERNAL_CLIENT.id,
        client_secret: EXTERNAL_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ["external-provider-cookie-key"] },
    scopes: ["openid", "profile", "email", "offline_access"],
    claims: {
      openid: ["sub", "org_id"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    rotateRefreshToken: true,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            org_id: EXTERNAL_ORGANIZATION,
            email: `${sub}@nkosi-farms.example`,
            email_verified: true,
            given_name: "Lindiwe",
            family_name: "Dube",
          };
        },
      };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 86_400,
      Interaction: 600,
      Session: 86_400,
      Grant: 86_400,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
    },
  });

  const external: ExternalProvider = {
    origin,
    issuer: origin,
    nextAccount: "farmer-1",
    tamperTokens: null,
    tamperDiscovery: null,
    failTokenRequests: [],
    tokenRequests: [],
    revocations: 0,
    async sign(claims, key = "provider") {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "external-1" })
        .sign(key === "provider" ? providerKey.privateKey : foreignKey.privateKey);
    },
    async resign(token, changes, key = "provider") {
      const claims: Record<string, unknown> = { ...decodeJwt(token), ...changes };
      for (const [name, value] of Object.entries(claims))
        if (value === undefined) delete claims[name];
      return external.sign(claims, key);
    },
    async authorize(url) {
      const browser = new Browser(origin);
      let res = await browser.fetch(url.pathname + url.search);
      for (let hops = 0; hops < 10; hops++) {
        const next = new URL(location(res), origin);
        if (next.origin !== origin) return next;
        res = await browser.fetch(next.pathname + next.search);
      }
      throw new Error("the provider never sent the browser back");
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  // OpenID Connect Core §11: offline_access only with prompt=consent (see app/idp/grants.server.ts
  // for the embedded provider's reasons); the interaction below answers the consent at once.
  provider.use(async (ctx, next) => {
    const { scope } = ctx.query;
    if (ctx.method === "GET" && ctx.path === "/auth" && typeof scope === "string") {
      if (scope.split(" ").includes("offline_access"))
        ctx.query = { ...ctx.query, prompt: "consent" };
    }
    await next();
  });

  provider.use(async (ctx, next) => {
    const koa = ctx as TamperContext;
    if (ctx.path === "/token") {
      const failure = external.failTokenRequests.shift();
      if (failure !== undefined) {
        external.tokenRequests.push({ grantType: "(failed before the provider)", status: failure });
        koa.status = failure;
        koa.body = { error: "temporarily_unavailable" };
        return;
      }
    }
    await next();
    if (ctx.path === "/token") {
      const grantType = String(koa.oidc?.params?.grant_type ?? "");
      external.tokenRequests.push({ grantType, status: koa.status });
      if (koa.status === 200 && external.tamperTokens) {
        koa.body = await external.tamperTokens({ ...(koa.body as TokenBody) }, grantType);
      }
    }
    if (ctx.path === "/token/revocation") external.revocations += 1;
    if (ctx.path === "/.well-known/openid-configuration" && external.tamperDiscovery) {
      koa.body = external.tamperDiscovery({ ...(koa.body as TokenBody) });
    }
  });

  const callback = provider.callback();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith("/interaction/")) return callback(req, res);
    // Signs in `nextAccount` and grants what Veld asked for, without a page.
    void (async () => {
      const interaction = await provider.interactionDetails(req, res);
      const accountId = external.nextAccount;
      const grant = new provider.Grant({
        accountId,
        clientId: String(interaction.params.client_id),
      });
      grant.addOIDCScope(String(interaction.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return external;
}
