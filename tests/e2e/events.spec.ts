// Programme events (issue 18; decision 0097), as the demo farmer meets the demo farm day
// (app/demo/events.server.ts): without JavaScript they register from the home page, see
// the seats left drop and download the .ics file; with JavaScript they cancel the registration.
// The event page fits 360 px and passes axe. Serial: the second test continues from the first.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { FARMER, signedInAs } from "./fixtures";
import { expectNoOverflow } from "./layout";

test.describe.configure({ mode: "serial" });

const HOME = "/profile/home";
const FARM_DAY_ID = "00000000-0000-4000-8000-0018e0000001";
const FARM_DAY = "Farm day: planned grazing on sourveld";
const EVENT_PAGE = `/profile/events/${FARM_DAY_ID}`;

/** The demo farm day's card in the home page's Upcoming events. */
const farmDayCard = (page: Page) =>
  page.getByTestId("upcoming-events").getByRole("listitem").filter({ hasText: FARM_DAY });

test("without JavaScript the farmer registers for the farm day from the home page and downloads the .ics", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, FARMER, HOME, false);
  await expect(page.getByRole("heading", { name: "Upcoming events", level: 2 })).toBeVisible();
  const card = farmDayCard(page);
  await expect(card).toContainText("Farmers in Free State");
  await expect(card).toContainText("30 of 30 seats left");
  await card.getByRole("button", { name: `Register for ${FARM_DAY}` }).click();

  await expect(page).toHaveURL(new RegExp(`${EVENT_PAGE}$`));
  await expect(page.getByRole("heading", { name: FARM_DAY, level: 1 })).toBeVisible();
  await expect(
    page.getByText(`You are registered for '${FARM_DAY}'.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("29 of 30 seats left")).toBeVisible();
  await expect(page.getByText("You are registered.", { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to my calendar (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("farm-day-planned-grazing-on-sourveld.ics");
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(path, "utf8");
  expect(text).toContain("BEGIN:VCALENDAR\r\n");
  expect(text).toContain(`UID:${FARM_DAY_ID}@veld.events\r\n`);
  expect(text.replace(/\r\n /g, "")).toContain("SUMMARY:Farm day: planned grazing on sourveld\r\n");

  await page.goto(HOME);
  await expect(farmDayCard(page)).toContainText("You are registered.");
  await expect(farmDayCard(page)).toContainText("29 of 30 seats left");
  await context.close();
});

test("with JavaScript the farmer cancels the registration; the seat is free again", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, FARMER, HOME, true);
  const card = farmDayCard(page);
  // Run alone, the first test did not register the farmer: register here first.
  const register = card.getByRole("button", { name: `Register for ${FARM_DAY}` });
  if (await register.isVisible()) {
    await register.click();
    await expect(page).toHaveURL(new RegExp(`${EVENT_PAGE}$`));
    await page.goto(HOME);
  }
  await farmDayCard(page)
    .getByRole("button", { name: `Cancel my registration for ${FARM_DAY}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${EVENT_PAGE}$`));
  await expect(
    page.getByText(`Your registration for '${FARM_DAY}' is cancelled`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Register for ${FARM_DAY}` })).toBeVisible();
  await expect(page.getByText("30 of 30 seats left")).toBeVisible();

  // The WCAG 2.x A and AA rules, serious and critical, as the other specs check every page.
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoOverflow(page, EVENT_PAGE);
  await context.close();
});
