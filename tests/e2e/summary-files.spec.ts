// Generated summary files (issue 18; decision 0102): without JavaScript the demo admin generates
// the organisations summary on /admin/summaryFiles, follows 'Refresh' until it is ready (the
// background task makes it within seconds) and downloads the CSV; with JavaScript a new one
// becomes ready on the page without a reload. Serial: both use the one organisations export.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signedInAs } from "./fixtures";

test.describe.configure({ mode: "serial" });

const PAGE = "/admin/summaryFiles";
const GENERATE = "Generate the organisations summary";

const generated = (page: Page) =>
  page.getByRole("region", { name: "Generated summaries" }).getByRole("table");

/** The newest organisations row of the generated files' table. */
const organisationsRow = (page: Page) =>
  generated(page).getByRole("row").filter({ hasText: "Organisations" }).first();

test("without JavaScript the admin generates the organisations summary, refreshes until it is ready and downloads it", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, ADMIN, PAGE, false);
  await expect(page.getByRole("heading", { name: "Generated summaries", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: GENERATE }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(
    page.getByText(/The organisations summary is (already )?being prepared\./),
  ).toBeVisible();

  // Without JavaScript nothing reloads by itself: follow Refresh until the row is ready.
  for (let i = 0; i < 30; i += 1) {
    if ((await organisationsRow(page).textContent())?.includes("Ready")) break;
    const refresh = page.getByRole("link", { name: "Refresh" });
    if (await refresh.isVisible()) await refresh.click();
    else await page.reload();
    await page.waitForTimeout(1_000);
  }
  await expect(organisationsRow(page)).toContainText("Ready");
  await expect(page.getByRole("link", { name: "Refresh" })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    organisationsRow(page)
      .getByRole("link", { name: /^Download/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^organisations-summary-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import("node:fs/promises");
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  expect(text.split("\n")[0]).toBe(
    "Organisation,Journey step,Province,Members,Hectares mapped,Hectares included,Assigned admin,Created",
  );
  expect(text.trimEnd().split("\n").length).toBeGreaterThan(1);
  await context.close();
});

test("with JavaScript a generated summary becomes ready without a reload", async ({ browser }) => {
  const { context, page } = await signedInAs(browser, ADMIN, PAGE, true);
  const before = await generated(page).getByRole("row").count();
  await page.getByRole("button", { name: GENERATE }).click();
  await expect(
    page.getByText(/The organisations summary is (already )?being prepared\./),
  ).toBeVisible();
  // A marker on the document: a reload would remove it.
  await page.evaluate(() => document.body.setAttribute("data-no-reload", "yes"));
  await expect(generated(page).getByRole("row")).toHaveCount(before + 1);
  await expect(organisationsRow(page)).toContainText("Ready", { timeout: 30_000 });
  await expect(page.locator("body")).toHaveAttribute("data-no-reload", "yes");
  await expect(organisationsRow(page).getByRole("link", { name: /^Download/ })).toBeVisible();
  await context.close();
});
