// Layout and feedback of the journey pages at a phone's width (issue 13, decision 0067): one
// model of progress in words ('Step N of 10' in the bar and the overview alike), no internal code
// (SIGN_UP, UNMAPPED_LOCATION…) shown to the farmer, no progress label broken inside a word, a
// read-only answers page without a CSP refusal, and /favicon.ico answered.
// The farmer's organisation has its eligibility and viability answers submitted and approved (the
// scenario 'layout', tests/e2e/scenarios.ts), so the answers page is read-only.
import { expect, test, type Page } from "@playwright/test";
import { myScenario, signIn } from "./fixtures";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 360, height: 740 } });

/** Internal codes: step names and unmapped-warning kinds (spec §4), never shown to farmers. */
const CODE = /\b[A-Z]{2,}(?:_[A-Z]+)+\b|\bN_A\b/;

async function expectNoCode(page: Page) {
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(CODE);
}

/** Every progress label shown is on whole words: it wraps only between words and fits its box. */
async function expectWholeWordLabels(page: Page) {
  // All ten, once the page has arrived whole (on a busy machine the bar was read half parsed).
  await expect(page.locator(".step-progress__label")).toHaveCount(10);
  const labels = await page.locator(".step-progress__label").evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        text: el.textContent ?? "",
        shown: el.getBoundingClientRect().width > 1,
        fits: el.scrollWidth <= el.clientWidth,
        breaksWords:
          style.overflowWrap === "anywhere" ||
          style.wordBreak === "break-all" ||
          style.hyphens === "auto",
      };
    }),
  );
  expect(labels.length).toBe(10);
  for (const label of labels) {
    expect(label.breaksWords, label.text).toBe(false);
    if (label.shown) expect(label.fits, label.text).toBe(true);
  }
  // The summary line names the step in full, on whole words, within the phone's width.
  const summary = page.locator(".step-progress__summary");
  expect(await summary.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

/** 'Step N of 10' in the bar and the overview's number of steps agree. */
async function stepOf(page: Page) {
  const summary = await page.locator(".step-progress__summary").innerText();
  const match = /^Step (\d+) of (\d+): /.exec(summary);
  expect(match, summary).not.toBeNull();
  return { n: Number(match![1]), of: Number(match![2]), summary };
}

test("the journey overview and the details page speak one model of progress, in words", async ({
  page,
}) => {
  await signIn(page, myScenario("layout").email, "/profile/journey");
  await expect(page.getByRole("heading", { name: "Your journey", level: 1 })).toBeVisible();
  const bar = await stepOf(page);
  expect(bar.of).toBe(10);
  // The overview lists the same ten steps and says the same line as the bar.
  await expect(page.getByRole("heading", { name: `The ${bar.of} steps` })).toBeVisible();
  await expect(page.locator(".journey-steps > li")).toHaveCount(bar.of);
  await expect(page.locator(".journey-overview__summary")).toHaveText(bar.summary);
  await expect(page.locator(".journey-steps > li[aria-current=step]")).toContainText(
    `Step ${bar.n}: `,
  );
  await expectNoCode(page);
  await expectWholeWordLabels(page);

  await page.goto("/profile/journey/details");
  await expect(page.getByRole("heading", { name: "Contracting details" }).first()).toBeVisible();
  expect((await stepOf(page)).of).toBe(10);
  await expectNoCode(page);
  await expectWholeWordLabels(page);
  // 'Missing details' is never a bare 0 while something is missing or nothing was added.
  const missing = page.getByTestId("missing-count");
  if ((await missing.count()) > 0) {
    const value = await missing.innerText();
    if (value === "0") await expect(page.getByTestId("missing-note")).toContainText("Nothing");
    else if (value !== "Not started") await expect(page.getByTestId("missing-list")).toBeVisible();
  }
});

test("at a desktop width the bar's labels show, on whole words", async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, myScenario("layout").email, "/profile/journey");
  await expect(page.locator(".step-progress__label").first()).toBeVisible();
  await expectWholeWordLabels(page);
});

test("a read-only answers page logs no CSP refusal", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Refused to apply inline style|Content Security Policy/.test(message.text())) {
      refused.push(message.text());
    }
  });
  await signIn(page, myScenario("layout").email, "/profile/journey/eligibility");
  await expect(page.getByRole("heading", { name: "Eligibility", level: 1 })).toBeVisible();
  await expect(page.locator("dl.journey-answers dt").first()).toBeVisible();
  await page.reload();
  await expect(page.locator("dl.journey-answers dt").first()).toBeVisible();
  expect(refused).toEqual([]);
  await expectNoCode(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("Enter in a field still submits a kit form through its hidden default button", async ({
    page,
  }) => {
    await signIn(page, myScenario("layout").email, "/profile/journey_start");
    const interest = page.locator("form#express-interest");
    // The default button is out of the accessibility tree (issue 13).
    await expect(interest.getByRole("button", { name: "Submit" })).toHaveCount(0);
    await interest
      .getByRole("combobox", { name: "Which programme are you interested in?" })
      .selectOption({ index: 1 });
    const hectares = interest.getByLabel("Roughly how many hectares would you like to enrol?");
    await hectares.fill("120");
    await hectares.press("Enter");
    await expect(page.getByText(/Thank you for your interest/)).toBeVisible();
  });
});

test("/favicon.ico is the site's icon, not a 404", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
});
