// No signed-in page scrolls sideways on a farmer's old phone (issue 13): at 360 px every table
// takes the kit's rotated layout (each cell on a line of its own, its column's name before it) and
// every dialog fits the screen and scrolls inside. Checked with JavaScript on (dialogs as real
// modals, widgets hydrated) and off (the server's HTML, dialogs rendered open).
// Named to run after journey.spec.ts and journey2-contracting.spec.ts: by then the demo farm has
// its legal entity, signatories and farms, which is when the tables grew too wide. Read-only: it
// creates nothing the later specs could trip over.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, FARMER, signIn } from "./fixtures";

test.use({ viewport: { width: 360, height: 740 } });

// The built /profile and /admin pages (docs/route-status.md, tests/e2e/hydration.spec.ts) and a
// URL dialog or two on each page that has them.
const FARMER_PAGES = [
  "/profile/home",
  "/profile/company",
  "/profile/journey",
  "/profile/journey_start",
  "/profile/journey/eligibility",
  "/profile/journey/viability",
  "/profile/journey/details",
  "/profile/journey/details?dialog=farm",
  "/profile/journey/details?dialog=signatory",
  "/profile/journey/contract",
];

const ADMIN_PAGES = [
  "/admin",
  "/admin/jobApplications",
  "/admin/jobApplications?tab=incoming",
  "/admin/jobApplications?tab=interviews",
  "/admin/jobApplications?tab=declined",
  "/admin/jobApplications?dialog=new-job",
  "/admin/journey/dashboard",
  "/admin/journey/onboarding",
  "/admin/journey/companies",
  "/admin/userView",
];

/** How much wider than the screen the page lays out (0 when it fits). */
async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function visit(page: Page, path: string, js: boolean) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBeLessThan(400);
  // Still on the page asked for, not sent to sign in.
  expect(new URL(page.url()).pathname, `${path} is shown`).toBe(path.split("?")[0]);
  if (js) {
    // Hydrated: widgets and dialogs (showModal) have taken their final form.
    await page.waitForFunction(() => "__remixRouteModules" in window);
    await page.waitForLoadState("networkidle");
  }
}

/** Collects the page's refusals by the Content Security Policy, as the console reports them. */
function watchCsp(page: Page) {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      refusals.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return refusals;
}

async function expectFits(page: Page, path: string, js: boolean) {
  await visit(page, path, js);
  expect.soft(await overflow(page), `${path} is wider than 360 px by`).toBeLessThanOrEqual(0);
}

/** The first organisation's page, from the companies list. */
async function companyPage(page: Page) {
  await page.goto("/admin/journey/companies");
  const href = await page
    .locator("main a[href^='/admin/journey/companies/']")
    .first()
    .getAttribute("href");
  expect(href, "a company to open").toBeTruthy();
  return href!;
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("the farmer's pages and dialogs fit 360 px", async ({ page }) => {
      const csp = watchCsp(page);
      await signIn(page, FARMER, FARMER_PAGES[0]);
      await expect(page).toHaveURL(new RegExp(`${FARMER_PAGES[0]}$`));
      // The demo farm's contracting details are filled in by the specs before this one.
      await page.goto("/profile/journey/details");
      await expect(page.locator("main table").first()).toBeVisible();
      for (const path of FARMER_PAGES) await expectFits(page, path, js);
      expect(csp, "no refusals by the Content Security Policy").toEqual([]);
    });

    // A refused post opens on the error summary (GOV.UK), which fits the screen: the heading
    // with the count, a link to each field. Empty posts: nothing is created.
    test("a refused form opens on its error summary at 360 px", async ({ page }) => {
      const csp = watchCsp(page);
      await signIn(page, FARMER, FARMER_PAGES[0]);
      for (const [path, formId] of [
        ["/profile/journey/details?dialog=signatory", "signatory"],
        ["/profile/journey/details?dialog=farm", "farm"],
        ["/profile/company", "company-invite"],
      ] as const) {
        await visit(page, path, js);
        const form = page.locator(`form#${formId}`);
        // Submit without JavaScript's checks: the server refuses and answers with the form.
        await form.evaluate((element: HTMLFormElement) => {
          element.noValidate = true;
          const submit = [...element.querySelectorAll<HTMLButtonElement>("button[type=submit]")]
            .filter((button) => !button.hidden)
            .pop();
          if (submit) submit.disabled = false;
          element.requestSubmit(submit);
        });
        const summary = page.locator(`form#${formId} .kf-error-summary`);
        await expect(summary, `${path} says the form was refused`).toBeVisible();
        await expect(summary.getByRole("heading")).toHaveText(
          /^There is a problem with \d+ answers?$/,
        );
        await expect(summary).toBeFocused();
        await expect(summary).toBeInViewport();
        expect(await summary.getByRole("link").count()).toBeGreaterThan(0);
        expect
          .soft(await overflow(page), `${path} refused is wider than 360 px by`)
          .toBeLessThanOrEqual(0);
      }
      expect(csp, "no refusals by the Content Security Policy").toEqual([]);
    });

    test("the admin's pages and dialogs fit 360 px", async ({ page }) => {
      const csp = watchCsp(page);
      await signIn(page, ADMIN, ADMIN_PAGES[0]);
      await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES[0]}$`));
      const company = await companyPage(page);
      for (const path of [...ADMIN_PAGES, company]) {
        await expectFits(page, path, js);
      }
      expect(csp, "no refusals by the Content Security Policy").toEqual([]);
    });
  });
}
