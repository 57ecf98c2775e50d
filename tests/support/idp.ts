// For the provider's db tests: the provider mounted on an Express app listening on an ephemeral
// port, and a tiny browser (cookie jar, no redirects followed) to drive its pages with fetch.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createLocalJWKSet, type JSONWebKeySet } from "jose";
import { getEnv, loadEnv, type Env } from "~/env.server";
import { embeddedClient, mountIdentityProvider } from "../../app/idp/index.server";
import { limitPosts } from "~/server/rate-limit.server";

export interface RunningProvider {
  origin: string;
  env: Env;
  close(): Promise<void>;
}

/** Starts an app holding only the identity provider; APP_URL is the ephemeral port's origin. */
export async function startIdentityProvider(
  extraEnv: Record<string, string> = {},
): Promise<RunningProvider> {
  // Routes are added after listening: APP_URL (and so the issuer) needs the port first.
  const app = express();
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const saved = { ...process.env };
  Object.assign(process.env, { APP_URL: origin, ...extraEnv });
  loadEnv();
  const env = getEnv();
  // The limiter the Express app gives the provider (app.server.ts).
  await mountIdentityProvider(
    app,
    env,
    limitPosts("idp-account", { windowMs: 10 * 60_000, limit: env.RATE_LIMIT_SIGN_IN }),
  );
  return {
    origin,
    env,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const key of ["APP_URL", ...Object.keys(extraEnv)]) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      loadEnv();
    },
  };
}

/** Keeps cookies between requests (paths ignored) and never follows redirects. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    const res = await fetch(new URL(path, this.origin), { ...init, headers, redirect: "manual" });
    this.storeCookies(res.headers);
    return res;
  }

  /** The Cookie header this browser sends. */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Keeps (or, when expired or emptied, forgets) the cookies an answer sets. */
  storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = attributes.some(
        (a) =>
          /^max-age=0$/i.test(a) ||
          (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Posts a form as a browser would (Accept: text/html). */
  post(path: string, form: Record<string, string>) {
    return this.fetch(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      },
      body: new URLSearchParams(form),
    });
  }
}

export function location(res: Response) {
  const value = res.headers.get("location");
  if (!value) throw new Error(`expected a redirect, got ${res.status}`);
  return value;
}

/** A PKCE pair (RFC 7636 §4.1, §4.2 with S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

export function basicAuth(clientId: string, clientSecret: string) {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
}

export type TokenResponse = { status: number; json: Record<string, string | number> };

/** Veld's side of the flow (what app/services/auth does through arctic), step by step. */
export class TestClient {
  private constructor(
    readonly idp: RunningProvider,
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  static async create(idp: RunningProvider) {
    const { clientId, clientSecret } = await embeddedClient();
    return new TestClient(idp, clientId, clientSecret);
  }

  get redirectUri() {
    return `${this.idp.origin}/auth/callback`;
  }

  authorizeUrl(params: Record<string, string>) {
    const url = new URL("/oidc/auth", this.idp.origin);
    const defaults = {
      client_id: this.clientId,
      response_type: "code",
      redirect_uri: this.redirectUri,
      scope: "openid profile email offline_access",
      state: "state-1",
      nonce: "nonce-1",
    };
    for (const [k, v] of Object.entries({ ...defaults, ...params })) url.searchParams.set(k, v);
    return url.pathname + url.search;
  }

  /** Signs in through the pages (sending audience and resource, as Veld does); the callback URL. */
  async signIn(browser: Browser, email: string, password: string, challenge: string) {
    const audience = this.idp.env.audience!;
    const start = await browser.fetch(
      this.authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: "S256",
        audience,
        resource: audience,
      }),
    );
    const interaction = location(start);
    if (!/^\/oidc\/interaction\/[\w-]+$/.test(interaction)) throw new Error(interaction);
    await browser.fetch(interaction);
    const login = await browser.post(`${interaction}/login`, { email, password });
    if (login.status !== 303) throw new Error(`sign-in answered ${login.status}`);
    const resume = await browser.fetch(location(login));
    return new URL(location(resume));
  }

  async token(
    body: Record<string, string>,
    auth: "basic" | "post" = "basic",
  ): Promise<TokenResponse> {
    const form = new URLSearchParams(body);
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
    };
    if (auth === "basic") {
      headers.authorization = basicAuth(this.clientId, this.clientSecret);
    } else {
      form.set("client_id", this.clientId);
      form.set("client_secret", this.clientSecret);
    }
    const res = await fetch(`${this.idp.origin}/oidc/token`, {
      method: "POST",
      headers,
      body: form,
    });
    return { status: res.status, json: (await res.json()) as TokenResponse["json"] };
  }

  /** Signs in and exchanges the code: the token response. */
  async signInForTokens(browser: Browser, email: string, password: string) {
    const { verifier, challenge } = pkcePair();
    const callback = await this.signIn(browser, email, password, challenge);
    return this.token({
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      redirect_uri: this.redirectUri,
      code_verifier: verifier,
    });
  }

  /** Revokes a token at the revocation endpoint (RFC 7009), as Veld's sign-out does. */
  async revoke(token: string) {
    const res = await fetch(`${this.idp.origin}/oidc/token/revocation`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(this.clientId, this.clientSecret),
      },
      body: new URLSearchParams({ token }),
    });
    return res.status;
  }

  /** Calls the userinfo endpoint with the access token in the Authorization header. */
  userinfo(accessToken: string | null, method: "GET" | "POST" = "GET") {
    const headers: Record<string, string> = accessToken
      ? { authorization: `Bearer ${accessToken}` }
      : {};
    return fetch(`${this.idp.origin}/oidc/me`, { method, headers });
  }

  async keys() {
    const res = await fetch(`${this.idp.origin}/oidc/jwks`);
    return createLocalJWKSet((await res.json()) as JSONWebKeySet);
  }
}
