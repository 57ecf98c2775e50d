// oidc-provider ships no TypeScript types and @types/oidc-provider is not installed, so this
// declares the part of its 9.x API that app/idp uses, checked against node_modules/oidc-provider/lib.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type UnknownObject = Record<string, unknown>;

  /** What oidc-provider stores through an Adapter (grants, codes, sessions, interactions…). */
  export interface AdapterPayload extends UnknownObject {
    jti?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number | boolean;
    exp?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata extends UnknownObject {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
  }

  export interface Client {
    clientId: string;
    clientName?: string;
    clientSecret?: string;
    clientAuthMethod: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface ResourceServer {
    audience?: string;
    scope?: string;
    accessTokenTTL?: number;
    readonly scopes: Set<string>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: "opaque" | "jwt";
    jwt?: { sign?: { alg?: string } };
  }

  export interface Grant {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string | string[] | Set<string>): void;
    addOIDCClaims(claims: string[] | Set<string>): void;
    addResourceScope(resource: string, scope: string | string[] | Set<string>): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Token {
    kind: string;
    accountId?: string;
    clientId?: string;
    grantId?: string;
    scope?: string;
    resourceServer?: ResourceServer;
  }

  export interface Interaction {
    readonly uid: string;
    readonly jti: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject & { client_id?: string; login_hint?: string };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: UnknownObject;
    returnTo: string;
  }

  export interface OIDCContext {
    provider: Provider;
    client?: Client;
    session?: Session;
    params: UnknownObject;
    result?: { consent?: { grantId?: string } } & UnknownObject;
    account?: { accountId: string };
    prompts: Set<string>;
    promptPending(name: string): boolean;
    requestParamScopes: Set<string>;
    requestParamOIDCScopes: Set<string>;
    requestParamClaims: Set<string>;
    resourceServers: Record<string, ResourceServer>;
    route?: string;
  }

  /** The parts of Koa's context the configuration callbacks touch. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    host: string;
    status: number;
    type: string;
    body: unknown;
  }

  /** Koa's request context as a pre-middleware (provider.use) sees it. */
  export interface RequestContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
  }

  export namespace interactionPolicy {
    class Check {
      constructor(
        reason: string,
        description: string,
        error: string,
        check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
      );
    }
    interface Prompt {
      name: string;
      checks: Check[] & {
        remove(reason: string): void;
        add(check: Check, index?: number): void;
      };
    }
    type Policy = Prompt[] & { get(name: string): Prompt | undefined };
    function base(): Policy;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<UnknownObject & { sub: string }>;
  }

  export interface InteractionResults extends UnknownObject {
    login?: { accountId: string; remember?: boolean; amr?: string[] };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  type Ttl<T> = number | ((ctx: KoaContextWithOIDC, token: T, client: Client) => number);

  export interface Configuration extends UnknownObject {
    /** A class, or a function (not constructable) answering the adapter of each model. */
    adapter?: (new (name: string) => Adapter) | ((name: string) => Adapter);
    clients?: ClientMetadata[];
    jwks?: { keys: UnknownObject[] };
    cookies?: {
      keys?: string[];
      long?: UnknownObject;
      short?: UnknownObject;
      names?: Record<string, string>;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    extraParams?: string[];
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: Token,
    ) => Promise<Account | undefined>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: Token,
    ) => Promise<UnknownObject | undefined>;
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: Client,
      code: { scopes: Set<string> },
    ) => Promise<boolean>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean);
    revokeGrantPolicy?: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>;
    responseTypes?: string[];
    /** Added to the discovery document where oidc-provider leaves a member undefined. */
    discovery?: UnknownObject;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions?: {
      policy?: interactionPolicy.Policy;
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string;
    };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => Promise<void>;
    ttl?: Partial<Record<string, Ttl<Token>>>;
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: {
        enabled: boolean;
        allowedPolicy?: (ctx: KoaContextWithOIDC, client: Client, token: Token) => Promise<boolean>;
      };
      userinfo?: { enabled: boolean };
      clientCredentials?: { enabled: boolean };
      introspection?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServerInfo>;
      };
    } & UnknownObject;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    readonly Client: {
      find(id: string): Promise<Client | undefined>;
      prototype: Client & {
        compareClientSecret(this: Client, actual: string): boolean | Promise<boolean>;
      };
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    use(middleware: (ctx: RequestContext, next: () => Promise<void>) => Promise<void>): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      status: number;
      statusCode: number;
      error: string;
      error_description?: string;
      constructor(status?: number, message?: string);
    }
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
    class SessionNotFound extends OIDCProviderError {
      constructor(description?: string);
    }
    class AccessDenied extends OIDCProviderError {
      constructor(description?: string);
    }
    class InvalidClientAuth extends OIDCProviderError {
      constructor(detail?: string);
    }
    class InvalidScope extends OIDCProviderError {
      constructor(description: string, scope: string);
    }
  }

  export default Provider;
}
