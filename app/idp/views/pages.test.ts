import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html.server";
import { errorPage, signInPage, signUpPage, WRONG_CREDENTIALS } from "./pages.server";

const ctx = { base: "/oidc" };

describe("identity provider pages", () => {
  it("the sign-in page has labelled Email and Password fields, a Sign in button and the two links", () => {
    const page = signInPage(ctx, { uid: "abc123" });
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toMatch(/<input id="email" name="email" type="email"/);
    expect(page).toMatch(/<input id="password" name="password" type="password"/);
    expect(page).toContain('<form method="post" action="/oidc/interaction/abc123/login"');
    expect(page).toContain(">Sign in</button>");
    expect(page).toContain('href="/oidc/interaction/abc123/signup">Create an account</a>');
    expect(page).toContain(
      'href="/oidc/account/forgot-password?interaction=abc123">Forgot your password?</a>',
    );
    expect(page).toContain('<link rel="stylesheet" href="/oidc/static/idp.css?v=');
    expect(page).not.toMatch(/<script|style=/);
  });

  it("wrong credentials show the message and keep the e-mail, escaped", () => {
    const page = signInPage(ctx, {
      uid: "abc123",
      email: '"><script>alert(1)</script>',
      error: WRONG_CREDENTIALS,
    });
    expect(page).toContain('role="alert">Wrong email or password.</p>');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).not.toContain("<script>");
  });

  it("sign-up errors are tied to their fields and the password is never echoed", () => {
    const page = signUpPage(ctx, {
      uid: "u1",
      values: { email: "a@b.example", given_name: "Thandi" },
      errors: { password: "Use at least 8 characters." },
    });
    expect(page).toContain('aria-describedby="password-hint password-error" aria-invalid="true"');
    expect(page).toContain(
      '<span class="field-error" id="password-error">Use at least 8 characters.',
    );
    expect(page).toContain('value="Thandi"');
    expect(page).toMatch(/name="password" type="password" autocomplete="new-password"/);
  });

  it("error pages escape what the provider reports", () => {
    const page = errorPage(ctx, { error: "invalid_request", error_description: "<b>x</b>" }, "/");
    expect(page).toContain("invalid_request: &lt;b&gt;x&lt;/b&gt;");
  });

  it("escapeHtml escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
