// The season's submission and its review (issue 16; decisions 0080, 0085, 0086, 0140, 0141), as
// the fixer and the reviewer of issue 31 walk it on a 360 × 740 phone, once without JavaScript
// and once with it, each from an organisation of its own at EVIDENCE with a submitted invoice
// and a draft photo (scenarios.ts 'season' and 'seasonJs', as journey7-evidence.spec.ts leaves
// its farm), so it runs in any order, on any worker: the farmer submits the season; the admin
// reviews the submission in one form (decision 0140): a review without the reason 'Needs
// changes' requires is refused (without JavaScript the page opens on its summary; with it the
// button waits and says why), then one post accepts the plan and the practice data and asks for
// a change to the invoice; the farmer sees the request and the reason, replaces the invoice and
// sends the season again (decision 0141); the admin accepts it and the season in one post; the
// farmer sees the feedback. After every post the first screen says what happened. The new pages
// fit 360 px and pass axe. Serial within a mode: each test continues where the one before left
// off; the two modes run side by side.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { pdf } from "../support/file-fixtures";
import { ADMIN, choose, hydrated, myScenario, signedInAs } from "./fixtures";
import { closeCopies, expectAccessible } from "./axe-sweep";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "parallel" });
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

const PHONE = { width: 360, height: 740 };

/** Chooses an item's decision (and types its reason) in the review form; nothing is sent yet. */
async function decide(page: Page, heading: string, decision: string, js: boolean, reason?: string) {
  const item = reviewItem(page, heading);
  await choose(item, "Decision", decision, js);
  if (reason) await item.getByLabel(/^Reason/).fill(reason);
}

/** What the first screen of the page a post came back to must hold. */
async function firstScreen(...shown: Locator[]) {
  for (const locator of shown) await expect(locator).toBeInViewport();
}

for (const js of [false, true]) {
  const mode = js ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.describe.configure({ mode: "serial" });

    /** The farmer (the organisation's owner) and the organisation, for this attempt. */
    const farm = () => myScenario(js ? "seasonJs" : "season");

    /** The queue's (or the list's) link to the organisation's submission. */
    const submissionLink = (verb: "Review" | "Open") =>
      new RegExp(`^${verb} the .* submission of ${farm().organisationName}$`);

    /** A person signed in on a phone, on `path`. */
    async function onPhone(browser: Browser, email: string, path: string) {
      const signedIn = await signedInAs(browser, email, path, js);
      await signedIn.page.setViewportSize(PHONE);
      return signedIn;
    }

    /** The admin, on the organisation's submission from the queue (others wait there too). */
    async function openFromQueue(page: Page) {
      await page.getByRole("link", { name: submissionLink("Review") }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: `${farm().organisationName}: `, exact: false }),
      ).toBeVisible();
      if (js) await hydrated(page);
    }

    test(`the farmer submits the season on a phone; the draft photo is left out`, async ({
      browser,
    }) => {
      const { context, page } = await onPhone(browser, farm().email, EVIDENCE);
      const submit = page.getByRole("region", { name: "Submit the season" });
      await expect(submit).toContainText("1 submitted evidence item");
      await expect(submit).toContainText(
        "Drafts are left out of the submission: 'Cover crop in flower'",
      );
      await submit.getByRole("button", { name: "Submit the season" }).click();
      await expect(page).toHaveURL(new RegExp(`${FEEDBACK}`));
      await expect(page.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
      await expect(page.getByTestId("submission-status")).toHaveText("Waiting for review");
      await firstScreen(page.getByTestId("submission-status"));
      await expect(feedbackItem(page, INVOICE)).toContainText("Waiting for review");
      // The step is the journey's last: Feedback.
      await page.goto("/profile/journey");
      await expect(page.getByRole("link", { name: "See your feedback" }).first()).toBeVisible();
      await context.close();
    });

    test(`the admin reviews the submission on a phone in one post; a refused one says why where the eye is`, async ({
      browser,
    }) => {
      const { context, page } = await onPhone(browser, ADMIN, QUEUE);
      await expect(
        page.getByRole("table", { name: "Submissions waiting for review" }),
      ).toContainText(farm().organisationName);
      await openFromQueue(page);
      await expectNoOverflow(page, `the review form (${mode})`);
      await expectAccessible(page, `the review form (${mode})`, js);
      const invoice = reviewItem(page, `Evidence: ${INVOICE}`);
      await expect(invoice).toContainText("seed-invoice.pdf");
      await decide(page, "Implementation plan", "Accepted", js);
      await decide(page, "Practice data", "Accepted", js);
      // 'Needs changes' without the reason it requires.
      await decide(page, `Evidence: ${INVOICE}`, "Needs changes", js);
      const season = page.getByRole("region", { name: "The season's decision" });
      await choose(season, "Decision on the season", "Changes requested", js);
      await season
        .getByLabel(/^Message to the organisation/)
        .fill("Nearly there: one document to fix.");
      const send = season.getByRole("button", { name: "Send the review" });
      const reason = reviewItem(page, `Evidence: ${INVOICE}`).getByLabel(/^Reason/);
      if (js) {
        // The button waits, and says why beneath it, until the form holds a review to send.
        await expect(send).toBeDisabled();
        await expect(send).toHaveAccessibleDescription("Fill in every required field to continue.");
      } else {
        await send.click();
        // Refused: the page opens on the summary, in the first screen, naming the item to fix;
        // every choice is as it was.
        const summary = page.locator(".kf-error-summary");
        await firstScreen(summary);
        await expect(summary).toContainText("There is a problem with 1 answer");
        await expect(page.getByTestId("submission-status")).toHaveText("Waiting for review");
        await expect(
          reviewItem(page, "Implementation plan").getByRole("combobox", { name: "Decision" }),
        ).toHaveValue("ACCEPTED");
        await expect(season.getByLabel(/^Message to the organisation/)).toHaveValue(
          "Nearly there: one document to fix.",
        );
        await summary.getByRole("link", { name: `Reason for Evidence: ${INVOICE}` }).click();
        await expect(reason).toBeInViewport();
        await expect(reviewItem(page, `Evidence: ${INVOICE}`)).toContainText(
          "Give a reason, so the farmer knows what to change.",
        );
        await expectNoOverflow(page, "the refused review form");
        await expectAccessible(page, "the refused review form", false);
      }
      await reason.fill(REASON);
      await send.click();

      // One post decided the three items and the season: the page opens on the outcome.
      await expect(page.getByTestId("submission-status")).toHaveText("Changes requested");
      await firstScreen(
        page.getByTestId("submission-status"),
        page.getByText(/Review sent: Changes requested\. 1 member e-mailed\./).first(),
      );
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

    test(`the farmer sees the request and the reason on a phone, replaces the invoice and sends the season again`, async ({
      browser,
    }) => {
      const { context, page } = await onPhone(browser, farm().email, "/profile/home");
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
      await expect(resend.getByRole("list", { name: "Still to change" })).toHaveText(
        `Fix ${INVOICE}`,
      );
      await expect(item).toContainText("Change the evidence before sending it for review again");
      await expectNoOverflow(page, `the feedback page with changes asked (${mode})`);
      await expectAccessible(page, `the feedback page with changes asked (${mode})`, js);

      // The fix is one post (issue 31): the item says it needs changes, with the reviewer's
      // words, and its file is replaced in place; the old file is history, not a current file.
      await item.getByRole("link", { name: `Fix ${INVOICE}` }).click();
      await expect(page).toHaveURL(new RegExp(EVIDENCE));
      if (js) await hydrated(page);
      const card = page.getByRole("article").filter({ hasText: INVOICE });
      await expect(card.locator(".ev-item__head")).toContainText("Needs changes");
      await expect(card).toContainText(`The reviewer asked: ${REASON}`);
      await expectNoOverflow(page, `the evidence page with an item that needs changes (${mode})`);
      await expectAccessible(
        page,
        `the evidence page with an item that needs changes (${mode})`,
        js,
      );
      await card.getByLabel(/^Replace the file/).setInputFiles({
        name: "delivery-note.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(pdf()),
      });
      await card.getByRole("button", { name: "Replace seed-invoice.pdf", exact: true }).click();
      await firstScreen(
        page.getByText(/'seed-invoice\.pdf' is replaced by 'delivery-note\.pdf'/).first(),
      );
      const fixed = page.getByRole("article").filter({ hasText: INVOICE });
      await expect(fixed.getByRole("list", { name: `Files of ${INVOICE}` })).toHaveText(
        /delivery-note\.pdf/,
      );
      await expect(fixed.getByRole("list", { name: `Files of ${INVOICE}` })).not.toContainText(
        "seed-invoice.pdf",
      );
      await expect(fixed.getByText("Earlier files (1)")).toBeVisible();

      await page.goto(FEEDBACK);
      await expect(feedbackItem(page, INVOICE)).toContainText(
        "Changed: it goes back with the season.",
      );
      await page
        .getByRole("region", { name: "Send the season for review again" })
        .getByRole("button", { name: "Send the season for review again" })
        .click();
      // The page opens on the outcome: the toast and the status in the first screen.
      await expect(page.getByTestId("submission-status")).toHaveText("Waiting for review");
      await firstScreen(
        page.getByText("Your season is sent for review again.").first(),
        page.getByTestId("submission-status"),
      );
      await expect(feedbackItem(page, INVOICE)).toContainText("You sent this for review again.");
      // Its request is done; the accepted items kept their decision.
      await expect(feedbackItem(page, "Practice data")).toContainText("Accepted");
      await page.goto("/profile/home");
      await expect(page.getByText(`Change needed: ${INVOICE}`)).toHaveCount(0);
      await context.close();
    });

    test(`the admin accepts the fixed invoice and the season on a phone`, async ({ browser }) => {
      const { context, page } = await onPhone(browser, ADMIN, QUEUE);
      await openFromQueue(page);
      const invoice = reviewItem(page, `Evidence: ${INVOICE}`);
      await expect(invoice).toContainText("delivery-note.pdf");
      if (js) expect(await seriousViolations(page)).toEqual([]);
      await decide(page, `Evidence: ${INVOICE}`, "Accepted", js);
      const season = page.getByRole("region", { name: "The season's decision" });
      await choose(season, "Decision on the season", "Accepted", js);
      await season.getByRole("button", { name: "Send the review" }).click();
      await expect(page.getByTestId("submission-status")).toHaveText("Accepted");
      await firstScreen(page.getByTestId("submission-status"));
      await context.close();
    });

    test(`the farmer sees the season accepted; the feedback and review pages fit a 360 px phone and pass axe`, async ({
      browser,
    }) => {
      const farmer = await onPhone(browser, farm().email, FEEDBACK);
      const { page } = farmer;
      await expect(page.getByTestId("submission-status")).toHaveText("Accepted");
      // The review ended the farmer's wait: its notification shows once (decision 0144).
      await expect(
        page.locator(".toast__text").filter({ hasText: /Review of your .+ season: Accepted/ }),
      ).toBeVisible();
      await expect(
        page.getByText("Your season's submission has been accepted.", { exact: true }),
      ).toBeVisible();
      for (const label of ["Implementation plan", "Practice data", INVOICE])
        await expect(feedbackItem(page, label)).toContainText("Accepted");
      await expect(
        page.getByRole("button", { name: "Send the season for review again" }),
      ).toHaveCount(0);
      await expectNoOverflow(page, `${FEEDBACK} (${mode})`);
      await expectAccessible(page, `${FEEDBACK}, accepted (${mode})`, js);
      await farmer.context.close();

      const admin = await onPhone(browser, ADMIN, "/admin/submissions");
      await admin.page.getByRole("link", { name: submissionLink("Open") }).click();
      await expect(admin.page.getByTestId("submission-status")).toHaveText("Accepted");
      await expectNoOverflow(admin.page, `the review page of an accepted season (${mode})`);
      await expectAccessible(admin.page, `the review page of an accepted season (${mode})`, js);
      await admin.context.close();
    });
  });
}
