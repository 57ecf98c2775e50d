import { expect, test } from "@playwright/test";
import { ADMIN, FARMER, signIn, submitProviderSignIn } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign-in with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the demo farmer signs in through the embedded provider and lands on /profile", async ({
      page,
    }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Sign in" }).first().click();
      const callback = page.waitForRequest((r) => r.url().includes("/auth/callback?"));
      await submitProviderSignIn(page, FARMER);
      await expect(page).toHaveURL(/\/profile(\/home)?$/);
      await expect(page.getByText("Thandi Nkosi").first()).toBeVisible();

      // spec §4: the login transaction is removed on the callback…
      const cookies = await page.context().cookies();
      expect(cookies.filter((c) => c.name.startsWith("veld_oauth")).map((c) => c.name)).toEqual([]);
      // …so the same callback, replayed, fails its state check instead of signing in again.
      const replayed = await page.goto((await callback).url());
      expect(replayed?.status()).toBe(400);
      await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    });

    test("an anonymous visit to /profile/home goes to sign-in and comes back", async ({ page }) => {
      await page.goto("/profile/home");
      await submitProviderSignIn(page, FARMER);
      await expect(page).toHaveURL(/\/profile\/home$/);
    });

    test("/admin gives the farmer a 403 and the admin the dashboard", async ({ browser }) => {
      const farmer = await browser.newPage({ javaScriptEnabled });
      await signIn(farmer, FARMER, "/admin");
      await expect(farmer.getByText("You do not have permission to view this page.")).toBeVisible();
      const admin = await browser.newPage({ javaScriptEnabled });
      await signIn(admin, ADMIN, "/admin");
      await expect(admin).toHaveURL(/\/admin$/);
      await expect(
        admin.getByRole("navigation").getByRole("link", { name: /Job applications/i }),
      ).toBeVisible();
      await farmer.close();
      await admin.close();
    });

    test("sign-out ends the session here and at the provider", async ({ page }) => {
      await signIn(page, FARMER, "/profile/home");
      await expect(page).toHaveURL(/\/profile\/home$/);
      await page.getByRole("button", { name: "Sign out" }).first().click();
      // The provider asks to confirm signing out of it too (a form: no JavaScript needed).
      await expect(page).toHaveURL(/\/oidc\/session\/end/);
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await page.goto("/profile/home");
      // Signed out at the provider too: its sign-in form is shown again.
      await expect(page.getByLabel("Password")).toBeVisible();
    });
  });
}

test("a tampered state shows 'Invalid state'; a missing iss, 'Invalid issuer'", async ({
  page,
  baseURL,
}) => {
  await page.goto("/auth/login?returnTo=/profile");
  await expect(page.getByLabel("Email")).toBeVisible();
  // The embedded provider advertises the iss response parameter (RFC 9207): without it the
  // answer is refused before its state is even read.
  const noIss = await page.goto("/auth/callback?code=abc&state=tampered-state");
  expect(noIss?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Invalid issuer" })).toBeVisible();
  await page.goto("/auth/login?returnTo=/profile");
  await expect(page.getByLabel("Email")).toBeVisible();
  const iss = encodeURIComponent(`${baseURL}/oidc`);
  const response = await page.goto(`/auth/callback?code=abc&state=tampered-state&iss=${iss}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Invalid state" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
    "href",
    "/auth/login",
  );
});

test("public pages carry the security headers and /healthz checks the database", async ({
  request,
}) => {
  const page = await request.get("/");
  const csp = page.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "ok" });
  const crossSite = await request.post("/auth/logout", {
    headers: { Origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
});
