// Evidence (issue 16, first slice; decision 0079), as a farmer walks it from an organisation of
// its own at EVIDENCE (scenarios.ts 'evidence': the plan and the practice data submitted, as
// journey6-practice.spec.ts leaves its farm): without JavaScript an item with a
// PDF invoice, a refused upload coming back with the spec's message and the values typed; with
// JavaScript a photo whose date and place the page shows; an item marked submitted; the pages at
// 360 px. Serial: each test continues where the one before left the organisation.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { jpegWithExif } from "../support/exif-fixtures";
import { pdf } from "../support/file-fixtures";
import { myScenario, signIn, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "serial" });

const EVIDENCE = "/profile/journey/evidence";
/** The farmer, for this attempt. */
const farmer = () => myScenario("evidence").email;

const upload = (name: string, bytes: Uint8Array, mimeType: string) => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

/** The add form: the region under its heading. */
const addForm = (page: Page) => page.getByRole("region", { name: "Add evidence" });

test("without JavaScript the farmer adds an invoice; a file of the wrong type comes back with the message and the values typed", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farmer(), EVIDENCE, false);
  await expect(page.getByRole("heading", { name: "Evidence", level: 1 })).toBeVisible();
  await expect(page.getByText("No evidence for this season yet.")).toBeVisible();
  const form = addForm(page);
  await form.getByLabel("Invoices and receipts").check();
  await form.getByLabel(/^Title/).fill("Cover crop seed invoice");
  // A program is not evidence: spec §5 'Invalid file type: {type}'.
  await form
    .getByLabel(/^Files/)
    .setInputFiles(
      upload("seed.exe", new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), "application/x-msdownload"),
    );
  await form.getByRole("button", { name: "Add evidence" }).click();
  await expect(
    addForm(page)
      .getByText(/Invalid file type: /)
      .first(),
  ).toBeVisible();
  await expect(addForm(page).getByLabel(/^Title/)).toHaveValue("Cover crop seed invoice");
  await expect(addForm(page).getByLabel("Invoices and receipts")).toBeChecked();

  await addForm(page)
    .getByLabel(/^Files/)
    .setInputFiles(upload("seed-invoice.pdf", pdf(), "application/pdf"));
  await addForm(page).getByRole("button", { name: "Add evidence" }).click();
  const item = page.getByRole("article").filter({ hasText: "Cover crop seed invoice" });
  await expect(item).toContainText("seed-invoice.pdf");
  await expect(item).toContainText("Invoices and receipts");
  // spec §6: only admins see a download button on uploaded files; the farmer sees the name.
  await expect(item.getByRole("link", { name: /seed-invoice\.pdf/ })).toHaveCount(0);
  await context.close();
});

test("with JavaScript the farmer adds a photo, chosen before the page's scripts arrived, and sees where and when it was taken, then marks the invoice submitted", async ({
  browser,
}) => {
  const context = await browser.newContext();
  // A slow link: the page's scripts are held until the photo has been chosen.
  let releaseScripts = () => {};
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await context.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await signIn(page, farmer(), EVIDENCE);
  await expect(page).toHaveURL(new RegExp(`${EVIDENCE}$`));
  const form = addForm(page);
  await form.getByLabel("Photos (with date and place)").check();
  await form.getByLabel(/^Title/).fill("Cover crop in flower");
  await form
    .getByLabel(/^Files/)
    .setInputFiles(upload("cover-crop.jpg", jpegWithExif(), "image/jpeg"));
  releaseScripts();
  // With JavaScript the photo uploads on its own (decision 0088), also one chosen before the
  // scripts ran; the form waits for it.
  await expect(form.getByText("cover-crop.jpg uploaded.")).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel(/^Title/)).toHaveValue("Cover crop in flower");
  await form.getByRole("button", { name: "Add evidence" }).click();
  const photo = page.getByRole("article").filter({ hasText: "Cover crop in flower" });
  await expect(photo).toContainText("cover-crop.jpg");
  await expect(photo).not.toContainText("No date or place in this photo");

  const invoice = page.getByRole("article").filter({ hasText: "Cover crop seed invoice" });
  await invoice.getByRole("button", { name: "Mark as submitted" }).click();
  await expect(invoice.getByRole("button", { name: "Back to draft" })).toBeVisible();
  // A submitted item is not edited or deleted.
  await expect(invoice.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await context.close();
});

test("the evidence page fits a 360 px phone with and without JavaScript", async ({ browser }) => {
  for (const js of [false, true]) {
    const { context, page } = await signedInAs(browser, farmer(), EVIDENCE, js);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(EVIDENCE);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoOverflow(page, `${EVIDENCE} (JavaScript ${js ? "on" : "off"})`);
    await context.close();
  }
});

test("the evidence page, with its items and the edit form open, passes axe at 360 px", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farmer(), EVIDENCE);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const photo = page.getByRole("article").filter({ hasText: "Cover crop in flower" });
  await photo.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: /^Edit/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
