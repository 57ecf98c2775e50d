// The sign-in error page (/auth/callback) as a person sees it (decision 0148): where a forgotten
// password may be why sign-in failed (the provider refused it, or wants them to sign in again),
// the page offers 'Forgot your password? Reset it', leading to /auth/password-reset; where the
// failure is the connection's or Veld's checks', or a missing second step, it does not.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import * as callback from "~/routes/auth.callback";
import { loginErrorPage, type LoginErrorCode } from "~/services/auth/login-errors";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { callRoute } from "../support/route-call";

function render(page: Record<string, unknown>) {
  // The loader sends the page's messages (issue 33): here the English ones, as for a visitor.
  const data = { translations: translationsFor("en", ["auth"]), ...page };
  const Stub = createRemixStub([
    { id: "page", path: "/auth/callback", Component: callback.default, loader: () => data },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub initialEntries={["/auth/callback"]} hydrationData={{ loaderData: { page: data } }} />,
    ).replace(/<!-- -->/g, "");
  } finally {
    quiet.mockRestore();
  }
}

const RESET_LINK = '<a href="/auth/password-reset">Forgot your password? Reset it</a>';

describe("the sign-in error page and the password reset", () => {
  it.each<LoginErrorCode>(["access_denied", "login_required"])(
    "%s: offers the password reset beside 'Try again'",
    (code) => {
      const html = render({ ...loginErrorPage(code), accountUrl: null });
      expect(html).toContain(loginErrorPage(code).title);
      expect(html).toContain('href="/auth/login">Try again</a>');
      expect(html).toContain(RESET_LINK);
    },
  );

  it.each<LoginErrorCode>(["state_mismatch", "issuer_mismatch", "timeout", "invalid_token"])(
    "%s: no password reset, only 'Try again'",
    (code) => {
      const html = render({ ...loginErrorPage(code), accountUrl: null });
      expect(html).toContain("Try again");
      expect(html).not.toContain("/auth/password-reset");
    },
  );

  it("mfa_required keeps its own way on (the provider's account page), not the reset", () => {
    const html = render({ ...loginErrorPage("mfa_required"), accountUrl: null });
    expect(html).toContain("Sign in again");
    expect(html).not.toContain("/auth/password-reset");
  });

  it("a real callback that cannot finish (no sign-in started here): its page, no reset link", async () => {
    const response = await callRoute(
      callback.loader,
      new Request("http://localhost/auth/callback?code=abc&state=xyz"),
    );
    expect(response.status).toBe(400);
    const page = (await response.json()) as {
      code: LoginErrorCode;
      title: string;
      message: string;
    };
    expect(page.title).toBe(loginErrorPage(page.code).title);
    const html = render(page);
    expect(html).toContain(page.title);
    expect(html).toContain('href="/auth/login">Try again</a>');
    expect(html).not.toContain("/auth/password-reset");
  });
});
