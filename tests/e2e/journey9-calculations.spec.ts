// What a farm has earned, and why a constants edit never changes it silently (issue 17; decisions
// 0090, 0093, 0094), walked with Karoo Regeneration Trust (fields@veld.example: fields, practice
// data, soil samples and issued credits from the demo seed), which no earlier spec calculates:
// the farmer's first calculation keeps the constants of that moment; the admin saves a new carbon
// price as a new version; the farmer's calculation still shows the old version while the public
// checker uses the new one; the admin moves the organisation, and the farmer's calculation uses
// it. The demo calculated Karoo before the IPCC 2019 release (version 2 of soil carbon and
// emissions, decision 0154), so the calculation setup lists it as still on version 1 and the move
// brings all three sets forward. The dashboard shows its charts and tables without JavaScript. Serial: each test continues
// where the one before left off.
import { expect, test } from "@playwright/test";
import { ADMIN, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "serial" });

const KAROO = "fields@veld.example";
const KAROO_ID = "00000000-0000-4000-8000-000000000202";
const STAMP =
  /Calculated with constants: soil carbon version \d+, emissions version \d+, credits version (\d+)/;

test("without JavaScript the farmer's first calculation keeps the constants of that moment", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, KAROO, "/profile/calc", false);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(STAMP)).toContainText("credits version 1");
  // The demo's soil samples are there to see and to add to.
  await page
    .getByRole("link", { name: /soil samples/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\/calc\/samples$/);
  await expect(page.locator("main table").first()).toBeVisible();
  await context.close();
});

test("without JavaScript the dashboard shows credits by season as charts with their numbers", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, KAROO, "/profile/dashboard", false);
  await page.setViewportSize({ width: 360, height: 740 });
  // Counted once the whole page has arrived: the URL matches while the HTML still streams.
  await page.waitForLoadState("load");
  const charts = page.locator("main svg[role=img]");
  await expect(charts.first()).toBeVisible();
  expect(await charts.count()).toBeGreaterThanOrEqual(2);
  // Every chart has its table; the issued credits of the demo are in one of them.
  const numbers = page.locator("main details table");
  expect(await numbers.count()).toBe(await charts.count());
  await expect(page.locator("main details table").first()).toBeAttached();
  await expectNoOverflow(page, "/profile/dashboard");
  await context.close();
});

test("with JavaScript the admin saves a new carbon price as the next version", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, ADMIN, "/admin/editConsts?type=credits");
  const price = page.getByLabel("Carbon price", { exact: true });
  await expect(price).toBeVisible();
  await price.fill("350");
  await page.getByLabel("Change note").fill("Price agreed with the buyer for the next issuance.");
  await page.getByRole("button", { name: "Save as version 2" }).click();
  await expect(page.getByText("Credits and earnings constants saved as version 2.")).toBeVisible();
  await context.close();
});

test("without JavaScript the farmer's calculation keeps its version; the public checker uses the new one", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, KAROO, "/profile/calc", false);
  await expect(page.getByText(STAMP)).toContainText("credits version 1");
  await page.goto("/earnings-potential?croplandHa=100&province=NC&soil=hac&practices=noTillage");
  await expect(
    page.getByText(/Constants: soil carbon version \d+, credits version 2/),
  ).toBeVisible();
  await context.close();
});

test("without JavaScript the admin moves the organisation and its calculation uses the new version", async ({
  browser,
}) => {
  const admin = await signedInAs(browser, ADMIN, "/admin/journey/calcSetup", false);
  // Listed among the organisations still on version 1; its link opens the move dialog.
  await admin.page
    .getByRole("link", { name: "Move Karoo Regeneration Trust from version 1" })
    .click();
  await expect(admin.page).toHaveURL(new RegExp(`dialog=move&companyId=${KAROO_ID}`));
  const dialog = admin.page.getByRole("dialog", {
    name: "Move Karoo Regeneration Trust to the latest constants",
  });
  await dialog.getByLabel("Reason").fill("The new carbon price applies from this issuance.");
  await dialog.getByRole("button", { name: "Move to the latest" }).click();
  await expect(
    admin.page.getByText(
      "Moved to the latest constants: Soil carbon 1 → 2, Emissions 1 → 2, Credits and earnings 1 → 2.",
    ),
  ).toBeVisible();
  await admin.context.close();

  const { context, page } = await signedInAs(browser, KAROO, "/profile/calc", false);
  await expect(page.getByText(STAMP)).toContainText("credits version 2");
  await context.close();
});
