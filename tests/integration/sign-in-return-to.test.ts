// /auth/login?returnTo=…: whatever the target, sign-in starts (never a 500) and remembers only a
// path on Veld. The provider is a stand-in that redirects to its authorisation endpoint.
import { createCookie } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/auth.login";
import { clearTransactionCookies } from "~/services/auth/login.server";
import type * as OidcModule from "~/services/auth/oidc.server";

vi.mock("~/services/auth/oidc.server", async (importOriginal) => ({
  ...(await importOriginal<typeof OidcModule>()),
  oidcClient: async () => ({
    authenticator: {
      authenticate: async () => {
        throw new Response(null, {
          status: 302,
          headers: { Location: "https://idp.test.example/authorize" },
        });
      },
    },
  }),
}));

async function startSignIn(returnTo: string) {
  const url = new URL("http://localhost:3000/auth/login");
  url.searchParams.set("returnTo", returnTo);
  try {
    await loader({ request: new Request(url), params: {}, context: {} as never });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const remembered = await createCookie("veld_return_to").parse(thrown.headers.get("Set-Cookie"));
    return { status: thrown.status, location: thrown.headers.get("Location"), remembered };
  }
  throw new Error("sign-in did not redirect");
}

describe("the page to return to after sign-in", () => {
  it("a path on Veld is remembered as it is", async () => {
    const started = await startSignIn("/profile/journey/details?tab=farms");
    expect(started.location).toBe("https://idp.test.example/authorize");
    expect(started.remembered).toBe("/profile/journey/details?tab=farms");
  });

  it.each([
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\\evil.example"],
    ["//evil.example"],
    ["https://evil.example/"],
    [" /profile"],
    ["/profile/\u0000"],
    ["/auth/callback?code=x"],
  ])("%j starts sign-in and returns to /profile", async (returnTo) => {
    const started = await startSignIn(returnTo);
    expect(started.status).toBe(302);
    expect(started.location).toBe("https://idp.test.example/authorize");
    expect(started.remembered).toBe("/profile");
  });

  it("non-ASCII in a path on Veld is kept, percent-encoded", async () => {
    expect((await startSignIn("/jobs?name=Zoë")).remembered).toBe("/jobs?name=Zo%C3%AB");
  });
});

describe("the login transaction after the callback (spec §4)", () => {
  it("every cookie the strategy reads as the transaction is removed, and nothing else", () => {
    // remix-auth-oauth2 reads every cookie whose name starts with the transaction cookie's name.
    const request = new Request("http://localhost:3000/auth/callback?code=x&state=y", {
      headers: {
        Cookie:
          "veld_oauth:1f0c=state%3Da; veld_session=abc; veld_oauth:9e2d=state%3Db; veld_oauthx=1; veld_return_to=x",
      },
    });
    const cleared = clearTransactionCookies(request);
    expect(cleared.map((c) => c.split("=")[0])).toEqual([
      "veld_oauth:1f0c",
      "veld_oauth:9e2d",
      "veld_oauthx",
    ]);
    for (const header of cleared) expect(header).toMatch(/; Path=\/; Max-Age=0;/);
  });
});
