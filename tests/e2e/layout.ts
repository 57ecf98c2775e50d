// The narrow-screen checks of issue 13, shared by narrow-screens.spec.ts and
// the accessibility sweeps (axe-sweep.ts, which makes them on the same visit as its axe run).
import { expect, type Page } from "@playwright/test";

/** How much wider than the screen the page lays out (0 when it fits). */
export async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A page asked for answers below 400 and is shown, not sent to sign in. */
export function expectShown(page: Page, path: string, status: number | undefined) {
  expect(status, `${path} answers`).toBeLessThan(400);
  expect(new URL(page.url()).pathname, `${path} is shown`).toBe(path.split("?")[0]);
}

/** The page fits 360 px: no sideways scroll (soft, so every page is reported). */
export async function expectNoOverflow(page: Page, path: string) {
  expect.soft(await overflow(page), `${path} is wider than 360 px by`).toBeLessThanOrEqual(0);
}

/**
 * Collects the page's refusals by the Content Security Policy, as the console reports them, while
 * `when` (default: always) says the page is one to watch.
 */
export function watchCsp(page: Page, when: () => boolean = () => true) {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (!when()) return;
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      refusals.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return refusals;
}

/** The first organisation's page, from the companies list. */
export async function companyPage(page: Page) {
  await page.goto("/admin/journey/companies");
  const href = await page
    .locator("main a[href^='/admin/journey/companies/']")
    .first()
    .getAttribute("href");
  expect(href, "a company to open").toBeTruthy();
  return href!;
}
