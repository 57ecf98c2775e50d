// No signed-in page scrolls sideways on a farmer's old phone (issue 13): at 360 px every table
// takes the kit's rotated layout (each cell on a line of its own, its column's name before it) and
// every dialog fits the screen and scrolls inside. Checked with JavaScript on (dialogs as real
// modals, widgets hydrated) and off (the server's HTML, dialogs rendered open).
// The farmer's pages (with and without JavaScript) and the admin's pages with JavaScript are
// checked by the accessibility sweeps (journey4-accessibility.spec.ts, accessibility.spec.ts), on
// the same visit as their axe run at 360 px (one page
// list, tests/e2e/pages.ts): here, the admin's pages without JavaScript and the refused forms.
// The farmer's organisation has its legal entity, signatory and farm (the scenario 'sweep',
// tests/e2e/scenarios.ts, shared with journey4-accessibility.spec.ts), which is when the tables
// grew too wide. Read-only: a refused post creates nothing.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, hydrated, myScenario, signIn } from "./fixtures";
import { companyPage, expectNoOverflow, expectShown, overflow, watchCsp } from "./layout";
import { ADMIN_BUILT_PAGES } from "./pages";

test.use({ viewport: { width: 360, height: 740 } });

async function visit(page: Page, path: string, js: boolean) {
  const response = await page.goto(path);
  // Still on the page asked for, not sent to sign in.
  expectShown(page, path, response?.status());
  if (js) {
    // Hydrated: widgets and dialogs (showModal) have taken their final form.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
  }
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    // A refused post opens on the error summary (GOV.UK), which fits the screen: the heading
    // with the count, a link to each field. Empty posts: nothing is created.
    test("a refused form opens on its error summary at 360 px", async ({ page }) => {
      const csp = watchCsp(page);
      await signIn(page, myScenario("sweep").email, "/profile/home");
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
  });
}

// With JavaScript, accessibility.spec.ts checks these on its axe run's visits.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the admin's pages and dialogs fit 360 px", async ({ page }) => {
    const csp = watchCsp(page);
    await signIn(page, ADMIN, ADMIN_BUILT_PAGES[0]);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BUILT_PAGES[0]}$`));
    const company = await companyPage(page);
    for (const path of [...ADMIN_BUILT_PAGES, company]) {
      await visit(page, path, false);
      await expectNoOverflow(page, path);
    }
    expect(csp, "no refusals by the Content Security Policy").toEqual([]);
  });
});
