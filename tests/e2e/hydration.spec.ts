// Signed-in pages must be usable before hydration and keep what was typed through it (issue 13's
// "early typing survives hydration"). When the browser's DOM differs from React's tree (a form
// inside a <p>, a date formatted in the browser's time zone…) React 18 throws the server's HTML
// away and renders again, losing every value typed so far: each page here must hydrate onto the
// server's HTML without a hydration error. The farmer's organisation has its contracting details
// and sent contract (the read-only scenario 'sweep', tests/e2e/scenarios.ts): its tables, maps and
// dates are on the pages.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, hydrated, myScenario, signIn } from "./fixtures";

const FARMER = "the farmer";

const PAGES = {
  [ADMIN]: [
    "/admin",
    "/admin/jobApplications",
    "/admin/jobApplications?tab=incoming",
    "/admin/jobApplications?tab=interviews",
    "/admin/jobApplications?tab=declined",
    "/admin/journey/onboarding",
    "/admin/journey/companies",
    "/admin/journey/dashboard",
  ],
  [FARMER]: [
    "/profile/home",
    "/profile/company",
    "/profile/journey",
    "/profile/journey_start",
    "/profile/journey/eligibility",
    "/profile/journey/details",
    "/profile/journey/contract",
  ],
};

/** Waits until React has hydrated the page and what it loads afterwards has arrived. */
async function settled(page: Page) {
  await hydrated(page);
  await page.waitForLoadState("networkidle");
}

for (const [who, pages] of Object.entries(PAGES)) {
  test(`${who}'s pages hydrate onto the server's HTML`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    await signIn(page, who === FARMER ? myScenario("sweep").email : who, pages[0]);
    await expect(page).toHaveURL(new RegExp(`${pages[0]}$`));
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
    }
    expect(errors).toEqual([]);
  });
}
