// 'Your details' (/profile/details; issue 32): on a 360 px phone, a person finds the page from
// their home page and changes what they gave at sign-up, without JavaScript and then with it.
// After every post the first screen says what happened: a refusal opens on its summary with the
// value kept, a save on 'Your details are saved.' From an organisation of its own (scenarios.ts
// 'details'), so it runs on any worker.
import { expect, test } from "@playwright/test";
import { choose, myScenario, signedInAs } from "./fixtures";
import { expectAccessible } from "./axe-sweep";
import { expectNoOverflow } from "./layout";

test("on a phone a person changes their own details, without JavaScript and with it; each answer opens in the first screen", async ({
  browser,
}) => {
  const person = myScenario("details");
  const plain = await signedInAs(browser, person.email, "/profile/home", false);
  const { page } = plain;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("link", { name: "Change your details" }).click();
  await expect(page.getByRole("heading", { name: "Your details", level: 1 })).toBeVisible();
  const form = page.locator("form#details");
  await expect(form.getByLabel("Email")).toHaveValue(person.email);
  await expect(form.getByLabel("Surname")).toHaveValue(person.familyName);
  await expectNoOverflow(page, "/profile/details");
  await expectAccessible(page, "/profile/details", false);

  // An empty surname: refused, the summary in the first screen, the other answers kept.
  await form.getByLabel("Surname").fill("");
  await form.getByLabel("First name").fill("Nomvula");
  await form.getByRole("button", { name: "Save my details" }).click();
  await expect(form.locator(".kf-error-summary")).toBeInViewport();
  await expect(form.getByLabel("First name")).toHaveValue("Nomvula");
  await form.getByLabel("Surname").fill(`${person.familyName}-Dube`);
  await form.getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeInViewport();
  await expect(page.locator("form#details").getByLabel("Surname")).toHaveValue(
    `${person.familyName}-Dube`,
  );
  await plain.context.close();

  const scripted = await signedInAs(browser, person.email, "/profile/details");
  await scripted.page.setViewportSize({ width: 360, height: 740 });
  const again = scripted.page.locator("form#details");
  await expect(again.getByLabel("First name")).toHaveValue("Nomvula");
  await choose(again, "Province", "Western Cape");
  await again.getByRole("button", { name: "Save my details" }).click();
  await expect(scripted.page.getByText("Your details are saved.").first()).toBeInViewport();
  await scripted.page.reload();
  await expect(
    scripted.page.locator("form#details").getByRole("combobox", { name: "Province" }),
  ).toHaveValue("Western Cape", { timeout: 20_000 });
  await scripted.context.close();
});
