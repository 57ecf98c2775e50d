// The planner's walk (issue 31): a farmer on a 360 × 740 phone, without JavaScript and again
// with it, plans the season's practices field by field, submits the plan and starts the practice
// data. After every post the first screen says what happened and what comes next: a refusal
// opens on why, with a link to each thing to fix; a saved answer opens on its outcome. Each mode
// starts from an organisation of its own (scenarios.ts 'planner' and 'plannerJs': two confirmed
// fields on Rietvlei, 'Dam camp' and 'Drawn camp', no plan yet), so it runs on any worker.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { choose, myScenario, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

const PLAN = "/profile/journey/implementation";
const PRACTICE = "/profile/journey/practice_data";

// Today's season is the programme's first; the baseline is the three before it. Seasons run
// 1 July to 30 June in South Africa (UTC+2).
const now = new Date(Date.now() + 2 * 3600_000);
const FIRST = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
const label = (start: number) => `${start}/${start + 1}`;

const fieldArticle = (page: Page, name: string) =>
  page.getByRole("article", { name: new RegExp(`^${name}`) });

/** What the first screen of the page a post came back to must hold. */
async function firstScreen(...shown: Locator[]) {
  for (const locator of shown) await expect(locator).toBeInViewport();
}

for (const js of [false, true]) {
  test(`on a phone ${js ? "with" : "without"} JavaScript the planner plans both fields, submits the plan and starts the practice data; each answer opens in the first screen`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const farm = myScenario(js ? "plannerJs" : "planner");
    const { context, page } = await signedInAs(browser, farm.email, PLAN, js);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId("plan-summary")).toContainText("2 fields included this season");
    await expectNoOverflow(page, `${PLAN} with no practices`);

    // Submitted with nothing planned: the page opens on why, naming both fields with a link to
    // each.
    await page.getByRole("button", { name: "Submit the plan" }).click();
    const refusal = page.getByTestId("plan-refusal");
    await firstScreen(refusal);
    await expect(refusal).toContainText(
      "These fields have no practices yet: Dam camp, Drawn camp.",
    );

    // The link opens Dam camp's editor where the eye is.
    await refusal.getByRole("link", { name: "Plan the practices of Dam camp" }).click();
    const dam = fieldArticle(page, "Dam camp");
    const first = dam.getByRole("group", { name: "Practice 1" });
    await firstScreen(first);
    await choose(first, "Practice", "No tillage", js);
    await choose(first, "When is it done?", "The start of the season", js);
    await choose(first, "Before, on or after it? (required with a link)", "On the same day", js);
    await dam.getByRole("button", { name: "Save the practices of Dam camp" }).click();
    // Saved: the outcome in the first screen, with the link down to the next field's editor.
    await firstScreen(
      page.getByText("Practices saved for Dam camp.").first(),
      page.getByRole("link", { name: "Plan the practices of Drawn camp" }).first(),
    );
    await expect(page.getByTestId("plan-summary")).toContainText("1 with practices");

    // The copy form: Dam camp's practices to Drawn camp, in one post.
    const copy = page.getByRole("region", { name: "Copy a field's practices to other fields" });
    await choose(copy, "Copy the practices of", "Dam camp (Rietvlei)", js);
    await copy.getByRole("checkbox", { name: "Drawn camp (Rietvlei)" }).check();
    await copy.getByRole("button", { name: "Copy the practices" }).click();
    await firstScreen(page.getByText("Plan copied to 1 field.").first());
    await expect(page.getByTestId("plan-summary")).toContainText("2 with practices");

    await page.getByRole("button", { name: "Submit the plan" }).click();
    await firstScreen(
      page.getByText("Your implementation plan has been submitted.").first(),
      page.getByRole("link", { name: "Add your practice data" }).first(),
    );
    await expectNoOverflow(page, `${PLAN} submitted`);

    // The practice data, submitted with nothing recorded: the page opens on why, with a link to
    // each season still to record.
    await page.getByRole("link", { name: "Add your practice data" }).first().click();
    await expect(page).toHaveURL(new RegExp(PRACTICE));
    if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // On a phone the page's last button is not left under the notification that floats at the
    // bottom (with JavaScript): the page's foot scrolls clear of it.
    await page.getByRole("button", { name: "Submit practice data" }).click({ trial: true });
    await page.getByRole("button", { name: "Submit practice data" }).click();
    const pdRefusal = page.getByTestId("pd-refusal");
    await firstScreen(pdRefusal);
    await expect(pdRefusal).toContainText("There is a problem");

    // The first season still to record, from the refusal's link; saved, it says so at the top.
    await pdRefusal
      .getByRole("link", { name: new RegExp(`^Record ${label(FIRST - 3)} \\(baseline\\): `) })
      .first()
      .click();
    await expect(
      page.getByRole("heading", { name: `Fields and crops in ${label(FIRST - 3)}` }),
    ).toBeVisible();
    // The season's grid keeps the browser's own selects, with JavaScript too.
    await choose(page, "Dam camp: land use", "Grazing (veld or pasture)", false);
    await choose(page, "Drawn camp: land use", "Cropland", false);
    await page.getByLabel("Drawn camp: crops grown").fill("Maize");
    await choose(page, "Drawn camp: tillage", "Conventional (ploughed or disced)", false);
    await page.getByRole("button", { name: `Save ${label(FIRST - 3)}` }).click();
    await firstScreen(page.getByText(`${label(FIRST - 3)} saved: 2 fields recorded.`).first());
    await expectNoOverflow(page, `${PRACTICE} with a season saved`);
    await context.close();
  });
}
