// Veld's client against the embedded provider (app/idp), through its real sign-in page: the
// authorization response names its issuer (RFC 9207), the token requests Veld sends itself
// (spec §9) are accepted for the code exchange and the refresh, and the ID token that comes with
// the refresh passes the checks of OpenID Connect Core §12.2 and is stored.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createAccount } from "~/idp/accounts.server";
import { loader as callbackLoader } from "~/routes/auth.callback";
import { loader as loginLoader } from "~/routes/auth.login";
import { getViewer, readSessionId } from "~/services/auth/session.server";
import { Browser, location, startIdentityProvider, type RunningProvider } from "../support/idp";

let idp: RunningProvider;
const EMAIL = "grace@veld.example";
const PASSWORD = "a-long-password";

beforeAll(async () => {
  idp = await startIdentityProvider({ OIDC_ACCESS_TOKEN_TTL: "120" });
  await createAccount({
    email: EMAIL,
    password: PASSWORD,
    givenName: "Grace",
    familyName: "Mokoena",
    emailVerified: true,
    permissions: ["read:admin"],
  });
});
afterAll(() => idp?.close());

async function thrownBy(run: () => Promise<unknown>) {
  const thrown = await run().catch((e: unknown) => e);
  if (!(thrown instanceof Response)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  return thrown;
}

describe("sign-in and refresh against the embedded provider", () => {
  it("signs in, refreshes, and stores the refreshed ID token", async () => {
    const veld = new Browser(idp.origin);
    const start = await thrownBy(() =>
      loginLoader({
        request: new Request(`${idp.origin}/auth/login?returnTo=%2Fprofile%2Fhome`),
        params: {},
        context: {} as never,
      }),
    );
    veld.storeCookies(start.headers);

    // The provider's own pages: sign in, then follow it back to Veld.
    const provider = new Browser(idp.origin);
    const interaction = location(await provider.fetch(location(start)));
    await provider.fetch(interaction);
    let res = await provider.post(`${interaction}/login`, { email: EMAIL, password: PASSWORD });
    let next = new URL(location(res), idp.origin);
    while (next.pathname !== "/auth/callback") {
      res = await provider.fetch(next.pathname + next.search);
      next = new URL(location(res), idp.origin);
    }
    expect(next.searchParams.get("iss")).toBe(idp.env.issuer);

    const finish = await thrownBy(() =>
      callbackLoader({
        request: new Request(next, { headers: { Cookie: veld.cookieHeader() } }),
        params: {},
        context: {} as never,
      }),
    );
    expect(finish.headers.get("Location")).toBe("/profile/home");
    veld.storeCookies(finish.headers);
    expect([...veld.cookies.keys()].filter((n) => n.startsWith("veld_oauth"))).toEqual([]);

    const request = () =>
      new Request(`${idp.origin}/profile/home`, { headers: { Cookie: veld.cookieHeader() } });
    const sessionId = (await readSessionId(request()))!;
    const row = async () =>
      (await db().select().from(sessions).where(eq(sessions.id, sessionId)))[0]!;
    const signedIn = await row();
    expect(signedIn.displayName).toBe("Grace Mokoena");
    expect(signedIn.tokenPermissions).toEqual(["read:admin"]);

    // Due for a refresh (spec §4: 60 s before expiry); a second later so the new ID token differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await db()
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    const viewer = await getViewer(request());
    expect(viewer?.email).toBe(EMAIL);
    const refreshed = await row();
    expect(refreshed.accessToken).not.toBe(signedIn.accessToken);
    expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);
    expect(refreshed.idToken).not.toBe(signedIn.idToken);
    expect(refreshed.tokenPermissions).toEqual(["read:admin"]);
  });
});
