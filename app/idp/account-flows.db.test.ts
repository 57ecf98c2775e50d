// Creating an account, confirming the e-mail, and resetting a forgotten password.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, idpAccounts } from "~/db/schema";
import { authenticate, createAccount } from "./accounts.server";
import { PASSWORD_RESET_SENT } from "./account-emails.server";
import { embeddedClient } from "./index.server";
import {
  Browser,
  location,
  pkcePair,
  startIdentityProvider,
  type RunningProvider,
} from "../../tests/support/idp";

let idp: RunningProvider;

beforeAll(async () => {
  idp = await startIdentityProvider({ SEED_DEMO_DATA: "false" });
});
afterAll(() => idp?.close());

async function startSignIn(browser: Browser) {
  const { clientId } = await embeddedClient();
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    redirect_uri: `${idp.origin}/auth/callback`,
    scope: "openid profile email offline_access",
    state: "s",
    code_challenge: pkcePair().challenge,
    code_challenge_method: "S256",
  });
  return location(await browser.fetch(`/oidc/auth?${params}`));
}

async function lastEmailTo(to: string) {
  const [row] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
  return row;
}

function linkIn(text: string, path: string) {
  const match = new RegExp(`${idp.origin}${path}\\?token=[\\w%-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
}

describe("creating an account", () => {
  it("creates the account, mails a verification link, and continues the sign-in", async () => {
    const browser = new Browser(idp.origin);
    const interaction = await startSignIn(browser);
    const form = await browser.fetch(`${interaction}/signup`);
    expect(await form.text()).toContain('<label for="given_name">First name</label>');

    const tooShort = await browser.post(`${interaction}/signup`, {
      email: "new@veld.example",
      password: "short",
      given_name: "Zanele",
      family_name: "Mthembu",
    });
    expect(tooShort.status).toBe(400);
    const again = await tooShort.text();
    expect(again).toContain("Use at least 8 characters.");
    expect(again).toContain('value="new@veld.example"');

    const created = await browser.post(`${interaction}/signup`, {
      email: "new@veld.example",
      password: "long-enough-password",
      given_name: "Zanele",
      family_name: "Mthembu",
    });
    expect(created.status).toBe(303);
    let res = await browser.fetch(location(created));
    while (location(res).startsWith("/oidc/")) res = await browser.fetch(location(res));
    expect(new URL(location(res)).searchParams.get("code")).toBeTruthy();

    const [account] = await db()
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.email, "new@veld.example"));
    expect(account).toMatchObject({
      givenName: "Zanele",
      familyName: "Mthembu",
      emailVerified: false,
    });
    expect(account!.passwordHash).toMatch(/^scrypt\$/);

    const email = await lastEmailTo("new@veld.example");
    const link = linkIn(email!.text, "/oidc/verify-email");
    // The link lands on Veld's /verify page, which tells the result.
    const verified = await fetch(link, { redirect: "manual" });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("Location")).toBe(`${idp.origin}/verify?status=verified`);
    const [after] = await db().select().from(idpAccounts).where(eq(idpAccounts.id, account!.id));
    expect(after!.emailVerified).toBe(true);
    // The link works once.
    const usedAgain = await fetch(link, { redirect: "manual" });
    expect(usedAgain.headers.get("Location")).toBe(`${idp.origin}/verify?status=expired`);
  });

  it("refuses a second account with the same e-mail, whatever its case", async () => {
    await createAccount({ email: "taken@veld.example", password: "long-enough-password" });
    const browser = new Browser(idp.origin);
    const interaction = await startSignIn(browser);
    const res = await browser.post(`${interaction}/signup`, {
      email: "Taken@Veld.example",
      password: "another-password",
      given_name: "A",
      family_name: "B",
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("An account with this email address already exists.");
  });
});

describe("forgotten password", () => {
  it("change_password answers the same for unknown e-mails and mails nothing", async () => {
    const res = await fetch(`${idp.origin}/oidc/dbconnections/change_password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@veld.example", client_id: "veld-web" }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PASSWORD_RESET_SENT);
    expect(await lastEmailTo("nobody@veld.example")).toBeUndefined();
  });

  it("mails a reset link; the link sets a new password once", async () => {
    await createAccount({ email: "forgetful@veld.example", password: "old-password-1" });
    const res = await fetch(`${idp.origin}/oidc/dbconnections/change_password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "forgetful@veld.example", client_id: "veld-web" }),
    });
    expect(await res.text()).toBe("We've just sent you an email to reset your password.");

    const email = await lastEmailTo("forgetful@veld.example");
    expect(email?.subject).toBe("Reset your Veld password");
    const link = linkIn(email!.text, "/oidc/reset-password");
    expect(email!.html).toContain(link.replaceAll("&", "&amp;"));

    const form = await fetch(link);
    expect(form.status).toBe(200);
    const token = new URL(link).searchParams.get("token")!;
    const browser = new Browser(idp.origin);
    const weak = await browser.post("/oidc/reset-password", { token, password: "short" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Use at least 8 characters.");

    const done = await browser.post("/oidc/reset-password", { token, password: "new-password-2" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your password has been changed.");
    expect(await authenticate("forgetful@veld.example", "new-password-2")).toBeDefined();
    expect(await authenticate("forgetful@veld.example", "old-password-1")).toBeUndefined();

    const reused = await browser.post("/oidc/reset-password", {
      token,
      password: "third-password",
    });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain("This link has expired or has already been used.");
    expect((await fetch(link)).status).toBe(400);
  });

  it("the forgot-password page posts the e-mail to change_password and says the same sentence", async () => {
    const browser = new Browser(idp.origin);
    const interaction = await startSignIn(browser);
    const uid = interaction.split("/").pop()!;
    const page = await browser.fetch(`/oidc/account/forgot-password?interaction=${uid}`);
    const html = await page.text();
    expect(html).toContain('action="/oidc/dbconnections/change_password"');
    expect(html).toContain('<label for="email">Email</label>');

    const res = await browser.post("/oidc/dbconnections/change_password", {
      client_id: "veld-web",
      interaction: uid,
      email: "nobody@veld.example",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const answer = await res.text();
    expect(answer).toContain("We&#39;ve just sent you an email to reset your password.");
    expect(answer).toContain(`href="/oidc/interaction/${uid}">Back to sign in</a>`);
  });

  it("change_password without a valid e-mail is a 400", async () => {
    const res = await fetch(`${idp.origin}/oidc/dbconnections/change_password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "not-an-email" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid_request" });
  });
});

describe("provider pages", () => {
  it("serves its stylesheet", async () => {
    const res = await fetch(`${idp.origin}/oidc/static/idp.css?v=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/css/);
    expect(await res.text()).toContain("#2e6b43");
  });

  it("an interaction page opened in another browser says the sign-in expired", async () => {
    const interaction = await startSignIn(new Browser(idp.origin));
    const res = await new Browser(idp.origin).fetch(interaction);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This sign-in has expired");
  });
});
