// In-app notifications (issue 18 'Notifications'; decision 0100): the demo admin checks the
// recipients of one journey step (the one the farmer stands on now) and sends a notification;
// the farmer sees it in the timed overlay on their next page, finds it in /profile/notifications
// with the unread count in the header, and marks it read: with JavaScript, and once without.
// The farmer is the review demo's owner (Umhlaba Grazing Co-op), whom no other spec signs in as:
// the overlay is shown once, on whichever page of theirs loads first, and the farmer's sweep
// (journey4-accessibility) loads the demo farmer's pages while this runs.
// Serial: one farmer, one notification at a time.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { ADMIN, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "serial" });

const ADMIN_PAGE = "/admin/notifications";
const LIST = "/profile/notifications";
const HOME = "/profile/home";
/** The review demo's owner (app/demo/people.server.ts). */
const FARMER = "review@veld.example";
const FARMER_NAME = "Zanele Mthembu";

// app/services/journey/steps.ts STEP_LABELS, in order.
const STEPS: [string, string][] = [
  ["SIGN_UP", "Create your profile"],
  ["N_A", "Express interest"],
  ["ELIGIBILITY", "Eligibility"],
  ["VIABILITY", "Viability"],
  ["CONTRACTING_DETAILS", "Legal entity"],
  ["CONTRACTING_SIGS", "Signatories"],
  ["CONTRACTING_BOUNDS", "Farm boundaries"],
  ["CONTRACTING_FARM", "ERF / title-deed numbers"],
  ["CONTRACTING_LOCATION", "Farm locations"],
  ["CONTRACT", "Contract"],
  ["CONTRACT_SENT", "Contract sent"],
  ["MAP_FIELDS", "Map fields"],
  ["IMPLEMENTATION_PLAN", "Implementation plan"],
  ["PRACTICE_DATA", "Practice data"],
  ["EVIDENCE", "Evidence"],
  ["AWAIT_FEEDBACK", "Feedback"],
];

/** The label of the step the demo farmer stands on now, found through the page's check. */
async function farmerStep(page: Page): Promise<string> {
  for (const [code, label] of STEPS) {
    await page.goto(`${ADMIN_PAGE}?steps=${code}`);
    const check = page.getByTestId("recipient-check");
    if ((await check.textContent())?.includes(FARMER_NAME)) return label;
  }
  throw new Error(`${FARMER_NAME} is on no journey step.`);
}

/** The admin ticks the farmer's step, checks the recipients and sends `title`. */
async function adminSends(browser: Browser, title: string, body: string) {
  const { context, page } = await signedInAs(browser, ADMIN, ADMIN_PAGE);
  const step = await farmerStep(page);
  await page.goto(ADMIN_PAGE);
  await page
    .getByRole("group", { name: "Journey steps" })
    .getByRole("checkbox", { name: step, exact: true })
    .check();
  await page.getByRole("button", { name: "Check recipients" }).click();
  const check = page.getByTestId("recipient-check");
  await expect(check).toContainText(`People on the step ${step}`);
  await expect(check).toContainText(FARMER_NAME);

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Message", { exact: true }).fill(body);
  await page.getByRole("button", { name: /^Send to \d+ (people|person)/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGE}$`));
  await expect(page.getByText(`The notification '${title}' is sent to`)).toBeVisible();
  const row = page.getByTestId("notifications-table").getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(`People on the step ${step}`);
  await expect(row).toContainText("Message");
  await context.close();
}

test("with JavaScript: the admin sends to the farmer's step; the farmer sees the overlay, the list, and marks it read", async ({
  browser,
}) => {
  const title = `Grazing plan check ${Date.now()}`;
  const body = "Please check your grazing plan before the rains.";
  await adminSends(browser, title, body);

  const { context, page } = await signedInAs(browser, FARMER, HOME, true);
  // The newest notification not shown before, in the kit's overlay (a banner on the first page).
  await expect(page.getByRole("status").filter({ hasText: `${title}: ${body}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible();

  await page
    .getByRole("link", { name: /^Notifications/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const item = page
    .getByTestId("notification-list")
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(item).toContainText("Unread");
  await expect(item).toContainText(body);
  await item.getByRole("button", { name: `Mark as read ${title}` }).click();
  await expect(page.getByText(`'${title}' is marked as read.`)).toBeVisible();
  await expect(item).not.toContainText("Unread");
  await expect(item.getByRole("button", { name: `Mark as read ${title}` })).toHaveCount(0);

  // Shown once: the next page does not bring it back.
  await page.goto(HOME);
  await expect(page.getByRole("status").filter({ hasText: title })).toHaveCount(0);

  await page.goto(LIST);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoOverflow(page, LIST);
  await context.close();
});

test("without JavaScript: the overlay is a banner in the page and 'Mark as read' is a plain form", async ({
  browser,
}) => {
  const title = `Soil sampling visit ${Date.now()}`;
  const body = "Samplers visit your farm next week.";
  await adminSends(browser, title, body);

  const { context, page } = await signedInAs(browser, FARMER, HOME, false);
  await expect(page.getByRole("status").filter({ hasText: `${title}: ${body}` })).toBeVisible();
  await page.goto(LIST);
  const item = page
    .getByTestId("notification-list")
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(item).toContainText("Unread");
  await item.getByRole("button", { name: `Mark as read ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByText(`'${title}' is marked as read.`)).toBeVisible();
  await expect(
    page.getByTestId("notification-list").getByRole("listitem").filter({ hasText: title }),
  ).not.toContainText("Unread");
  await context.close();
});
