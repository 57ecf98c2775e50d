// No page of the farmer's has a serious or critical accessibility violation at a farmer's phone's
// width (issue 13; the tools in axe-sweep.ts): every built /profile page with its URL dialogs and
// edit forms, and forms refused for empty required fields, with JavaScript on (hydrated widgets,
// dialogs as real modals) and off (the server's HTML). The public, provider and staff pages are
// swept in accessibility.spec.ts.
// The farmer's organisation has its legal entity, signatory, farm and sent contract (the scenario
// 'sweep', tests/e2e/scenarios.ts), so the tables, maps and downloads that only appear then are
// checked too. Read-only (the refused posts create nothing): narrow-screens.spec.ts shares it.
// On the same visits, the built pages get narrow-screens.spec.ts's checks (issue 13): each answers
// at the path asked for, fits 360 px, and the console shows no CSP refusal.
import { expect, test } from "@playwright/test";
import {
  checkAll,
  closeCopies,
  expectAccessible,
  settle,
  sweep,
  SWEEP_USE,
  visit,
} from "./axe-sweep";
import { myScenario, signIn } from "./fixtures";
import { watchCsp } from "./layout";
import { FARMER_PAGES } from "./pages";

// The sweeps' timeouts are generous: the standalone lane shares the machine's two cores, and a
// timeout here would say the machine was busy, not that a page is inaccessible.
test.use(SWEEP_USE);
test.afterEach(closeCopies);
// The two sweeps (with and without JavaScript) only read: they run on two workers at once.
test.describe.configure({ mode: "parallel" });

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("the farmer's pages, dialogs and refused forms have no serious violations", async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const csp = watchCsp(page, () => sweep.onBuiltPage);
      await signIn(page, myScenario("sweep").email, FARMER_PAGES[0]);
      await expect(page).toHaveURL(new RegExp(`${FARMER_PAGES[0]}$`));
      // The contracting details are filled in: their tables are there to check.
      await page.goto("/profile/journey/details");
      await expect(page.locator("main table").first()).toBeVisible();
      await checkAll(page, FARMER_PAGES, js);
      sweep.onBuiltPage = false;
      expect(csp, "no refusals by the Content Security Policy").toEqual([]);

      // Refused posts, without JavaScript only: with it the kit keeps a form's submit button
      // disabled until the form is valid, so nothing empty is posted.
      if (js) return;
      // The signatory dialog posted empty: the dialog comes back with its messages.
      await visit(page, "/profile/journey/details?dialog=signatory", js);
      const dialog = page.getByRole("dialog", { name: "Add signatory" });
      await dialog.getByRole("button", { name: "Add signatory" }).click();
      await expect(dialog.locator("[aria-invalid=true]").first()).toBeVisible();
      await settle(page, js);
      await expectAccessible(page, "the signatory dialog refused", js);

      // The company edit form with its name emptied.
      await visit(page, "/profile/company", js);
      await page.locator("main a[href*='edit=']").first().click();
      const name = page
        .getByRole("region", { name: "Company information (EDIT)" })
        .getByLabel("Organisation name", { exact: true });
      await name.fill("");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await settle(page, js);
      await expectAccessible(page, "the company form refused", js);
    });
  });
}
