import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "veld-demo";
export const FARMER = "farmer@veld.example";
export const ADMIN = "admin@veld.example";
export const VIEWER = "viewer@veld.example";
export const NEWCOMER = "newcomer@veld.example";

/** Fills the embedded identity provider's sign-in form (the page must already show it). */
export async function submitProviderSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByLabel("Email")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the embedded provider, starting from Veld's sign-in link. */
export async function signIn(page: Page, email: string, returnTo = "/profile") {
  await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitProviderSignIn(page, email);
}
