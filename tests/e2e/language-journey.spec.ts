// Issue 33's walk: a signed-in farmer switches to isiZulu without JavaScript, on a phone, and
// walks the journey in it: each step's heading is the isiZulu catalogue's, the page says it is
// in isiZulu, and nothing overflows 360 px. The texts are read from the catalogue, so a
// reviewer's correction never breaks the walk; a page left in English does.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import PO from "pofile";
import { myScenario, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

const CATALOGUES = path.resolve("app/services/i18n/catalogues");

/** The isiZulu message of `key`, as its catalogue has it. */
function zu(key: string): string {
  for (const file of fs.readdirSync(path.join(CATALOGUES, "zu"))) {
    const catalogue = PO.parse(fs.readFileSync(path.join(CATALOGUES, "zu", file), "utf8"));
    const item = catalogue.items.find((entry) => entry.msgid === key);
    if (item?.msgstr[0]) return item.msgstr[0];
  }
  throw new Error(`No isiZulu message for ${key}`);
}

const STEPS: ReadonlyArray<[string, string]> = [
  ["/profile/journey", "journey.title"],
  ["/profile/journey/map_fields", "fields.title"],
  ["/profile/journey/implementation", "implementation.title"],
  ["/profile/journey/practice_data", "practice.title"],
  ["/profile/journey/evidence", "evidence.title"],
  ["/profile/journey/contract", "contract.title"],
];

test("without JavaScript on a phone, a farmer switches to isiZulu and walks the journey in it", async ({
  browser,
}) => {
  const person = myScenario("walkZulu");
  const { page, context } = await signedInAs(browser, person.email, "/profile/home", false);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("contentinfo").getByLabel("Language").selectOption("zu");
  await page.getByRole("button", { name: "Change language" }).click();
  await expect(page).toHaveURL(/\/profile\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zu");
  // The menu (folded at this width) and the home page's journey are in isiZulu.
  await expect(page.getByRole("navigation", { name: zu("app.navLabel") })).toBeVisible();

  for (const [address, key] of STEPS) {
    await page.goto(address);
    await expect(page.locator("html"), address).toHaveAttribute("lang", "zu");
    await expect(page.getByRole("heading", { level: 1, name: zu(key) }), address).toBeVisible();
    await expectNoOverflow(page, `${address} in isiZulu`);
  }
  await context.close();
});
