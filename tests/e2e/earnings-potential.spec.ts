// The earnings-potential checker without JavaScript (issue 17; decision 0091): the public form is
// a plain GET form, so submitting it puts the inputs in the URL and the server renders the
// estimate, the constants' stamp, the assumptions and the disclaimer.
import { expect, test, type Page } from "@playwright/test";
import { FARMER, signedInAs } from "./fixtures";
import { overflow } from "./layout";

test.use({ javaScriptEnabled: false });

test("a farmer estimates their earnings and the URL holds the inputs", async ({ page }) => {
  await page.goto("/earnings-potential");
  await expect(page.getByRole("heading", { level: 1, name: "Earnings potential" })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);

  await page.getByLabel("Cropland", { exact: true }).fill("100");
  await page.getByLabel("Province").selectOption("NC");
  await page.getByLabel("Soil type").selectOption("hac");
  await page.getByRole("group", { name: "Cropland" }).getByLabel("No tillage").check();
  await page.getByRole("button", { name: "Estimate my earnings" }).click();

  await expect(page).toHaveURL(/croplandHa=100/);
  await expect(page).toHaveURL(/province=NC/);
  await expect(page).toHaveURL(/practices=noTillage/);
  await expect(page.getByRole("heading", { name: "Your estimate" })).toBeVisible();
  await expect(page.getByText("To you, a year")).toBeVisible();
  await expect(page.getByText(/t CO2e/).first()).toBeVisible();
  await expect(
    page.getByText(/Constants: soil carbon version \d+, credits version \d+/),
  ).toBeVisible();
  await expect(
    page.getByText("This is an estimate, not an offer.", { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Every assumption in this estimate" }),
  ).toBeVisible();
  // The form keeps what was entered.
  await expect(page.getByLabel("Cropland", { exact: true })).toHaveValue("100");
});

test("an answer at fault is marked beside its field, every value kept", async ({ page }) => {
  await page.goto("/earnings-potential?croplandHa=lots&grazingHa=5&province=");
  await expect(page.getByText("Choose your province.")).toBeVisible();
  await expect(page.getByLabel("Cropland", { exact: true })).toHaveValue("lots");
  await expect(page.getByLabel("Grazing land (veld or pasture)")).toHaveValue("5");
});

// issue 31: the selects' options are long sentences; at 360 px they once made the page 612 px
// wide. The empty form, the estimate and a refusal each fit a phone's screen, on the public page
// and on the farmer's own (/profile/checker, with its scripts).
test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function estimateFits(page: Page, path: string) {
    await page.goto(path);
    expect(await overflow(page), `${path}, the empty form, is wider than 360 px by`).toBe(0);
    await page.getByLabel("Cropland", { exact: true }).fill("100");
    await page.getByLabel("Province").selectOption("NC");
    await page.getByLabel("Soil type").selectOption("hac");
    await page.getByRole("group", { name: "Cropland" }).getByLabel("No tillage").check();
    await page.getByRole("button", { name: "Estimate my earnings" }).click();
    await expect(page.getByRole("heading", { name: "Your estimate" })).toBeVisible();
    expect(await overflow(page), `${path}, the estimate, is wider than 360 px by`).toBe(0);
    await page.goto(`${path}?croplandHa=lots&grazingHa=5&province=`);
    await expect(page.getByText("Choose your province.")).toBeVisible();
    expect(await overflow(page), `${path}, refused, is wider than 360 px by`).toBe(0);
  }

  test("the public checker fits the screen: form, estimate and refusal", async ({ page }) => {
    await estimateFits(page, "/earnings-potential");
  });

  test("the farmer's checker fits the screen too", async ({ browser }) => {
    const { context, page } = await signedInAs(browser, FARMER, "/profile/home", false);
    await estimateFits(page, "/profile/checker");
    await context.close();
  });
});
