// People and baseline (issue 18 'People'; decision 0101), as the demo admin meets the demo data
// (app/demo/baselines.server.ts): without JavaScript they filter the people by a journey
// step, open Pieter van der Merwe (Karoo Regeneration Trust, at the implementation plan) and
// save his baseline, first with a refused year (every value kept, the error beside the field);
// with JavaScript they save again and download the CSV. The pages fit 360 px and pass axe.
// Serial: the second test continues from the first.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { ADMIN, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "serial" });

const LIST = "/admin/baseline";
const PIETER = "Pieter van der Merwe";
const PIETER_PAGE = "/admin/baseline/00000000-0000-4000-8000-000000000105";

test("without JavaScript the admin filters by journey step and saves a baseline, a refused value kept", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, ADMIN, LIST, false);
  await expect(page.getByRole("heading", { name: "People and baseline", level: 1 })).toBeVisible();
  await page.getByLabel("Journey step").selectOption({ label: "Implementation plan" });
  await page.getByRole("button", { name: "Show people" }).click();
  await expect(page).toHaveURL(/userStep=IMPLEMENTATION_PLAN/);
  const table = page.getByTestId("people-table");
  await expect(table.getByRole("link", { name: PIETER })).toBeVisible();
  await expect(table).toContainText("Karoo Regeneration Trust");
  await expect(table).toContainText("Implementation plan");
  await expect(table).not.toContainText("Thandi");

  await table.getByRole("link", { name: PIETER }).click();
  await expect(page).toHaveURL(new RegExp(`${PIETER_PAGE}$`));
  await expect(page.getByRole("heading", { name: PIETER, level: 1 })).toBeVisible();
  await expect(page.getByTestId("signup-answers")).toContainText("A conference");

  const year = page.getByLabel("Farming since (year)");
  await expect(year).not.toHaveValue("");
  await year.fill("1800");
  await page.getByLabel("Notes").fill("Planned grazing since 2015; checked on the farm visit.");
  await page.getByLabel("Reason for this change").fill("Farm visit, November");
  await page.getByRole("button", { name: "Save the baseline" }).click();
  // Refused: every value as typed, the error beside the year.
  await expect(page.getByText(/no smaller than/)).toBeVisible();
  await expect(page.getByLabel("Farming since (year)")).toHaveValue("1800");
  await expect(page.getByLabel("Notes")).toHaveValue(
    "Planned grazing since 2015; checked on the farm visit.",
  );
  await expect(page.getByLabel("Reason for this change")).toHaveValue("Farm visit, November");

  await page.getByLabel("Farming since (year)").fill("1992");
  await page.getByRole("button", { name: "Save the baseline" }).click();
  await expect(page.getByText(`The baseline of ${PIETER} is saved.`)).toBeVisible();
  await expect(page.getByLabel("Farming since (year)")).toHaveValue("1992");
  await context.close();
});

test("with JavaScript the admin saves the baseline again and downloads the CSV", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, ADMIN, PIETER_PAGE, true);
  await page.getByLabel("Hectares farmed at joining").fill("2500");
  await page.getByLabel("Reason for this change").fill("Title deeds counted again");
  await page.getByRole("button", { name: "Save the baseline" }).click();
  await expect(page.getByText(`The baseline of ${PIETER} is saved.`)).toBeVisible();
  await expect(page.getByLabel("Hectares farmed at joining")).toHaveValue("2500");

  await page.goto(`${LIST}?userStep=IMPLEMENTATION_PLAN`);
  await expect(page.getByTestId("people-table")).toContainText("2500 ha");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(await download.path(), "utf8");
  expect(text).toContain("First name,Surname,E-mail,Organisations,Journey steps");
  expect(text).toContain("Pieter,van der Merwe,fields@veld.example,Karoo Regeneration Trust");
  expect(text).not.toContain("farmer@veld.example");

  for (const path of [LIST, PIETER_PAGE]) {
    await page.goto(path);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoOverflow(page, path);
    expect(await seriousViolations(page, { rules: "all", impacts: "all" }), path).toEqual([]);
  }
  await context.close();
});
