// Programme e-mails (issue 18 'E-mail'; decision 0099), as the demo admin uses /admin/doemails:
// with JavaScript they create a template (an unknown variable is refused first, with what was
// typed kept) and send it to one journey step; without JavaScript they send the demo's "Welcome
// to the evidence step" to a journey step. Each time the preview's count is the count the send's
// delivery shows, the send is listed on the delivery tab, and the worker delivers it to the
// recipients' mailbox (the e2e server's data/mail). Posting the same send form twice queues
// nothing new: tests/integration/doemails.test.ts proves it (a browser's Back reloads the
// preview with a new key). The demo's "Feedback" step holds the review
// demo's people (app/demo/review.server.ts); the specs read the count from the preview
// rather than assume it, as other specs move organisations along.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { E2E_DATA_DIR } from "../../playwright.config";
import { ADMIN, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "serial" });

const PAGE = "/admin/doemails";
const STEP = "Feedback";
/** Someone the demo's Feedback step reaches (the review demo's owner). */
const RECIPIENT = "review@veld.example";

/** The message the outbox worker wrote to the e2e server's data/mail for `email` holding `text`. */
function mailTo(email: string, text: string) {
  const dir = path.join(E2E_DATA_DIR, "mail");
  if (!fs.existsSync(dir)) return null;
  for (const name of fs.readdirSync(dir)) {
    const message = fs.readFileSync(path.join(dir, name), "utf8");
    if (message.includes(`To: ${email}`) && message.includes(text)) return message;
  }
  return null;
}

/** On the send tab: choose the template and the journey step, preview; the count it shows. */
async function previewSend(page: Page, template: string) {
  await page.goto(`${PAGE}?tab=send`);
  await page
    .getByLabel("Template", { exact: true })
    .selectOption({ label: `${template} (Programme e-mail)` });
  await page
    .getByRole("group", { name: "Journey steps" })
    .getByLabel(STEP, { exact: true })
    .check();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview", level: 2 })).toBeVisible();
  const countText = await page.getByTestId("send-count").innerText();
  const count = Number(/^(\d+) (?:person|people)/.exec(countText)?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId("send-recipients")).toContainText(RECIPIENT);
  await expect(page.getByTestId("email-preview")).not.toContainText("{{");
  return count;
}

/** Sends the previewed e-mail; on the send's page, its counts. */
async function send(page: Page, count: number) {
  const label = count === 1 ? "Send to 1 person" : `Send to ${count} people`;
  await page.getByRole("button", { name: label }).click();
  await expect(page).toHaveURL(/\/admin\/doemails\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText(`The e-mail is queued for ${count === 1 ? "1 person" : `${count} people`}.`),
  ).toBeVisible();
  await expect(page.getByTestId("deliveries-table").getByRole("row")).toHaveCount(count + 1);
  await expect(page.getByTestId("deliveries-table")).toContainText(RECIPIENT);
  return page.url();
}

test("with JavaScript the admin creates a template and sends it to one journey step", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, ADMIN, PAGE, true);
  const mark = Date.now().toString(36);
  const name = `Feedback check-in ${mark}`;
  const subject = "How is the feedback going, {{firstName}}?";
  const body = `Hello {{firstName}}, check-in ${mark}: your season is with the reviewers.`;
  await page.getByRole("link", { name: "New template" }).click();
  const dialog = page.getByRole("dialog", { name: "New e-mail template" });
  const save = dialog.getByRole("button", { name: "Save template" });
  // Hydrated: the kit keeps submit disabled until every required field is valid.
  await expect(save).toBeDisabled();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Body").fill(body);
  await dialog.getByLabel("Subject").fill("Hello {{frist_name}}");
  await dialog.getByLabel("Subject").press("Tab");
  // The same rules as the server's check the variables in the browser, beside the field.
  await expect(dialog.getByText(/Unknown variable \{\{frist_name\}\}: use one of/)).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(dialog.getByLabel("Body")).toHaveValue(body);
  await dialog.getByLabel("Subject").fill(subject);
  await save.click();
  await expect(page.getByText(`The template '${name}' is saved.`)).toBeVisible();
  await expect(page.getByTestId("templates-table")).toContainText(name);

  const count = await previewSend(page, name);
  const sendUrl = await send(page, count);

  await page.goto(`${PAGE}?tab=delivery`);
  const row = page.getByTestId("sends-table").getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(2)).toHaveText(String(count));
  await expect
    .poll(() => mailTo(RECIPIENT, `check-in ${mark}: your season is with the reviewers.`), {
      timeout: 20_000,
    })
    .toContain("How is the feedback going");

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoOverflow(page, new URL(sendUrl).pathname);
  await context.close();
});

test("without JavaScript the admin sends the demo template to one journey step", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, ADMIN, PAGE, false);
  const template = "Welcome to the evidence step";
  const count = await previewSend(page, template);
  await send(page, count);
  await page.goto(`${PAGE}?tab=delivery`);
  const rows = page.getByTestId("sends-table").getByRole("row").filter({ hasText: template });
  await expect(rows.first().getByRole("cell").nth(2)).toHaveText(String(count));
  await expect
    .poll(() => mailTo(RECIPIENT, "has reached the evidence step"), { timeout: 20_000 })
    .toContain("Welcome to the evidence step");
  await context.close();
});

test("a forged unsubscribe link is refused with a sentence, without scripts", async ({ page }) => {
  const response = await page.goto(
    "/unsubscribe?token=00000000-0000-4000-8000-000000000101.forged",
  );
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText("This unsubscribe link is not valid.", { exact: false }),
  ).toBeVisible();
  // Opened on a phone from an e-mail: it fits one.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoOverflow(page, "the unsubscribe page, refused");
});
