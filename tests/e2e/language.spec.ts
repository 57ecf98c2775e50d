// Veld in the farmer's language (issue 33; decision 0158): the browser's Accept-Language picks
// the landing page's language; without JavaScript, on a phone, the chooser switches it; a
// signed-in farmer's choice is saved on their profile and follows them to a fresh browser.
import { expect, test } from "@playwright/test";
import { myScenario, signedInAs, signIn } from "./fixtures";
import { expectNoOverflow } from "./layout";

test("a browser asking for Afrikaans gets the landing page in Afrikaans", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "af-ZA",
    extraHTTPHeaders: { "Accept-Language": "af" },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "af");
  await expect(
    page.getByRole("heading", { level: 1, name: "Gesonder grond, en 'n inkomste uit koolstof" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Meld aan" })).toBeVisible();
  await expect(page).toHaveTitle("Veld: regeneratiewe boerdery en koolstofkrediete");
  // The page names its copy in each language.
  await expect(page.locator('link[rel="alternate"][hreflang="zu"]')).toHaveAttribute(
    "href",
    /\/\?lang=zu$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    /\/$/,
  );
  await context.close();
});

test("without JavaScript on a phone, a visitor switches to isiZulu with the chooser", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/faqs");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
  const chooser = page.getByRole("contentinfo").getByLabel("Language");
  await expect(
    chooser.getByRole("option", { name: "isiZulu (translation being checked)" }),
  ).toHaveCount(1);
  await chooser.selectOption("zu");
  await page.getByRole("button", { name: "Change language" }).click();
  // Back on the page it was chosen on, now in isiZulu.
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zu");
  await expect(page.getByRole("link", { name: "Ngena" })).toBeVisible();
  await page.getByRole("link", { name: "Veld", exact: true }).click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Umhlabathi ophile kangcono, nemali evela ekhabhoni",
    }),
  ).toBeVisible();
  await expect(page.getByRole("contentinfo").getByLabel("Ulimi")).toHaveValue("zu");
  await expectNoOverflow(page, "/ in isiZulu");
  await context.close();
});

test("a signed-in farmer's choice is saved on them and kept in a fresh browser", async ({
  browser,
}) => {
  const person = myScenario("language");
  const first = await signedInAs(browser, person.email, "/profile/home", false);
  const chooser = first.page.getByRole("contentinfo").getByLabel("Language");
  await chooser.selectOption("zu");
  await first.page.getByRole("button", { name: "Change language" }).click();
  await expect(first.page).toHaveURL(/\/profile\/home$/);
  await expect(first.page.locator("html")).toHaveAttribute("lang", "zu");
  await first.context.close();

  // A fresh browser: no cookie, an English Accept-Language; signed in, the choice comes back.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "Accept-Language": "en" },
  });
  const page = await context.newPage();
  await signIn(page, person.email, "/profile/home");
  await expect(page).toHaveURL(/\/profile\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zu");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zu");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Umhlabathi ophile kangcono, nemali evela ekhabhoni",
  );
  await context.close();
});
