// No public page, provider page or staff page has a serious or critical accessibility violation at
// a farmer's phone's width (issue 13; the tools in axe-sweep.ts). The public site and the
// provider's pages ship no script (decision 0012; app/idp/views), so one HTML either way, checked
// once; the staff pages are the kit's templates the farmer's sweep (journey4-accessibility.spec.ts)
// checks without JavaScript too, so they are checked with it. Read-only, and it needs nothing the
// journeys make: it runs in the standalone lane beside them.
import { expect, test } from "@playwright/test";
import {
  checkAll,
  check,
  closeCopies,
  expectAccessible,
  settle,
  built,
  sweep,
  SWEEP_USE,
} from "./axe-sweep";
import { ADMIN, FARMER, signIn } from "./fixtures";
import { companyPage, watchCsp } from "./layout";
import { ADMIN_PAGES, PUBLIC_PAGES } from "./pages";

// The sweeps' timeouts are generous: the other lane shares the machine's two cores, and a timeout
// here would say the machine was busy, not that a page is inaccessible.
test.use(SWEEP_USE);
test.afterEach(closeCopies);
// Three sweeps that share nothing: the standalone workers may take them one each.
test.describe.configure({ mode: "parallel" });

const JS = true;

test("the public pages and a job posting have no serious violations", async ({ page }) => {
  test.setTimeout(360_000);
  // Each page ships no script: counted on the visit axe checked.
  await checkAll(page, PUBLIC_PAGES, JS, async (path) => {
    expect(await page.locator("script[src], script[type=module]").count(), path).toBe(0);
  });
  // A posting and its application form, found from the list.
  await page.goto("/jobs");
  const posting = await page.locator("main a[href^='/jobs/']").first().getAttribute("href");
  expect(posting, "an active job posting to open").toBeTruthy();
  await check(page, posting!, JS);
  // The application form refused for its empty required fields.
  await page.locator("main form button[type=submit]").last().click();
  await page.waitForLoadState("load");
  await settle(page, JS);
  await expectAccessible(page, `${posting} refused`, JS);
});

test("the provider's sign-in, sign-up and forgotten-password pages have no serious violations", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/auth/login?returnTo=%2Fprofile");
  expect(await page.locator("script").count(), "the sign-in page has no script").toBe(0);
  await expect(page.getByLabel("Email")).toBeVisible();
  const signInUrl = page.url();
  await expectAccessible(page, "sign-in", JS);
  // Refused: a wrong password.
  await page.getByLabel("Email").fill(FARMER);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expectAccessible(page, "sign-in refused", JS);
  // Sign-up, and sign-up refused for its empty fields.
  await page.goto(signInUrl);
  await page.locator("a[href*='/signup']").first().click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expectAccessible(page, "sign-up", JS);
  await page.locator("form button[type=submit]").last().click();
  await page.waitForLoadState("load");
  await expectAccessible(page, "sign-up refused", JS);
  // Forgotten password.
  await page.goto(signInUrl);
  await page.locator("a[href*='forgot-password']").first().click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expectAccessible(page, "forgotten password", JS);
});

// The staff pages in two halves, so the standalone workers can take one each.
const HALF = Math.ceil(ADMIN_PAGES.length / 2);

test("the first half of the admin's pages and their dialogs have no serious violations", async ({
  page,
}) => {
  test.setTimeout(480_000);
  const csp = watchCsp(page, () => sweep.onBuiltPage);
  await signIn(page, ADMIN, ADMIN_PAGES[0]);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES[0]}$`));
  await checkAll(page, ADMIN_PAGES.slice(0, HALF), JS);
  sweep.onBuiltPage = false;
  expect(csp, "no refusals by the Content Security Policy").toEqual([]);
});

test("the other half, a company's and a person's pages have no serious violations", async ({
  page,
}) => {
  test.setTimeout(480_000);
  const csp = watchCsp(page, () => sweep.onBuiltPage);
  await signIn(page, ADMIN, ADMIN_PAGES[0]);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES[0]}$`));
  const company = await companyPage(page);
  // The company's page is built: the narrow-screen checks take it too.
  built.add(company);
  // The picker lists the people a search finds.
  await page.goto(`/admin/userView?q=${encodeURIComponent(FARMER)}`);
  const person = await page
    .locator("main a[href*='userId=']")
    .first()
    .getAttribute("href", { timeout: 10_000 });
  expect(person, "a person to view").toBeTruthy();
  await checkAll(page, [...ADMIN_PAGES.slice(HALF), company, person!], JS);
  sweep.onBuiltPage = false;
  expect(csp, "no refusals by the Content Security Policy").toEqual([]);
  // The person's pages, as staff see them: the farmer's templates (checked above) inside the
  // staff frame; their home and journey show the frame with the most on it.
  await page.goto(person!);
  const pages = await page
    .getByRole("navigation", { name: "This person's pages" })
    .locator("a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  await checkAll(
    page,
    pages.filter((href) => /\/(home|journey)(\?|$)/.test(href)),
    JS,
  );
});
