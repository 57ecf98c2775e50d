import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import {
  SCENARIO_COPIES,
  scenarioPeople,
  type ScenarioName,
  type ScenarioPeople,
} from "./scenarios";

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Picks an option in a kit dropdown: a native select without JavaScript; with it, the editable
 * combobox the select becomes once the page has hydrated.
 */
export async function choose(scope: Locator | Page, label: string, option: string, js = true) {
  const box = scope.getByRole("combobox", { name: label, exact: true });
  if (!js) {
    await box.selectOption({ label: option });
    return;
  }
  await expect(box).toHaveJSProperty("tagName", "INPUT", { timeout: 20_000 });
  await box.click();
  // The list the box controls (its name is the label without '(optional)').
  const list = await box.getAttribute("aria-controls");
  await scope
    .locator(`[id="${list}"]`)
    // The chosen option's name starts with the kit's tick ('✓ …').
    .getByRole("option", { name: new RegExp(`^(✓ )?${escapeRegExp(option)}$`) })
    .click();
  await expect(box).toHaveValue(option);
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, app/root.tsx): from then on
 * what the page's scripts add (modal dialogs, comboboxes, checks as one types) is there, as for
 * someone who waited for the page. Generous: on a busy 2-core machine hydration can take seconds.
 */
export async function hydrated(page: Page) {
  // A page served as plain HTML (a `hydrate: false` handle: the public site, the farmer's home
  // and other pages without a form, issue 30) has no scripts and is final as it is.
  if ((await page.locator("script[type=module]").count()) === 0) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
}

/** Whether the page was served with scripts (not a plain-HTML page, see `hydrated`). */
export async function hasScripts(page: Page) {
  return (await page.locator("script[type=module]").count()) > 0;
}

/**
 * A signed-in page in a browser context of its own, already on `returnTo` and, with JavaScript,
 * hydrated.
 */
export async function signedInAs(browser: Browser, email: string, returnTo: string, js = true) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  await signIn(page, email, returnTo);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, "\\?")}$`));
  if (js) await hydrated(page);
  return { context, page };
}

/** The demo admin, in a browser context of their own, approves organisation `name`'s `kind`. */
export async function adminApproves(
  browser: Browser,
  kind: "eligibility" | "viability",
  name: string,
) {
  const { context, page } = await signedInAs(browser, ADMIN, "/admin/journey/onboarding");
  await page.getByRole("button", { name: `Approve ${kind} of ${name}`, exact: true }).click();
  await expect(
    page.getByText(`${kind === "eligibility" ? "Eligibility" : "Viability"} approved for ${name}.`),
  ).toBeVisible();
  await context.close();
}

/** The copy of scenario `name` for the running attempt of the current test (its retry number). */
export function myScenario(name: ScenarioName): ScenarioPeople {
  const copy = test.info().retry;
  if (copy >= SCENARIO_COPIES)
    throw new Error(
      `Scenario '${name}' has ${SCENARIO_COPIES} copies; this is attempt ${copy + 1}.`,
    );
  return scenarioPeople(name, copy);
}

/**
 * On /admin/journey/companies: searches by name, waits for the search's answer, then opens the
 * organisation. Clicking a link of the list before the answer arrives races the search's own
 * navigation (with JavaScript), which can leave the page on the list.
 */
export async function openCompany(page: Page, name: string) {
  await page.getByLabel("Search by name").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}
