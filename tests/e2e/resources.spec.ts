// Learning resources (issue 18; decision 0098), with the demo's resources
// (app/demo/resources.server.ts): without JavaScript the demo farmer opens /profile/learn,
// filters by a topic, opens an article and reads it; with JavaScript the demo admin publishes the
// demo's draft on /admin/resources, and the farmer then finds it under its topic. Serial: the
// second test changes what the farmer sees.
import { expect, test } from "@playwright/test";
import { ADMIN, FARMER, signedInAs } from "./fixtures";

test.describe.configure({ mode: "serial" });

const LEARN = "/profile/learn";
const ARTICLE = "Planning rest periods for veld";
const DRAFT = "Choosing a cover crop mix for summer rainfall areas";

test("without JavaScript the farmer filters by a topic and reads an article", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, FARMER, LEARN, false);
  await expect(page.getByRole("heading", { level: 1, name: "Learn" })).toBeVisible();
  // The draft is never listed for farmers.
  await expect(page.getByRole("link", { name: DRAFT })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Topic" }).selectOption({ label: "Grazing" });
  await page.getByRole("button", { name: "Show resources" }).click();
  await expect(page).toHaveURL(/\/profile\/learn\?topic=grazing$/);
  await expect(page.getByRole("heading", { level: 2, name: "Soil health" })).toHaveCount(0);
  await page.getByRole("link", { name: ARTICLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: ARTICLE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "A simple way to plan" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "40 to 60 days of rest" }),
  ).toBeVisible();
  await page.getByRole("link", { name: /More about grazing/ }).click();
  await expect(page).toHaveURL(/\/profile\/learn\?topic=grazing$/);
  await context.close();
});

test("with JavaScript the admin publishes the draft, and the farmer then sees it", async ({
  browser,
}) => {
  const admin = await signedInAs(browser, ADMIN, "/admin/resources?status=draft");
  const table = admin.page.getByRole("table", { name: "Learning resources" });
  const row = table.getByRole("row").filter({ hasText: DRAFT });
  await expect(row).toContainText("Draft");
  await row.getByRole("button", { name: `Publish ${DRAFT}` }).click();
  await expect(
    admin.page.getByText(`Published '${DRAFT}': farmers can read it now.`),
  ).toBeVisible();
  await admin.page.goto("/admin/resources?status=published");
  await expect(
    admin.page
      .getByRole("table", { name: "Learning resources" })
      .getByRole("row")
      .filter({ hasText: DRAFT }),
  ).toContainText("Published");
  await admin.context.close();

  const farmer = await signedInAs(browser, FARMER, `${LEARN}?topic=cover_crops`, false);
  await farmer.page.getByRole("link", { name: DRAFT }).click();
  await expect(farmer.page.getByRole("heading", { level: 1, name: DRAFT })).toBeVisible();
  await farmer.context.close();
});
