// /verify (spec §2 'e-mail verification', §7 'Verification resend') and the POPIA download
// /profile/data-export, with real Requests on a fresh database.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  emailOutbox,
  memberships,
  organisations,
  sessions,
  userProfiles,
  users,
} from "~/db/schema";
import { createAccount, markEmailVerified } from "~/idp/accounts.server";
import { action as verifyAction, loader as verifyLoader } from "~/routes/_public.verify";
import { loader as exportLoader } from "~/routes/profile.data-export";
import { signInCookie } from "../support/sessions";

const CONTEXT = { cspNonce: "", requestId: "verify-test" };

async function call<T>(
  fn: (args: LoaderFunctionArgs) => Promise<T>,
  path: string,
  cookie?: string,
  method = "GET",
): Promise<T | Response> {
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers: cookie ? { Cookie: cookie } : {},
    body: method === "POST" ? new URLSearchParams() : undefined,
  });
  try {
    return await fn({ request, params: {}, context: CONTEXT });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

let accountId = "";
let cookie = "";

beforeAll(async () => {
  const account = await createAccount({ email: "lindiwe@example.org", password: "long-password" });
  accountId = account!.id;
  cookie = await signInCookie(accountId, "lindiwe@example.org");
});

describe("/verify", () => {
  it("tells the result of a verification link, and nothing made up", async () => {
    const verified = (await call(verifyLoader, "/verify?status=verified")) as {
      message: { title: string } | null;
    };
    expect(verified.message?.title).toBe("Your e-mail address is confirmed");
    const expired = (await call(verifyLoader, "/verify?status=expired")) as typeof verified;
    expect(expired.message?.title).toBe("This link has expired or has already been used");
    const unknown = (await call(verifyLoader, "/verify?status=<script>")) as typeof verified;
    expect(unknown.message).toBeNull();
  });

  it("shows a signed-in person whether their address is confirmed", async () => {
    const data = (await call(verifyLoader, "/verify", cookie)) as { state: string; email: string };
    expect(data).toMatchObject({ state: "unverified", email: "lindiwe@example.org" });
  });

  it("sends a new link through the outbox, then not again within a minute", async () => {
    const first = (await call(verifyAction, "/verify", cookie, "POST")) as Response;
    expect(first.headers.get("Location")).toBe("/verify?status=sent");
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "lindiwe@example.org"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Confirm your e-mail address for Veld");
    const second = (await call(verifyAction, "/verify", cookie, "POST")) as Response;
    expect(second.headers.get("Location")).toBe("/verify?status=too-soon");
  });

  it("asks someone not signed in to sign in before sending anything", async () => {
    const response = (await call(verifyAction, "/verify", undefined, "POST")) as Response;
    expect(response.headers.get("Location")).toBe(
      `/auth/login?returnTo=${encodeURIComponent("/verify")}`,
    );
  });

  it("once confirmed, says so and records it on the profile", async () => {
    const [user] = await db()
      .insert(users)
      .values({ subject: accountId, email: "lindiwe@example.org", name: "Lindiwe" })
      .returning();
    await db().insert(userProfiles).values({
      userId: user!.id,
      userType: "academia",
      hearAboutUs: "webinar",
      ownReferralCode: "LNDW2345",
      consentedAt: new Date(),
    });
    await markEmailVerified(accountId);
    const data = (await call(verifyLoader, "/verify?status=verified", cookie)) as { state: string };
    expect(data.state).toBe("verified");
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user!.id));
    expect(profile!.emailVerifiedAt).toBeInstanceOf(Date);
    const again = (await call(verifyAction, "/verify", cookie, "POST")) as Response;
    expect(again.headers.get("Location")).toBe("/verify?status=already-verified");
  });
});

describe("/profile/data-export (POPIA)", () => {
  it("downloads everything kept about the person as JSON, without tokens", async () => {
    const [user] = await db()
      .insert(users)
      .values({ subject: "auth|exporter", email: "exporter@example.org", name: "Pieter" })
      .returning();
    await db().insert(userProfiles).values({
      userId: user!.id,
      phoneNumber: "+27 821234567",
      userType: "regenerativeFarmer",
      hearAboutUs: "webinar",
      ownReferralCode: "PTRS2345",
      consentedAt: new Date(),
    });
    const [farm] = await db().insert(organisations).values({ name: "Vlakteplaas" }).returning();
    await db()
      .insert(memberships)
      .values({ userId: user!.id, organisationId: farm!.id, role: "OWNER" });
    const exporter = await signInCookie("auth|exporter", "exporter@example.org");

    const response = (await call(exportLoader, "/profile/data-export", exporter)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="veld-personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.user).toMatchObject({ email: "exporter@example.org", name: "Pieter" });
    expect(body.profile).toMatchObject({
      phoneNumber: "+27 821234567",
      ownReferralCode: "PTRS2345",
    });
    expect(body.memberships).toEqual([{ organisation: "Vlakteplaas", role: "OWNER" }]);
    expect(body.sessions.length).toBeGreaterThan(0);
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.subject, "auth|exporter"));
    expect(text).not.toContain(session!.id);
    expect(text).not.toContain("accessToken");
    // The download itself is recorded, and the next export shows it.
    const next = JSON.parse(
      await ((await call(exportLoader, "/profile/data-export", exporter)) as Response).text(),
    );
    expect(next.auditEntries.map((e: { action: string }) => e.action)).toContain(
      "user.data-export",
    );
  });

  it("is only for the person themselves: staff under /admin/userView get a 404", async () => {
    const staff = await signInCookie("auth|staff", "staff@example.org", ["read:admin"]);
    const response = (await call(
      exportLoader,
      "/admin/userView/data-export?userId=00000000-0000-4000-8000-000000000001",
      staff,
    )) as Response;
    expect(response.status).toBe(404);
  });
});
