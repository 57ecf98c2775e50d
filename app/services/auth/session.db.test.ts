import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, sessions, users } from "~/db/schema";
import { requirePermission, requireViewer } from "./guards.server";
import { createSession, getViewer, type RefreshTokens, type TokenSet } from "./session.server";

const inOneHour = () => new Date(Date.now() + 3600_000);

function tokens(overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    accessToken: "access-1",
    refreshToken: "refresh-1",
    idToken: "id-1",
    accessTokenExpiresAt: inOneHour(),
    permissions: [],
    ...overrides,
  };
}

async function signIn(subject: string, overrides: Partial<TokenSet> = {}) {
  const { sessionId, setCookie } = await createSession({
    subject,
    email: `${subject}@veld.example`,
    displayName: "Test Person",
    tokens: tokens(overrides),
  });
  const cookie = setCookie.split(";")[0]!;
  return {
    sessionId,
    request: (path = "/profile/home") =>
      new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } }),
  };
}

// The provider's refresh grant, at the module boundary: session.server imports the OIDC client
// when a token is due, and each test says what the provider answers.
const provider = vi.hoisted(() => ({
  refresh: vi.fn<RefreshTokens>(),
}));
vi.mock("./oidc.server", () => ({ oidcClient: async () => provider }));
const setTokenRefresher = (fn: RefreshTokens) => provider.refresh.mockImplementation(fn);

afterEach(() => provider.refresh.mockReset());

describe("sessions", () => {
  it("the cookie holds only a signed session id, not tokens", async () => {
    const { setCookie } = await createSession({
      subject: "s-cookie",
      email: "c@veld.example",
      displayName: null,
      tokens: tokens(),
    });
    expect(setCookie).toMatch(/^veld_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toContain("access-1");
    expect(setCookie.length).toBeLessThan(300);
  });

  it("an anonymous request to a signed-in page goes to sign-in and remembers the page", async () => {
    const thrown = await requireViewer(new Request("http://localhost:3000/profile/home?x=1")).catch(
      (e) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/auth/login?returnTo=%2Fprofile%2Fhome%3Fx%3D1");
  });

  it("a tampered cookie is treated as signed out", async () => {
    const request = new Request("http://localhost:3000/profile", {
      headers: { Cookie: "veld_session=forged" },
    });
    expect(await getViewer(request)).toBeNull();
  });

  it("permissions merge the token's claim with stored grants, and a removed grant takes effect on the next request", async () => {
    const [user] = await db()
      .insert(users)
      .values({ subject: "s-admin", email: "a@veld.example", name: "Sipho" })
      .returning();
    await db().insert(adminGrants).values({ userId: user!.id, scope: "write:application" });
    const { request } = await signIn("s-admin", { permissions: ["read:admin"] });

    const viewer = await requirePermission(request(), "write:application");
    expect(viewer.permissions).toEqual(["read:admin", "write:application"]);
    expect(viewer.flags.writeApplications).toBe(true);
    expect(viewer.user?.name).toBe("Sipho");

    await db().delete(adminGrants).where(eq(adminGrants.userId, user!.id));
    const refused = await requirePermission(request(), "write:application").catch((e) => e);
    expect(refused).toBeInstanceOf(Response);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("You do not have permission to view this page.");
  });

  it("a person with no Veld profile is signed in without a user", async () => {
    const { request } = await signIn("s-newcomer");
    const viewer = await getViewer(request());
    expect(viewer?.user).toBeNull();
    expect(viewer?.email).toBe("s-newcomer@veld.example");
  });

  it("refreshes the access token 60 s before it expires, once, without the person noticing", async () => {
    const refresher = vi.fn(async () =>
      tokens({ accessToken: "access-2", refreshToken: "refresh-2", permissions: ["read:admin"] }),
    );
    setTokenRefresher(refresher);
    const { sessionId, request } = await signIn("s-refresh", {
      accessTokenExpiresAt: new Date(Date.now() + 30_000),
    });

    const [first, second] = await Promise.all([getViewer(request()), getViewer(request())]);
    expect(first?.permissions).toEqual(["read:admin"]);
    expect(second?.permissions).toEqual(["read:admin"]);
    expect(refresher).toHaveBeenCalledTimes(1);
    // The refreshed ID token is checked against the sign-in (OIDC Core §12.2): the client gets it.
    expect(refresher).toHaveBeenCalledWith("refresh-1", { subject: "s-refresh", idToken: "id-1" });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.accessToken).toBe("access-2");
    expect(row?.refreshToken).toBe("refresh-2");
  });

  it("waits for another instance that is already refreshing, instead of refreshing twice", async () => {
    const refresher = vi.fn(async () => tokens());
    setTokenRefresher(refresher);
    const { sessionId, request } = await signIn("s-lease", {
      accessTokenExpiresAt: new Date(Date.now() - 1000),
    });
    // Another instance holds the lease and finishes 300 ms later.
    await db()
      .update(sessions)
      .set({ refreshLockedUntil: new Date(Date.now() + 10_000) })
      .where(eq(sessions.id, sessionId));
    setTimeout(() => {
      void db()
        .update(sessions)
        .set({
          accessToken: "from-other-instance",
          accessTokenExpiresAt: inOneHour(),
          refreshLockedUntil: null,
        })
        .where(eq(sessions.id, sessionId))
        .execute();
    }, 300);
    const viewer = await getViewer(request());
    expect(viewer?.subject).toBe("s-lease");
    expect(refresher).not.toHaveBeenCalled();
  });

  it("does not refresh a token that is still valid for more than 60 s", async () => {
    const refresher = vi.fn(async () => tokens());
    setTokenRefresher(refresher);
    const { request } = await signIn("s-fresh", {
      accessTokenExpiresAt: new Date(Date.now() + 120_000),
    });
    await getViewer(request());
    expect(refresher).not.toHaveBeenCalled();
  });

  it("when the refresh fails the session ends and the person lands on the home page", async () => {
    setTokenRefresher(async () => {
      throw new Error("invalid_grant");
    });
    const { sessionId, request } = await signIn("s-expired", {
      accessTokenExpiresAt: new Date(Date.now() - 1000),
    });
    const thrown = await getViewer(request()).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/");
    expect(thrown.headers.get("Set-Cookie")).toMatch(
      /veld_session=;.*Max-Age=0|veld_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await db().select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]);
  });
});
