// Sign-in against an external provider (OIDC_ISSUER): a second, plain oidc-provider that is made
// to misbehave. Veld's real client runs end to end: /auth/login, the provider, /auth/callback,
// and the refresh of getViewer. Every refusal is the login error page with 'Try again' (400),
// never a 500, and leaves neither a session nor the login transaction behind (spec §4, §5, §9;
// RFC 9207; OpenID Connect Core §12.2; decision 0062).
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { loadEnv } from "~/env.server";
import { loader as callbackLoader } from "~/routes/auth.callback";
import { loader as loginLoader } from "~/routes/auth.login";
import type { LoginErrorPage } from "~/services/auth/login-errors";
import { getViewer, readSessionId } from "~/services/auth/session.server";
import {
  EXTERNAL_CLIENT,
  EXTERNAL_ORGANIZATION,
  startExternalProvider,
  type ExternalProvider,
} from "../support/external-idp";
import { Browser } from "../support/idp";

const APP = "http://localhost:3000";
let idp: ExternalProvider;
let accounts = 0;

/** Points Veld at the provider (a new configuration: a new client, discovery again). */
function configure(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: EXTERNAL_CLIENT.id,
    OIDC_CLIENT_SECRET: EXTERNAL_CLIENT.secret,
    ...extra,
  });
  loadEnv();
}

beforeAll(async () => {
  idp = await startExternalProvider(`${APP}/auth/callback`);
  configure();
});

afterEach(() => {
  idp.tamperTokens = null;
  idp.tamperDiscovery = null;
  idp.failTokenRequests = [];
  idp.tokenRequests = [];
  if (process.env.OIDC_ORGANIZATION) {
    delete process.env.OIDC_ORGANIZATION;
    configure();
  }
});

afterAll(async () => {
  for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ORGANIZATION"]) {
    delete process.env[key];
  }
  loadEnv();
  await idp?.close();
});

type Visit =
  | { kind: "redirect"; status: number; location: string; headers: Headers }
  | { kind: "page"; status: number; page: LoginErrorPage; headers: Headers };

type Loader = typeof loginLoader | typeof callbackLoader;

/** Calls a loader as the browser would, keeping the cookies it sets. */
async function visit(loader: Loader, url: string | URL, browser: Browser): Promise<Visit> {
  const request = new Request(url, { headers: { Cookie: browser.cookieHeader() } });
  try {
    const result = (await loader({ request, params: {}, context: {} as never })) as unknown as {
      data: LoginErrorPage;
      init: ResponseInit;
    };
    const headers = new Headers(result.init.headers);
    browser.storeCookies(headers);
    return { kind: "page", status: result.init.status ?? 200, page: result.data, headers };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    browser.storeCookies(thrown.headers);
    const location = thrown.headers.get("Location") ?? "";
    return { kind: "redirect", status: thrown.status, location, headers: thrown.headers };
  }
}

const transactionCookies = (browser: Browser) =>
  [...browser.cookies.keys()].filter((name) => name.startsWith("veld_oauth"));

const sessionsOf = (subject: string) =>
  db().select().from(sessions).where(eq(sessions.subject, subject));

/**
 * Starts a sign-in at /auth/login, lets the provider answer, and returns the callback URL it
 * sends the browser to (changed by `alter` first, as an attacker or a broken provider might).
 */
async function startSignIn(alter: (callback: URL) => URL = (url) => url) {
  const subject = `farmer-${++accounts}`;
  idp.nextAccount = subject;
  const browser = new Browser(APP);
  const start = await visit(loginLoader, `${APP}/auth/login?returnTo=%2Fprofile%2Fhome`, browser);
  if (start.kind !== "redirect") throw new Error(`sign-in did not start: ${start.page.title}`);
  const authorize = new URL(start.location);
  expect(transactionCookies(browser)).toHaveLength(1);
  const callback = alter(await idp.authorize(authorize));
  return { subject, browser, authorize, callback };
}

/** A whole sign-in; `alter` changes the callback URL before Veld sees it. */
async function signIn(alter?: (callback: URL) => URL) {
  const started = await startSignIn(alter);
  const finish = await visit(callbackLoader, started.callback, started.browser);
  return { ...started, finish };
}

/** Asserts the login error page with `code`, no session, and the transaction gone. */
async function expectRefused(
  outcome: Awaited<ReturnType<typeof signIn>>,
  code: LoginErrorPage["code"],
) {
  const { finish, browser, subject } = outcome;
  if (finish.kind !== "page")
    throw new Error(`expected a refusal, got a redirect to ${finish.location}`);
  expect(finish.status).toBe(400);
  expect(finish.page.code).toBe(code);
  expect(transactionCookies(browser)).toEqual([]);
  expect(browser.cookies.has("veld_session")).toBe(false);
  expect(await sessionsOf(subject)).toEqual([]);
}

describe("sign-in against an external provider", () => {
  it("signs in, removes the login transaction, and a replayed callback is 'Invalid state'", async () => {
    const { browser, callback, finish, subject } = await signIn();
    expect(finish).toMatchObject({ kind: "redirect", status: 302, location: "/profile/home" });
    // spec §4: the transaction the strategy stored as `veld_oauth:<uuid>` is removed…
    const cleared = finish.headers.getSetCookie().filter((c) => c.startsWith("veld_oauth:"));
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^veld_oauth:[0-9a-f-]{36}=; Path=\/; Max-Age=0;/);
    expect(transactionCookies(browser)).toEqual([]);
    expect(browser.cookies.has("veld_return_to")).toBe(false);
    const [session] = await sessionsOf(subject);
    expect(session).toMatchObject({ email: `${subject}@nkosi-farms.example` });
    expect(session?.displayName).toBe("Lindiwe Dube");

    // …so the same answer again fails the state check: the login error page, not a 500, and the
    // code never reaches the provider a second time.
    const exchanges = idp.tokenRequests.length;
    const replayed = await visit(callbackLoader, callback, browser);
    expect(replayed).toMatchObject({ kind: "page", status: 400 });
    if (replayed.kind !== "page") return;
    expect(replayed.page.title).toBe("Invalid state");
    expect(idp.tokenRequests).toHaveLength(exchanges);
    expect(await sessionsOf(subject)).toHaveLength(1);
  });

  it("a refused sign-in (the person cancels) also removes the transaction", async () => {
    const outcome = await signIn((callback) => {
      const denied = new URL(callback.origin + callback.pathname);
      denied.searchParams.set("error", "access_denied");
      denied.searchParams.set("state", callback.searchParams.get("state")!);
      denied.searchParams.set("iss", idp.issuer);
      return denied;
    });
    await expectRefused(outcome, "access_denied");
    expect(outcome.browser.cookies.has("veld_return_to")).toBe(false);
  });

  // Issue 32 (decision 0148): an account that needs two-step sign-in ends on a page that says
  // what to do, with the provider's account page when it is configured.
  it("a provider that answers mfa_required ends on 'Set up two-step sign-in first'", async () => {
    const mfa = (callback: URL) => {
      const refused = new URL(callback.origin + callback.pathname);
      refused.searchParams.set("error", "mfa_required");
      refused.searchParams.set("state", callback.searchParams.get("state")!);
      refused.searchParams.set("iss", idp.issuer);
      return refused;
    };
    const outcome = await signIn(mfa);
    await expectRefused(outcome, "mfa_required");
    if (outcome.finish.kind !== "page") throw new Error("expected a page");
    expect(outcome.finish.page.title).toBe("Set up two-step sign-in first");
    expect(outcome.finish.page.message).toMatch(/account page at your sign-in provider/);
    expect((outcome.finish.page as { accountUrl?: string | null }).accountUrl).toBeNull();

    configure({ OIDC_ACCOUNT_URL: `${idp.origin}/account` });
    try {
      const linked = await signIn(mfa);
      await expectRefused(linked, "mfa_required");
      if (linked.finish.kind !== "page") throw new Error("expected a page");
      expect((linked.finish.page as { accountUrl?: string | null }).accountUrl).toBe(
        `${idp.origin}/account`,
      );
    } finally {
      delete process.env.OIDC_ACCOUNT_URL;
      configure();
    }
  });

  it.each([
    [
      "another state",
      (url: URL) => (url.searchParams.set("state", "forged"), url),
      "state_mismatch",
    ],
    ["no state", (url: URL) => (url.searchParams.delete("state"), url), "state_mismatch"],
  ] as const)("a callback with %s is 'Invalid state'", async (_case, alter, code) => {
    const outcome = await signIn(alter);
    await expectRefused(outcome, code);
    if (outcome.finish.kind === "page") expect(outcome.finish.page.title).toBe("Invalid state");
  });
});

describe("the issuer of the authorization response (RFC 9207)", () => {
  it("the provider advertises it and names itself in the answer", async () => {
    const { authorize, callback } = await startSignIn();
    expect(authorize.origin).toBe(idp.origin);
    expect(callback.searchParams.get("iss")).toBe(idp.issuer);
  });

  it.each([
    [
      "names another issuer",
      (url: URL) => (url.searchParams.set("iss", "https://evil.example"), url),
    ],
    ["does not name one", (url: URL) => (url.searchParams.delete("iss"), url)],
    ["names it twice", (url: URL) => (url.searchParams.append("iss", idp.issuer), url)],
  ])("an answer that %s is refused before its code is exchanged", async (_case, alter) => {
    const outcome = await signIn(alter);
    await expectRefused(outcome, "issuer_mismatch");
    if (outcome.finish.kind === "page") expect(outcome.finish.page.title).toBe("Invalid issuer");
    expect(idp.tokenRequests).toEqual([]);
  });

  it("from a provider that does not advertise it, an answer without iss is accepted", async () => {
    idp.tamperDiscovery = (document) => {
      delete document.authorization_response_iss_parameter_supported;
      return document;
    };
    configure();
    const { finish } = await signIn((url) => (url.searchParams.delete("iss"), url));
    expect(finish).toMatchObject({ kind: "redirect", location: "/profile/home" });
  });
});

describe("tampered ID tokens at sign-in (spec §5)", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString("base64url");
  type Tamper = (idToken: string) => Promise<string | undefined>;
  const cases: [string, Tamper][] = [
    ["signed with a key the provider does not publish", (t) => idp.resign(t, {}, "foreign")],
    [
      "signed with HS256 and the client secret",
      async (t) => {
        const header = base64url({ alg: "HS256", kid: "external-1" });
        const payload = t.split(".")[1]!;
        const signature = createHmac("sha256", EXTERNAL_CLIENT.secret)
          .update(`${header}.${payload}`)
          .digest("base64url");
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      "not signed at all (alg none)",
      async (t) => `${base64url({ alg: "none" })}.${t.split(".")[1]}.`,
    ],
    [
      "with its payload changed after signing",
      async (t) => {
        const [header, , signature] = t.split(".");
        return `${header}.${base64url({ ...decodeJwt(t), sub: "someone-else" })}.${signature}`;
      },
    ],
    ["from another issuer", (t) => idp.resign(t, { iss: "https://evil.example" })],
    ["for another client", (t) => idp.resign(t, { aud: "another-client" })],
    [
      "for several audiences, without an authorized party",
      (t) => idp.resign(t, { aud: [EXTERNAL_CLIENT.id, "api"], azp: undefined }),
    ],
    [
      "for several audiences, authorized to another party",
      (t) => idp.resign(t, { aud: [EXTERNAL_CLIENT.id, "api"], azp: "api" }),
    ],
    ["with the nonce of another sign-in", (t) => idp.resign(t, { nonce: "another-sign-in" })],
    ["without a nonce", (t) => idp.resign(t, { nonce: undefined })],
    ["without a subject", (t) => idp.resign(t, { sub: undefined })],
    ["expired more than 60 s ago", (t) => idp.resign(t, { iat: now() - 3700, exp: now() - 120 })],
    ["issued more than 60 s in the future", (t) => idp.resign(t, { iat: now() + 300 })],
    ["with a non-numeric expiry", (t) => idp.resign(t, { exp: "tomorrow" })],
    ["missing from the answer", async () => undefined],
  ];

  it.each(cases)("an ID token %s is refused", async (_case, tamper) => {
    idp.tamperTokens = async (body, grantType) => {
      if (grantType !== "authorization_code") return body;
      const idToken = await tamper(String(body.id_token));
      if (idToken === undefined) delete body.id_token;
      else body.id_token = idToken;
      return body;
    };
    await expectRefused(await signIn(), "invalid_token");
  });

  it("with OIDC_ORGANIZATION, the organization is asked for and checked in the ID token", async () => {
    configure({ OIDC_ORGANIZATION: EXTERNAL_ORGANIZATION });
    const { authorize, finish } = await signIn();
    expect(authorize.searchParams.get("organization")).toBe(EXTERNAL_ORGANIZATION);
    expect(finish).toMatchObject({ kind: "redirect", location: "/profile/home" });

    configure({ OIDC_ORGANIZATION: "org_another_farm" });
    const other = await signIn();
    expect(other.authorize.searchParams.get("organization")).toBe("org_another_farm");
    await expectRefused(other, "invalid_token");
  });

  it("without OIDC_ORGANIZATION, no organization is sent", async () => {
    const { authorize } = await startSignIn();
    expect(authorize.searchParams.has("organization")).toBe(false);
  });
});

describe("token requests (spec §9: up to 3 attempts, only on no answer or a 5xx)", () => {
  it("a code exchange answered 503 twice succeeds on the third attempt", async () => {
    idp.failTokenRequests = [503, 503];
    const { finish } = await signIn();
    expect(finish).toMatchObject({ kind: "redirect", location: "/profile/home" });
    expect(idp.tokenRequests.map((r) => r.status)).toEqual([503, 503, 200]);
  });

  it("a code exchange answered 503 three times is the login error page", async () => {
    idp.failTokenRequests = [503, 503, 503];
    const outcome = await signIn();
    await expectRefused(outcome, "request_error");
    expect(idp.tokenRequests).toHaveLength(3);
  });

  it("a code exchange the provider refuses (400) is not repeated", async () => {
    const outcome = await signIn((url) => (url.searchParams.set("code", "not-a-code"), url));
    await expectRefused(outcome, "request_error");
    expect(idp.tokenRequests).toEqual([{ grantType: "authorization_code", status: 400 }]);
  });
});

describe("refreshing (spec §4, OpenID Connect Core §12.2)", () => {
  /** Signs in and makes the access token due, so the next request refreshes it. */
  async function signedInAndDue() {
    const { browser, subject } = await signIn();
    const cookie = browser.cookieHeader();
    const request = () => new Request(`${APP}/profile/home`, { headers: { Cookie: cookie } });
    const sessionId = (await readSessionId(request()))!;
    await db()
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    const [before] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    idp.tokenRequests = [];
    return { request, sessionId, subject, before: before! };
  }
  const rowOf = async (sessionId: string) =>
    (await db().select().from(sessions).where(eq(sessions.id, sessionId)))[0];

  it("stores a checked ID token that comes with the refresh", async () => {
    const { request, sessionId, subject, before } = await signedInAndDue();
    // Issued in the same second, the provider's new ID token could equal the old one: a claim
    // (validly signed) tells them apart.
    let sent = "";
    idp.tamperTokens = async (body) => {
      sent = await idp.resign(String(body.id_token), { refreshed: true });
      return { ...body, id_token: sent };
    };
    const viewer = await getViewer(request());
    expect(viewer?.subject).toBe(subject);
    const after = await rowOf(sessionId);
    expect(after?.accessToken).not.toBe(before.accessToken);
    expect(after?.refreshToken).not.toBe(before.refreshToken);
    expect(after?.idToken).toBe(sent);
    expect(idp.tokenRequests).toEqual([{ grantType: "refresh_token", status: 200 }]);
  });

  it("keeps the sign-in's ID token when the refresh brings none", async () => {
    const { request, sessionId, before } = await signedInAndDue();
    idp.tamperTokens = async (body) => {
      delete body.id_token;
      return body;
    };
    expect(await getViewer(request())).not.toBeNull();
    const after = await rowOf(sessionId);
    expect(after?.idToken).toBe(before.idToken);
    expect(after?.accessToken).not.toBe(before.accessToken);
  });

  it.each<[string, (idToken: string) => Promise<string>]>([
    ["is about another subject", (t) => idp.resign(t, { sub: "someone-else" })],
    ["is signed with a key the provider does not publish", (t) => idp.resign(t, {}, "foreign")],
    ["is for another client", (t) => idp.resign(t, { aud: "another-client" })],
    ["comes from another issuer", (t) => idp.resign(t, { iss: "https://evil.example" })],
    [
      "expired more than 60 s ago",
      (t) => idp.resign(t, { iat: 1_700_000_000, exp: 1_700_000_100 }),
    ],
  ])("an ID token that %s is not stored, and the session ends (spec §8)", async (_case, tamper) => {
    const { request, sessionId } = await signedInAndDue();
    idp.tamperTokens = async (body, grantType) => {
      if (grantType === "refresh_token") body.id_token = await tamper(String(body.id_token));
      return body;
    };
    const revocations = idp.revocations;
    const thrown = await getViewer(request()).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/");
    expect(await rowOf(sessionId)).toBeUndefined();
    // RFC 7009: the refresh token of the refused answer is revoked (in the background).
    await expect.poll(() => idp.revocations, { timeout: 5000 }).toBe(revocations + 1);
  });

  it("a refresh answered 502 once succeeds on the next attempt", async () => {
    const { request, sessionId, before } = await signedInAndDue();
    idp.failTokenRequests = [502];
    expect(await getViewer(request())).not.toBeNull();
    expect(idp.tokenRequests.map((r) => r.status)).toEqual([502, 200]);
    expect((await rowOf(sessionId))?.accessToken).not.toBe(before.accessToken);
  });

  it("a refresh the provider refuses (400) is not repeated, and the session ends", async () => {
    const { request, sessionId } = await signedInAndDue();
    await db().update(sessions).set({ refreshToken: "revoked" }).where(eq(sessions.id, sessionId));
    const thrown = await getViewer(request()).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("Location")).toBe("/");
    expect(idp.tokenRequests).toEqual([{ grantType: "refresh_token", status: 400 }]);
    expect(await rowOf(sessionId)).toBeUndefined();
  });
});
