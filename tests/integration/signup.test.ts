// /profile/signup's loader and action with real Requests on a fresh database (spec §2 '/profile',
// §3 'Sign-up profile', §4 'Sign-up success', §8 sign-up rows).
import { eq } from "drizzle-orm";
import { UnsecuredJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  memberships,
  organisationDetails,
  organisations,
  sessions,
  userProfiles,
  users,
} from "~/db/schema";
import { action, loader } from "~/routes/profile.signup/route";
import { createSession } from "~/services/auth/session.server";
import { toastCookie } from "~/services/kit/toast.server";
import { signInSession } from "../support/sessions";

const CONTEXT = { cspNonce: "", requestId: "signup-test" };

/** A complete, valid sign-up as the browser posts it. */
function validForm(overrides: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    intent: "signup",
    name: "Zanele",
    surname: "Mthembu",
    email: "ignored@example.org",
    "phoneNumber.country": "ZA",
    "phoneNumber.number": "082 123 4567",
    userType: "regenerativeFarmer",
    country: "ZA",
    region: "NL",
    hearAboutUs: "webinar",
    companyName: "Mthembu Boerdery",
    role: "OWNER",
    mailingList: "on",
    consent: "on",
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null) body.append(key, value);
  return body;
}

async function call(
  fn: typeof loader | typeof action,
  cookie: string | undefined,
  init: { body?: URLSearchParams; path?: string } = {},
) {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`http://localhost:3000${init.path ?? "/profile/signup"}`, {
    method: init.body ? "POST" : "GET",
    headers,
    body: init.body,
  });
  try {
    return await fn({ request, params: {}, context: CONTEXT });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A validationError / data() result as status and body. */
interface Answer {
  status: number;
  body: {
    fieldErrors: Record<string, string>;
    repopulateFields: Record<string, unknown>;
    cleared?: boolean;
    message?: string;
  };
}

async function answer(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, body: text ? JSON.parse(text) : null };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as Answer["body"] };
  }
  return { status: 200, body: result as Answer["body"] };
}

let referrerCode = "";

beforeAll(async () => {
  // Someone already signed up, whose e-mail is taken and whose referral code can be given.
  const [existing] = await db()
    .insert(users)
    .values({ subject: "auth|existing", email: "Taken@Example.org", name: "Sipho", surname: "D" })
    .returning();
  referrerCode = "K7M39PQX";
  await db().insert(userProfiles).values({
    userId: existing!.id,
    userType: "academia",
    hearAboutUs: "webinar",
    ownReferralCode: referrerCode,
    consentedAt: new Date(),
  });
});

describe("opening /profile/signup", () => {
  it("shows a signed-in person without a profile the form, their e-mail pre-filled", async () => {
    const { cookie } = await signInSession("auth|open", "open@example.org");
    const result = (await call(loader, cookie)) as { email: string; prefill: unknown };
    expect(result.email).toBe("open@example.org");
    // A session without an ID token (or one without names) pre-fills nothing else.
    expect(result.prefill).toEqual({});
  });

  it("pre-fills the names and phone the ID token's claims give; what the person posts is stored (decision 0065)", async () => {
    const idToken = new UnsecuredJWT({
      sub: "auth|claims",
      email: "claims@example.org",
      given_name: " Ayanda ",
      family_name: "Zulu",
      phone_number: "+27825551234",
    }).encode();
    const { setCookie } = await createSession({
      subject: "auth|claims",
      email: "claims@example.org",
      displayName: "Ayanda Zulu",
      tokens: {
        idToken,
        accessToken: "x",
        accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
        permissions: [],
      },
    });
    const cookie = setCookie.split(";")[0]!;
    const page = (await call(loader, cookie)) as { prefill: unknown };
    expect(page.prefill).toEqual({
      name: "Ayanda",
      surname: "Zulu",
      phoneNumber: "+27 825551234",
    });
    // The person changes the first name and the phone before posting: their values are stored.
    const response = (await call(action, cookie, {
      body: validForm({
        name: "Ayanda-Lee",
        surname: "Zulu",
        "phoneNumber.number": "072 555 1234",
      }),
    })) as Response;
    expect(response.status).toBe(302);
    const [row] = await db()
      .select({ name: users.name, surname: users.surname, phone: userProfiles.phoneNumber })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.subject, "auth|claims"));
    expect(row).toEqual({ name: "Ayanda-Lee", surname: "Zulu", phone: "+27 725551234" });
  });

  it("pre-fills the referral code of a shared link's ?ref= (decision 0150); a mangled one is left out", async () => {
    const { cookie } = await signInSession("auth|ref-link", "ref-link@example.org");
    const shared = (await call(loader, cookie, { path: "/profile/signup?ref=k7m3-9pqx" })) as {
      prefill: unknown;
    };
    expect(shared.prefill).toEqual({ hasReferral: true, referralCode: "K7M3-9PQX" });
    for (const ref of ["%3Cscript%3E", "TOO-LONG-A-CODE", "", "ABCD-EFG0"]) {
      const mangled = (await call(loader, cookie, { path: `/profile/signup?ref=${ref}` })) as {
        prefill: unknown;
      };
      expect(mangled.prefill, ref).toEqual({});
    }
  });

  it("sends someone who already has a profile to /profile/home (spec §2)", async () => {
    const { cookie } = await signInSession("auth|existing", "taken@example.org");
    const response = (await call(loader, cookie)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile/home");
  });

  it("sends someone not signed in to sign in", async () => {
    const response = (await call(loader, undefined)) as Response;
    expect(response.headers.get("Location")).toBe(
      `/auth/login?returnTo=${encodeURIComponent("/profile/signup")}`,
    );
  });

  it("under /admin/userView shows staff the person's home page and never signs anyone up", async () => {
    const admin = await signInSession("auth|staff", "staff@example.org", ["read:admin"]);
    const path = "/admin/userView/signup?userId=00000000-0000-4000-8000-000000000001";
    const page = (await call(loader, admin.cookie, { path })) as Response;
    expect(page.headers.get("Location")).toBe(
      "/admin/userView/home?userId=00000000-0000-4000-8000-000000000001",
    );
    const post = (await call(action, admin.cookie, { path, body: validForm() })) as Response;
    expect(post.status).toBe(403);
    const farmer = await signInSession("auth|nosy", "nosy@example.org");
    expect(((await call(loader, farmer.cookie, { path })) as Response).status).toBe(403);
  });
});

describe("signing up", () => {
  it("creates the user, profile, organisation, details and OWNER membership, activates the organisation and goes home with 'Sign up complete!'", async () => {
    const { cookie, sessionId } = await signInSession("auth|zanele", "zanele@example.org");
    const response = (await call(action, cookie, {
      body: validForm({ hasReferral: "on", referralCode: "k7m3-9pqx" }),
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile/home");
    const toast = await (await toastCookie()).parse(response.headers.get("Set-Cookie"));
    expect(toast).toMatchObject({ type: "success", text: "Sign up complete!" });

    const [user] = await db().select().from(users).where(eq(users.subject, "auth|zanele"));
    // The e-mail comes from the session, never from the form.
    expect(user).toMatchObject({ email: "zanele@example.org", name: "Zanele", surname: "Mthembu" });
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user!.id));
    expect(profile).toMatchObject({
      phoneNumber: "+27 821234567",
      userType: "regenerativeFarmer",
      otherUserType: null,
      country: "ZA",
      region: "NL",
      hearAboutUs: "webinar",
      hasReferral: true,
      referralCode: referrerCode,
      mailingList: true,
    });
    expect(profile!.ownReferralCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    // Who referred whom (decision 0150): the holder of the code, kept and audited.
    const [referrer] = await db().select().from(users).where(eq(users.subject, "auth|existing"));
    expect(profile!.referredByUserId).toBe(referrer!.id);
    expect(profile!.consentedAt).toBeInstanceOf(Date);
    const [membership] = await db()
      .select({
        role: memberships.role,
        organisationId: memberships.organisationId,
        name: organisations.name,
      })
      .from(memberships)
      .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
      .where(eq(memberships.userId, user!.id));
    expect(membership).toMatchObject({ role: "OWNER", name: "Mthembu Boerdery" });
    const details = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, membership!.organisationId));
    expect(details).toHaveLength(1);
    const [session] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({
      userId: user!.id,
      activeOrganisationId: membership!.organisationId,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, user!.id));
    expect(audit.map((entry) => entry.action)).toEqual(["user.signup"]);
    expect(audit[0]!.changes).toMatchObject({ referredByUserId: referrer!.id });

    // Signed up now: the page sends them home.
    const again = (await call(loader, cookie)) as Response;
    expect(again.headers.get("Location")).toBe("/profile/home");
    // A second sign-up from a tab still open on the form: the e-mail is signed up (409).
    const stale = await answer(await call(action, cookie, { body: validForm() }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "A user has already signed up with this email! Please sign in again",
    );
  });

  it("maps each sign-up role choice to its role (spec §6)", async () => {
    const { cookie } = await signInSession("auth|consultant", "consultant@example.org");
    await call(action, cookie, { body: validForm({ role: "CONSULTANT" }) });
    const [row] = await db()
      .select({ role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.subject, "auth|consultant"));
    expect(row!.role).toBe("CONSULTANT");
  });

  it("answers a too-long value with 400, the spec's message, the field marked and every value kept", async () => {
    const { cookie } = await signInSession("auth|long", "long@example.org");
    const result = await answer(
      await call(action, cookie, {
        body: validForm({ name: "N".repeat(51), companyName: "C".repeat(101) }),
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body.fieldErrors).toMatchObject({
      _form: "Too many characters. Please correct the highlighted field(s)",
      name: "Too many characters",
      companyName: "Too many characters",
    });
    expect(result.body.repopulateFields).toMatchObject({
      name: "N".repeat(51),
      surname: "Mthembu",
      region: "NL",
      phoneNumber: { country: "ZA", number: "082 123 4567" },
    });
    expect(await db().select().from(users).where(eq(users.subject, "auth|long"))).toEqual([]);
  });

  it("answers an e-mail already signed up with 409, the spec's message and a cleared form", async () => {
    const { cookie } = await signInSession("auth|other-subject", "taken@example.org");
    const result = await answer(await call(action, cookie, { body: validForm() }));
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      cleared: true,
      message: "A user has already signed up with this email! Please sign in again",
    });
    expect(result.body.repopulateFields).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.subject, "auth|other-subject"))).toEqual(
      [],
    );
  });

  it("ignores the values of hidden fields and does not send them back (no JavaScript)", async () => {
    const { cookie } = await signInSession("auth|hidden", "hidden@example.org");
    // otherUserType without 'other', a province outside South Africa, a code without hasReferral.
    const refused = await answer(
      await call(action, cookie, {
        body: validForm({
          surname: "",
          otherUserType: "Typed, though it does not apply",
          country: "NA",
          "phoneNumber.country": "NA",
          "phoneNumber.number": "81 123 4567",
          region: "WC",
          referralCode: "NOPE",
        }),
      }),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(["surname"]);
    expect(refused.body.repopulateFields.otherUserType).toBeUndefined();
    expect(refused.body.repopulateFields.region).toBeUndefined();
    expect(refused.body.repopulateFields.referralCode).toBeUndefined();
    expect(refused.body.repopulateFields.country).toBe("NA");

    const accepted = (await call(action, cookie, {
      body: validForm({
        otherUserType: "Typed, though it does not apply",
        country: "NA",
        region: "WC",
        referralCode: "NOPE",
      }),
    })) as Response;
    expect(accepted.status).toBe(302);
    const [row] = await db()
      .select()
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.subject, "auth|hidden"));
    expect(row!.user_profiles).toMatchObject({
      country: "NA",
      region: null,
      otherUserType: null,
      hasReferral: false,
      referralCode: null,
    });
  });

  it("keeps otherUserType when userType is 'other'", async () => {
    const { cookie } = await signInSession("auth|other", "other@example.org");
    const missing = await answer(
      await call(action, cookie, { body: validForm({ userType: "other" }) }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual({ otherUserType: "Required" });
    await call(action, cookie, {
      body: validForm({ userType: "other", otherUserType: "Soil scientist" }),
    });
    const [row] = await db()
      .select({ otherUserType: userProfiles.otherUserType })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.subject, "auth|other"));
    expect(row!.otherUserType).toBe("Soil scientist");
  });

  it("refuses an unknown referral code, a wrong phone number and a missing consent (422)", async () => {
    const { cookie } = await signInSession("auth|refused", "refused@example.org");
    const wrong = await answer(
      await call(action, cookie, {
        body: validForm({
          "phoneNumber.number": "082 123 45678",
          consent: null,
        }),
      }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.fieldErrors).toEqual({
      phoneNumber: "Invalid phone number for selected country",
      consent: "Please agree to the terms and conditions and the privacy policy.",
    });
    const unknown = await answer(
      await call(action, cookie, {
        body: validForm({ hasReferral: "on", referralCode: "ABCD-EFGH" }),
      }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors.referralCode).toMatch(/referral code/);
    expect(unknown.body.repopulateFields.referralCode).toBe("ABCD-EFGH");
  });
});
