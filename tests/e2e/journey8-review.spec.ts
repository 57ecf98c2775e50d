// The season's submission and its review (issue 16; decisions 0080, 0085, 0086), as a farmer and
// the demo admin walk it from an organisation of its own at EVIDENCE with a submitted invoice and
// a draft photo (scenarios.ts 'season', as journey7-evidence.spec.ts leaves its farm), so it runs
// in any order, on any worker: the farmer submits the season without JavaScript; the admin, on a
// phone without JavaScript, reviews the submission in one form (decision 0140): a review sent
// without the reason 'Needs changes' requires opens on its summary, then one post accepts the
// plan and the practice data and asks for a change to the invoice; the farmer sees the request
// and the reason without JavaScript, fixes the invoice and sends it for review again; the admin,
// with JavaScript, accepts it and the season in one post; the farmer sees the feedback. The new
// pages fit 360 px and pass axe. Serial: each test continues where the one before left off.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { pdf } from "../support/file-fixtures";
import { ADMIN, choose, myScenario, signedInAs } from "./fixtures";
import { closeCopies, expectAccessible } from "./axe-sweep";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "serial" });
// The axe run of a page without JavaScript works on a copy of it, closed after each test.
test.afterEach(closeCopies);

const EVIDENCE = "/profile/journey/evidence";
const FEEDBACK = "/profile/journey/complete";
const QUEUE = "/admin/journey/review";
const INVOICE = "Cover crop seed invoice";
const REASON = "The invoice does not show the farm's name. Please add the delivery note.";

/** An item of the admin's review page, by the heading of its article. */
const reviewItem = (page: Page, heading: string) =>
  page.getByRole("article", { name: heading, exact: true });

/** The farmer's item in the feedback page's list. */
const feedbackItem = (page: Page, label: string) =>
  page.getByTestId("submission-item").filter({ hasText: label });

/** The farmer (the organisation's owner) and the organisation, for this attempt. */
const farm = () => myScenario("season");

/** The queue's (or the list's) link to the organisation's submission. */
const submissionLink = (verb: "Review" | "Open") =>
  new RegExp(`^${verb} the .* submission of ${farm().organisationName}$`);

/** The admin, on the organisation's submission from the queue (Hlanganani's waits there too). */
async function openFromQueue(page: Page) {
  await page.getByRole("link", { name: submissionLink("Review") }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `${farm().organisationName}: `, exact: false }),
  ).toBeVisible();
}

/** Chooses an item's decision (and types its reason) in the review form; nothing is sent yet. */
async function decide(page: Page, heading: string, decision: string, js: boolean, reason?: string) {
  const item = reviewItem(page, heading);
  const box = item.getByRole("combobox", { name: "Decision", exact: true });
  // The kit marks the chosen option '✓ …': choose only when it is not chosen already.
  if (!js || (await box.inputValue()) !== decision) await choose(item, "Decision", decision, js);
  if (reason) await item.getByLabel(/^Reason/).fill(reason);
}

test("without JavaScript the farmer submits the season; the draft photo is left out", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farm().email, EVIDENCE, false);
  const submit = page.getByRole("region", { name: "Submit the season" });
  await expect(submit).toContainText("1 submitted evidence item");
  await expect(submit).toContainText(
    "Drafts are left out of the submission: 'Cover crop in flower'",
  );
  await submit.getByRole("button", { name: "Submit the season" }).click();
  await expect(page).toHaveURL(new RegExp(`${FEEDBACK}`));
  await expect(page.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
  await expect(page.getByTestId("submission-status")).toHaveText("Waiting for review");
  await expect(feedbackItem(page, INVOICE)).toContainText("Waiting for review");
  // The step is the journey's last: Feedback.
  await page.goto("/profile/journey");
  await expect(page.getByRole("link", { name: "See your feedback" }).first()).toBeVisible();
  await context.close();
});

test("on a phone without JavaScript the admin reviews the submission in one post; a refused one opens on why", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, ADMIN, QUEUE, false);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole("table", { name: "Submissions waiting for review" })).toContainText(
    farm().organisationName,
  );
  await openFromQueue(page);
  await expectNoOverflow(page, "the review form");
  await expectAccessible(page, "the review form", false);
  const invoice = reviewItem(page, `Evidence: ${INVOICE}`);
  await expect(invoice).toContainText("seed-invoice.pdf");
  await decide(page, "Implementation plan", "Accepted", false);
  await decide(page, "Practice data", "Accepted", false);
  // 'Needs changes' without the reason it requires.
  await decide(page, `Evidence: ${INVOICE}`, "Needs changes", false);
  const season = page.getByRole("region", { name: "The season's decision" });
  await choose(season, "Decision on the season", "Changes requested", false);
  await season
    .getByLabel(/^Message to the organisation/)
    .fill("Nearly there: one document to fix.");
  await season.getByRole("button", { name: "Send the review" }).click();

  // Refused: the page opens on the summary, in the first screen, naming the item to fix; every
  // choice is as it was.
  const summary = page.locator(".kf-error-summary");
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText("There is a problem with 1 answer");
  await expect(page.getByTestId("submission-status")).toHaveText("Waiting for review");
  await expect(
    reviewItem(page, "Implementation plan").getByRole("combobox", { name: "Decision" }),
  ).toHaveValue("ACCEPTED");
  await expect(season.getByLabel(/^Message to the organisation/)).toHaveValue(
    "Nearly there: one document to fix.",
  );
  await summary.getByRole("link", { name: `Reason for Evidence: ${INVOICE}` }).click();
  const reason = reviewItem(page, `Evidence: ${INVOICE}`).getByLabel(/^Reason/);
  await expect(reason).toBeInViewport();
  await expect(reviewItem(page, `Evidence: ${INVOICE}`)).toContainText(
    "Give a reason, so the farmer knows what to change.",
  );
  await expectNoOverflow(page, "the refused review form");
  await expectAccessible(page, "the refused review form", false);
  await reason.fill(REASON);
  await season.getByRole("button", { name: "Send the review" }).click();

  // One post decided the three items and the season: the page opens on the outcome.
  await expect(page.getByTestId("submission-status")).toHaveText("Changes requested");
  await expect(page.getByTestId("submission-status")).toBeInViewport();
  await expect(
    page.getByText(/Review sent: Changes requested\. 1 member e-mailed\./),
  ).toBeVisible();
  for (const [heading, status] of [
    ["Implementation plan", "Accepted"],
    ["Practice data", "Accepted"],
    [`Evidence: ${INVOICE}`, "Needs changes"],
  ] as const)
    await expect(reviewItem(page, heading).locator("strong").first()).toHaveText(status);
  // Back out of the queue until the farmer answers.
  await page.goto(QUEUE);
  await expect(page.getByRole("link", { name: submissionLink("Review") })).toHaveCount(0);
  await context.close();
});

test("without JavaScript the farmer sees the request and the reason, fixes the invoice and sends it again", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farm().email, "/profile/home", false);
  const requests = page.getByRole("region", { name: "Requests from the programme" });
  await expect(requests).toContainText(`Change needed: ${INVOICE}`);
  await expect(requests).toContainText(REASON);

  await page.goto(FEEDBACK);
  await expect(page.getByTestId("submission-status")).toHaveText("Changes requested");
  await expect(page.getByText("Nearly there: one document to fix.")).toBeVisible();
  const item = feedbackItem(page, INVOICE);
  await expect(item).toContainText("Needs changes");
  await expect(item).toContainText(`What to change: ${REASON}`);
  // Accepted items say so; nothing to do for them.
  await expect(feedbackItem(page, "Implementation plan")).toContainText("Accepted");

  // Sent back as it was, the season would be refused: the page says what is left to change
  // instead of offering the button (decision 0141).
  const resend = page.getByRole("region", { name: "Send the season for review again" });
  await expect(resend.getByRole("button")).toHaveCount(0);
  await expect(resend.getByRole("list", { name: "Still to change" })).toHaveText(`Fix ${INVOICE}`);
  await expect(item).toContainText("Change the evidence before sending it for review again");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoOverflow(page, "the feedback page with changes asked");
  await expectAccessible(page, "the feedback page with changes asked", false);

  // The fix is one post (issue 31): the item says it needs changes, with the reviewer's words,
  // and its file is replaced in place; the old file is history, not a current file.
  await item.getByRole("link", { name: `Fix ${INVOICE}` }).click();
  await expect(page).toHaveURL(new RegExp(EVIDENCE));
  const card = page.getByRole("article").filter({ hasText: INVOICE });
  await expect(card.locator(".ev-item__head")).toContainText("Needs changes");
  await expect(card).toContainText(`The reviewer asked: ${REASON}`);
  // On a phone too: the item, its reason and the replace form fit, and pass axe.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoOverflow(page, "the evidence page with an item that needs changes");
  await expectAccessible(page, "the evidence page with an item that needs changes", false);
  await card.getByLabel(/^Replace the file/).setInputFiles({
    name: "delivery-note.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdf()),
  });
  await card.getByRole("button", { name: "Replace seed-invoice.pdf", exact: true }).click();
  await expect(
    page.getByText(/'seed-invoice\.pdf' is replaced by 'delivery-note\.pdf'/),
  ).toBeVisible();
  const fixed = page.getByRole("article").filter({ hasText: INVOICE });
  await expect(fixed.getByRole("list", { name: `Files of ${INVOICE}` })).toHaveText(
    /delivery-note\.pdf/,
  );
  await expect(fixed.getByRole("list", { name: `Files of ${INVOICE}` })).not.toContainText(
    "seed-invoice.pdf",
  );
  await expect(fixed.getByText("Earlier files (1)")).toBeVisible();

  await page.goto(FEEDBACK);
  await expect(feedbackItem(page, INVOICE)).toContainText("Changed: it goes back with the season.");
  await page
    .getByRole("region", { name: "Send the season for review again" })
    .getByRole("button", { name: "Send the season for review again" })
    .click();
  // The page opens on the outcome: the toast and the status in the first screen of a phone.
  await expect(page.getByText("Your season is sent for review again.")).toBeInViewport();
  await expect(page.getByTestId("submission-status")).toHaveText("Waiting for review");
  await expect(page.getByTestId("submission-status")).toBeInViewport();
  await expect(feedbackItem(page, INVOICE)).toContainText("You sent this for review again.");
  // Its request is done; the accepted items kept their decision.
  await expect(feedbackItem(page, "Practice data")).toContainText("Accepted");
  await page.goto("/profile/home");
  await expect(page.getByText(`Change needed: ${INVOICE}`)).toHaveCount(0);
  await context.close();
});

test("with JavaScript the admin accepts the fixed invoice and the season", async ({ browser }) => {
  const { context, page } = await signedInAs(browser, ADMIN, QUEUE);
  await openFromQueue(page);
  const invoice = reviewItem(page, `Evidence: ${INVOICE}`);
  await expect(invoice).toContainText("delivery-note.pdf");
  await expect(invoice.getByRole("combobox", { name: "Decision", exact: true })).toHaveJSProperty(
    "tagName",
    "INPUT",
    { timeout: 20_000 },
  );
  expect(await seriousViolations(page)).toEqual([]);
  await decide(page, `Evidence: ${INVOICE}`, "Accepted", true);
  const season = page.getByRole("region", { name: "The season's decision" });
  await choose(season, "Decision on the season", "Accepted");
  await season.getByRole("button", { name: "Send the review" }).click();
  await expect(page.getByTestId("submission-status")).toHaveText("Accepted");
  await context.close();
});

test("without JavaScript the farmer sees the season accepted", async ({ browser }) => {
  const { context, page } = await signedInAs(browser, farm().email, FEEDBACK, false);
  await expect(page.getByTestId("submission-status")).toHaveText("Accepted");
  await expect(page.getByText("Your season's submission has been accepted.")).toBeVisible();
  for (const label of ["Implementation plan", "Practice data", INVOICE])
    await expect(feedbackItem(page, label)).toContainText("Accepted");
  await expect(page.getByRole("button", { name: "Send the season for review again" })).toHaveCount(
    0,
  );
  await context.close();
});

test("the feedback and review pages fit a 360 px phone and pass axe", async ({ browser }) => {
  for (const js of [false, true]) {
    const farmer = await signedInAs(browser, farm().email, FEEDBACK, js);
    await farmer.page.setViewportSize({ width: 360, height: 740 });
    await expect(farmer.page.getByTestId("submission-status")).toBeVisible();
    await expectNoOverflow(farmer.page, `${FEEDBACK} (JavaScript ${js ? "on" : "off"})`);
    if (js) expect(await seriousViolations(farmer.page)).toEqual([]);
    await farmer.context.close();
  }
  const admin = await signedInAs(browser, ADMIN, QUEUE);
  await admin.page.setViewportSize({ width: 360, height: 740 });
  await admin.page.goto("/admin/submissions");
  await admin.page.getByRole("link", { name: submissionLink("Open") }).click();
  await expect(admin.page.getByTestId("submission-status")).toHaveText("Accepted");
  await expectNoOverflow(admin.page, "the review page of an accepted season");
  expect(await seriousViolations(admin.page)).toEqual([]);
  await admin.context.close();
});
