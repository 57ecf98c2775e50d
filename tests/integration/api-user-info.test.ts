// /api/v2/user/info, /api/v2/user/referral/{code} and /api/v2/user/verification/resend with
// bearer tokens (spec §7 'User and company calls', 'Sign-up submit', 'Verification resend';
// §4 'A fetch of user info returning 404 marks the user as not found. A 401 clears the user').
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, memberships, userProfiles, users } from "~/db/schema";
import { createAccount } from "~/idp/accounts.server";
import { action as infoAction, loader as infoLoader } from "~/routes/api.v2.user.info";
import { loader as referralLoader } from "~/routes/api.v2.user.referral.$code";
import { action as resendAction } from "~/routes/api.v2.user.verification.resend";
import { ALREADY_SIGNED_UP, UNKNOWN_REFERRAL_CODE } from "~/services/profiles/rules";
import { VERIFY_MESSAGES } from "~/services/profiles/verification.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";

trustTestTokens();

const CONTEXT = { cspNonce: "", requestId: "api-test" };

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: typeof CONTEXT;
}) => Promise<Response>;

async function send(
  handler: Handler,
  url: string,
  token: string | null,
  init: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  let response: Response;
  try {
    response = await handler({
      request: apiRequest(url, token, init),
      params: init.params ?? {},
      context: CONTEXT,
    });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

const SIGN_UP = {
  name: "Ayanda",
  surname: "Zulu",
  phoneNumber: "+27 821234567",
  userType: "agriConsultant",
  country: "ZA",
  region: "KZN-not-a-code",
  hearAboutUs: "conference",
  hasReferral: false,
  mailingList: true,
  companyName: "Zulu Agri Advisory",
  role: "CONSULTANT",
  consent: true,
};

describe("GET /api/v2/user/info", () => {
  it("401 without a token or with a forged one (spec §4: 'A 401 clears the user and logs out')", async () => {
    expect(await send(infoLoader, "/api/v2/user/info", null)).toMatchObject({
      status: 401,
      body: { ok: false, message: "An Authorization: Bearer access token is required." },
    });
    expect((await send(infoLoader, "/api/v2/user/info", "not-a-jwt")).status).toBe(401);
  });

  it("404 'User not found' for someone who has not signed up (spec §4 'marks the user as not found')", async () => {
    const token = await mintAccessToken("auth|nobody", { email: "nobody@example.org" });
    const res = await send(infoLoader, "/api/v2/user/info", token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, message: "User not found" });
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });
});

describe("POST /api/v2/user/info (sign up)", () => {
  it("signs up with the page's rules: 201 with a company object and a user object", async () => {
    const token = await mintAccessToken("auth|ayanda", { email: "ayanda@example.org" });
    const refused = await send(infoAction, "/api/v2/user/info", token, {
      method: "POST",
      body: SIGN_UP,
    });
    // A province that is not one of the nine.
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      ok: false,
      errors: { region: "Choose one of the options." },
    });

    const res = await send(infoAction, "/api/v2/user/info", token, {
      method: "POST",
      body: { ...SIGN_UP, region: "NL", email: "someone-else@example.org" },
    });
    expect(res.status).toBe(201);
    // spec §7 'Sign-up submit': the product reads data.message, data.company and data.user.
    expect(res.body).toMatchObject({ ok: true, message: "Sign up complete!" });
    const signedUp = res.body.data;
    expect(signedUp.company).toMatchObject({ name: "Zulu Agri Advisory", role: "CONSULTANT" });
    expect(signedUp.user).toMatchObject({
      // From the token, never the body.
      email: "ayanda@example.org",
      name: "Ayanda",
      phoneNumber: "+27 821234567",
      userType: "agriConsultant",
      region: "NL",
      mailingList: true,
    });
    expect(signedUp.user.ownReferralCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [membership] = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.organisationId, signedUp.company.companyId));
    expect(membership!.userId).toBe(signedUp.user.userId);

    const info = await send(infoLoader, "/api/v2/user/info", token);
    expect(info.status).toBe(200);
    expect(info.body.ok).toBe(true);
    expect(info.body.data.user.userId).toBe(signedUp.user.userId);
    expect(info.body.data.companies).toEqual([signedUp.company]);

    // Once signed up, a second sign-up is refused.
    const twice = await send(infoAction, "/api/v2/user/info", token, {
      method: "POST",
      body: SIGN_UP,
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { ok: false, message: ALREADY_SIGNED_UP },
    });
  });

  it("400 'Too many characters' listing the too-long fields (spec §8)", async () => {
    const token = await mintAccessToken("auth|long", { email: "long@example.org" });
    const res = await send(infoAction, "/api/v2/user/info", token, {
      method: "POST",
      body: { ...SIGN_UP, region: "NL", surname: "Z".repeat(51), otherUserType: "ignored" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ok: false,
      message: "Too many characters",
      errors: { surname: "Too many characters" },
    });
  });

  it("409 with the spec's message for an e-mail already signed up", async () => {
    const token = await mintAccessToken("auth|copycat", { email: "AYANDA@example.org" });
    const res = await send(infoAction, "/api/v2/user/info", token, {
      method: "POST",
      body: { ...SIGN_UP, region: "NL" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      ok: false,
      message: "A user has already signed up with this email! Please sign in again",
    });
  });

  it("400 for a body that is not JSON", async () => {
    const token = await mintAccessToken("auth|garbled", { email: "garbled@example.org" });
    const request = new Request("http://localhost:3000/api/v2/user/info", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    const response = await infoAction({ request, params: {}, context: CONTEXT });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: "The request body must be a JSON object.",
    });
    const form = new Request("http://localhost:3000/api/v2/user/info", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: new URLSearchParams({ name: "Ayanda" }),
    });
    const formResponse = await infoAction({ request: form, params: {}, context: CONTEXT });
    expect(formResponse.status).toBe(400);
    expect((await formResponse.json()).message).toMatch(/Content-Type: application\/json/);
  });
});

describe("PUT /api/v2/user/info", () => {
  it("changes one's own answers with the same rules; a hidden province is cleared", async () => {
    const token = await mintAccessToken("auth|putter", { email: "putter@example.org" });
    await send(infoAction, "/api/v2/user/info", token, {
      method: "POST",
      body: { ...SIGN_UP, region: "NL" },
    });
    const tooLong = await send(infoAction, "/api/v2/user/info", token, {
      method: "PUT",
      body: { name: "A".repeat(60) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      ok: false,
      message: "Too many characters",
      errors: { name: "Too many characters" },
    });

    const res = await send(infoAction, "/api/v2/user/info", token, {
      method: "PUT",
      body: { name: "Ayanda M.", country: "BW", phoneNumber: "+267 71234567", email: "x@y.z" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, message: "Profile updated" });
    expect(res.body.data.user).toMatchObject({
      name: "Ayanda M.",
      email: "putter@example.org",
      country: "BW",
      region: null,
      phoneNumber: "+267 71234567",
    });
  });

  it("404 for someone without a profile", async () => {
    const token = await mintAccessToken("auth|ghost");
    const res = await send(infoAction, "/api/v2/user/info", token, { method: "PUT", body: {} });
    expect(res).toMatchObject({ status: 404, body: { ok: false, message: "User not found" } });
  });
});

describe("GET /api/v2/user/referral/{code}", () => {
  it("200 {valid:true} for someone's own code, whatever its case and dashes; 404 otherwise", async () => {
    const [user] = await db()
      .insert(users)
      .values({ subject: "auth|referrer", email: "referrer@example.org" })
      .returning();
    await db().insert(userProfiles).values({
      userId: user!.id,
      userType: "academia",
      hearAboutUs: "webinar",
      ownReferralCode: "K7M39PQX",
      consentedAt: new Date(),
    });
    // A caller who has not signed up yet may check a code (the sign-up form does).
    const token = await mintAccessToken("auth|newbie");
    const url = (code: string) => `/api/v2/user/referral/${code}`;
    const ok = await send(referralLoader, url("k7m3-9pqx"), token, {
      params: { code: "k7m3-9pqx" },
    });
    expect(ok).toMatchObject({ status: 200, body: { ok: true, data: { valid: true } } });
    const unknown = await send(referralLoader, url("ABCD-EFGH"), token, {
      params: { code: "ABCD-EFGH" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, message: UNKNOWN_REFERRAL_CODE });
    expect((await send(referralLoader, url("x"), null, { params: { code: "x" } })).status).toBe(
      401,
    );
  });
});

describe("POST /api/v2/user/verification/resend", () => {
  it("queues a new verification e-mail through the outbox, at most one a minute", async () => {
    const account = await createAccount({
      email: "unverified@example.org",
      password: "long-enough-password",
    });
    const token = await mintAccessToken(account!.id);
    const first = await send(resendAction, "/api/v2/user/verification/resend", token, {
      method: "POST",
    });
    expect(first).toMatchObject({
      status: 202,
      body: { ok: true, data: { status: "sent" }, message: VERIFY_MESSAGES.sent.text },
    });
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "unverified@example.org"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/\/oidc\/verify-email\?token=/);
    const second = await send(resendAction, "/api/v2/user/verification/resend", token, {
      method: "POST",
    });
    expect(second).toMatchObject({
      status: 429,
      body: { ok: false, message: VERIFY_MESSAGES["too-soon"].text },
    });
  });
});
