// From the implementation plan to the evidence step (issue 15, decisions 0073–0078), as the demo
// farmer walks it: the first field is planned without JavaScript (a refused save comes back with
// its values and the error beside the field), the plan is copied to the second field and
// submitted with it; herds, a year of livestock numbers, a grazing and a fertiliser are entered
// without it, with the calculated values checked by hand; the crops of the baseline's three
// seasons and the programme's first are recorded and the practice data submitted, so the journey
// moves to EVIDENCE. An admin then corrects one value with a reason and the farmer sees it.
// It starts from an organisation of its own (scenarios.ts 'plan': at IMPLEMENTATION_PLAN with two
// confirmed fields on Rietvlei, 'Dam camp' (uploaded, about 4 ha) and 'Drawn camp' (drawn on the
// map), as journey5-fields.spec.ts leaves its farm), so it runs in any order, on any worker.
// Serial: each test continues where the one before left the organisation.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { ADMIN, choose, myScenario, openCompany, signedInAs, signIn } from "./fixtures";
import { expectNoOverflow, expectShown } from "./layout";

test.describe.configure({ mode: "serial" });

/** The farmer (the organisation's owner) and the organisation, for this attempt. */
const farm = () => myScenario("plan");
const PLAN = "/profile/journey/implementation";
const PRACTICE = "/profile/journey/practice_data";
const REASON =
  "The herd was kraaled at night: 6 hours a day on the camp, as the grazing diary says.";

// Today's season is the programme's first (the plan is submitted in it); the baseline is the
// three before it. Seasons run 1 July to 30 June in South Africa (UTC+2).
const now = new Date(Date.now() + 2 * 3600_000);
const FIRST = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
const label = (start: number) => `${start}/${start + 1}`;
/** 'YYYY-MM-DD' in the programme's first season: August of its first year. */
const august = (day: number) => `${FIRST}-08-${String(day).padStart(2, "0")}`;
const SEASON_MONTHS = [
  ...["July", "August", "September", "October", "November", "December"].map(
    (month) => `${month} ${FIRST}`,
  ),
  ...["January", "February", "March", "April", "May", "June"].map(
    (month) => `${month} ${FIRST + 1}`,
  ),
];

const fieldArticle = (page: Page, name: string) =>
  page.getByRole("article", { name: new RegExp(`^${name}`) });

/** The pages that open one field's editor at a time, and the link that opens Dam camp's. */
const EDITORS = [
  [PLAN, "Change the practices of Dam camp"],
  [`${PRACTICE}/fertiliser`, "Change the fertiliser of Dam camp"],
] as const;

/** The select of a form without JavaScript, by its label. */
const select = (scope: Locator | Page, name: string, option: string) =>
  choose(scope, name, option, false);

async function openCompanyAsAdmin(browser: Browser) {
  const admin = await signedInAs(browser, ADMIN, "/admin/journey/companies", false);
  await openCompany(admin.page, farm().organisationName);
  return admin;
}

/** The LSU/ha table's row of a field: its area (as shown) and the August cell. */
async function lsuOfDamCampInAugust(page: Page) {
  const row = page.getByTestId("lsu-table").getByRole("row", { name: /^Dam camp/ });
  const header = await row.getByRole("rowheader").innerText();
  const area = Number(/\(([\d.]+) ha\)/.exec(header)?.[1]);
  expect(area, "Dam camp's area").toBeGreaterThan(3.9);
  // The cells follow the season's months: July is the first, August the second.
  const cell = Number(await row.getByRole("cell").nth(1).innerText());
  return { area, cell };
}

test("without JavaScript the farmer plans the first field; a refused save keeps every value", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farm().email, PLAN, false);
  await expect(page.getByRole("heading", { name: "Implementation plan", level: 1 })).toBeVisible();
  await expect(page.getByTestId("plan-summary")).toContainText("2 fields included this season");
  const dam = fieldArticle(page, "Dam camp");
  // One field's editor at a time, opened by its link (a URL: ?field=…).
  await expect(page.getByRole("button", { name: /^Save the practices of/ })).toHaveCount(0);
  await dam.getByRole("link", { name: "Plan the practices of Dam camp" }).click();
  await expect(page).toHaveURL(/\?field=/);

  // The first practice: cover crops, 14 days after harvest; the days are left out at first.
  const first = dam.getByRole("group", { name: "Practice 1" });
  await select(first, "Practice", "Cover crops");
  await select(first, "When is it done?", "Harvest");
  await select(first, "Before, on or after it? (required with a link)", "Some days after");
  // Without JavaScript the editor's buttons post: another row comes back with the first kept.
  await dam.getByRole("button", { name: "Add practice" }).click();
  const second = dam.getByRole("group", { name: "Practice 2" });
  await expect(second).toBeVisible();
  await expect(first.getByRole("combobox", { name: "Practice", exact: true })).toHaveValue(
    "coverCrops",
  );
  await select(second, "Practice", "No tillage");
  await select(second, "When is it done?", "No link: its own date");
  await second.getByLabel(/^Date/).fill(`${FIRST}-09-15`);
  await second.getByLabel(/^Notes/).fill("Planter hired from the co-op.");

  // After harvest without days: refused, the error beside the days and every value kept.
  await dam.getByRole("button", { name: "Save the practices of Dam camp" }).click();
  await expect(first.getByText("Give the number of days, from 1 to 365.")).toBeVisible();
  await expect(first.getByRole("combobox", { name: "Practice", exact: true })).toHaveValue(
    "coverCrops",
  );
  await expect(first.getByRole("combobox", { name: /^Before, on or after it\?/ })).toHaveValue(
    "after",
  );
  await expect(second.getByLabel(/^Date/)).toHaveValue(`${FIRST}-09-15`);
  await expect(second.getByLabel(/^Notes/)).toHaveValue("Planter hired from the co-op.");

  await first.getByLabel(/^How many days\?/).fill("14");
  await dam.getByRole("button", { name: "Save the practices of Dam camp" }).click();
  await expect(page.getByText("Practices saved for Dam camp.")).toBeVisible();
  // The timing in words beside each practice.
  const saved = fieldArticle(page, "Dam camp").getByRole("list", {
    name: "Practices on Dam camp",
  });
  await expect(saved).toContainText("Cover crops: 14 days after harvest");
  await expect(saved).toContainText(`No tillage: From 15 September ${FIRST}`);
  await expect(page.getByTestId("plan-summary")).toContainText("1 with practices");
  // The next field without practices opens on its own, to walk from one field to the next.
  await expect(
    fieldArticle(page, "Drawn camp").getByRole("button", {
      name: "Save the practices of Drawn camp",
    }),
  ).toBeVisible();
  await context.close();
});

test("with JavaScript the farmer copies the plan to the second field and submits it", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farm().email, PLAN);
  // On a phone, 'Submit the plan' (at the foot of the page) refused while Drawn camp has no
  // practices: the page shows why in its first screen, with a link to the field to plan.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "Submit the plan" }).click();
  const refusal = page.getByTestId("plan-refusal");
  await expect(refusal).toBeInViewport();
  await expect(refusal).toBeFocused();
  await expect(refusal).toContainText("This field has no practices yet: Drawn camp.");
  await expect(
    refusal.getByRole("link", { name: "Plan the practices of Drawn camp" }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  const copy = page.getByRole("region", { name: "Copy a field's practices to other fields" });
  await choose(copy, "Copy the practices of", "Dam camp (Rietvlei)");
  await copy.getByRole("checkbox", { name: "Drawn camp (Rietvlei)" }).check();
  await copy.getByRole("button", { name: "Copy the practices" }).click();
  await expect(page.getByText("Plan copied to 1 field.")).toBeVisible();
  await expect(
    fieldArticle(page, "Drawn camp").getByRole("list", { name: "Practices on Drawn camp" }),
  ).toContainText("Cover crops: 14 days after harvest");
  await expect(page.getByTestId("plan-summary")).toContainText("2 with practices");

  await page.getByRole("button", { name: "Submit the plan" }).click();
  await expect(page.getByText("Your implementation plan has been submitted.")).toBeVisible();
  await expect(page.getByTestId("plan-after-submit")).toBeVisible();
  await page.getByRole("link", { name: "practice data", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Practice data", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/journey\/practice_data/);

  await page.goto("/profile/journey");
  await expect(page.getByRole("link", { name: "Add your practice data" })).toBeVisible();
  await context.close();
});

test("without JavaScript the farmer enters herds, a year of numbers, a grazing and fertiliser, and sees the calculated values", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farm().email, `${PRACTICE}/herds`, false);

  // Herds, one list in one form: beef with a frame size; sheep, which has no frame-size choice.
  // Without JavaScript each 'Add herd' posts and the page comes back with another row.
  await expect(page.getByText("No items added")).toBeVisible();
  await page.getByRole("button", { name: "Add herd" }).click();
  const beef = page.getByRole("group", { name: "Herd 1" });
  await beef.getByLabel("Herd name").fill("Bonsmara herd");
  await select(beef, "Species", "Beef cattle");
  await select(beef, "Frame size", "Medium (400–699 kg)");
  await page.getByRole("button", { name: "Add herd" }).click();
  await expect(beef.getByLabel("Herd name")).toHaveValue("Bonsmara herd");
  const sheep = page.getByRole("group", { name: "Herd 2" });
  await sheep.getByLabel("Herd name").fill("Dorper flock");
  await select(sheep, "Species", "Sheep");
  // Without JavaScript the frame size says when it applies: beef and dairy only.
  await expect(
    sheep.getByText(/^Only if .Species. is .Beef cattle. or .Dairy cattle./),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save herds" }).click();
  await expect(page.getByText("Herds saved: 2 added.")).toBeVisible();
  // Saved, the list comes back in name order (the same here) with the sheep's frame size empty.
  await expect(beef.getByRole("combobox", { name: "Frame size" })).toHaveValue("medium");
  await expect(sheep.getByRole("combobox", { name: "Species" })).toHaveValue("sheep");
  await expect(sheep.getByRole("combobox", { name: "Frame size" })).toHaveValue("");

  // A year of livestock numbers, every month of both herds, in one post of the grid.
  await page.getByRole("link", { name: "Livestock numbers" }).click();
  await expect(page.getByTestId("livestock-grid")).toBeVisible();
  for (const month of SEASON_MONTHS) {
    await page.getByLabel(`Bonsmara herd, ${month}, mature`).fill("8");
    await page.getByLabel(`Bonsmara herd, ${month}, juvenile`).fill("4");
    await page.getByLabel(`Dorper flock, ${month}, mature`).fill("30");
    await page.getByLabel(`Dorper flock, ${month}, juvenile`).fill("12");
  }
  await page.getByRole("button", { name: "Save livestock numbers" }).click();
  await expect(page.getByText("Livestock numbers saved: 24 months of herd numbers.")).toBeVisible();
  await expect(page.getByLabel(`Dorper flock, June ${FIRST + 1}, juvenile`)).toHaveValue("12");

  // A grazing: the Bonsmara herd on Dam camp for 10 days in August, 12 hours a day.
  await page.getByRole("link", { name: "Grazing", exact: true }).click();
  await page.getByRole("checkbox", { name: /^Dam camp/ }).check();
  await page.getByLabel("Start date").fill(august(1));
  await page.getByLabel("End date").fill(august(10));
  await select(page, "Herd", "Bonsmara herd");
  await page.getByLabel("Hours on the fields each day").fill("12");
  await page.getByRole("button", { name: "Add grazing" }).click();
  await expect(page.getByText(`Grazing added: ${august(1)} to ${august(10)}.`)).toBeVisible();
  await expect(page.getByTestId("grazing-table")).toContainText("Bonsmara herd");
  // LSU/ha in August on Dam camp, by hand: (mature + juvenile/2) × days × hours/24 ÷ area of the
  // fields grazed = (8 + 4/2) × 10 × 12/24 ÷ area = 50 ÷ area (about 4 ha: about 12.5). The area
  // is the one the row shows (to 2 decimals), so the check allows its rounding.
  const { area, cell } = await lsuOfDamCampInAugust(page);
  expect(cell).toBeCloseTo(50 / area, 1);
  expect(cell).toBeGreaterThan(12);
  expect(cell).toBeLessThan(13);

  // Fertiliser: 2:3:2 (22) at 200 kg/ha. By hand: the ratio as shares of the blend's nutrients
  // (decision 0074), factor 200 × 22/100 × (2/7 + 3/7 + 2/7) = 44; N 2/7 × 44 = 12.6, P 3/7 × 44 =
  // 18.9, K 2/7 × 44 = 12.6 kg/ha (1 decimal).
  await page.getByRole("link", { name: "Fertiliser", exact: true }).click();
  const dam = page.getByRole("region", { name: /^Dam camp/ });
  await expect(dam.getByText("No fertiliser recorded.")).toBeVisible();
  // One field's editor at a time, opened by its link (a URL: ?field=…).
  await dam.getByRole("link", { name: "Record the fertiliser of Dam camp" }).click();
  await expect(dam.getByText("No items added")).toBeVisible();
  // Without JavaScript the editor's 'Add fertiliser' posts and the page comes back with a row.
  await dam.getByRole("button", { name: "Add fertiliser" }).click();
  const input = dam.getByRole("group", { name: "Fertiliser 1" });
  await input.getByLabel(/^Product name/).fill("Vita 2:3:2 (22)");
  await select(input, "Type of fertiliser", "NPK blend (a ratio, such as 2:3:2 (22))");
  await input.getByLabel(/^Application rate \(kg\/ha\)/).fill("200");
  await input.getByLabel(/^Total nutrient % of the blend/).fill("22");
  await input.getByLabel(/^Nitrogen \(N\)/).fill("2");
  await input.getByLabel(/^Phosphorus \(P\)/).fill("3");
  await input.getByLabel(/^Potassium \(K\)/).fill("2");
  await dam.getByRole("button", { name: "Save the fertiliser of Dam camp" }).click();
  await expect(dam.getByRole("row", { name: /Vita 2:3:2/ })).toContainText(
    "N 12.6 · P 18.9 · K 12.6 kg/ha",
  );
  await expect(dam).toContainText("Applied this season: N 12.6 · P 18.9 · K 12.6 kg/ha");
  await context.close();
});

test("without JavaScript the farmer records the crops of every required season and submits; the journey moves to evidence", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, farm().email, PRACTICE, false);
  const seasons = page.getByRole("navigation", { name: "Seasons" });
  const progress = page.getByTestId("pd-progress");
  await expect(progress).toContainText(`${label(FIRST - 3)} (baseline): 0 of 2`);

  // On a phone, 'Submit practice data' (at the foot of the page) refused with nothing recorded:
  // the page opens on why, in its first screen, with a link to each season still to record.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "Submit practice data" }).click();
  const refusal = page.getByTestId("pd-refusal");
  await expect(refusal).toBeInViewport();
  await expect(refusal).toContainText("There is a problem");
  const first = refusal.getByRole("link", { name: /^Record .+ \(baseline\): / }).first();
  await expect(first).toBeVisible();
  await expect(first).toContainText("Drawn camp");
  await page.setViewportSize({ width: 1280, height: 720 });

  // The first baseline season, typed in.
  await seasons.getByRole("link", { name: `${label(FIRST - 3)} (baseline)` }).click();
  await select(page, "Dam camp: land use", "Grazing (veld or pasture)");
  await select(page, "Drawn camp: land use", "Cropland");
  await page.getByLabel("Drawn camp: crops grown").fill("Maize");
  await select(page, "Drawn camp: tillage", "Conventional (ploughed or disced)");
  await select(page, "Drawn camp: crop residues (optional)", "Grazed");
  await page.getByRole("button", { name: `Save ${label(FIRST - 3)}` }).click();
  await expect(page.getByText(`${label(FIRST - 3)} saved: 2 fields recorded.`)).toBeVisible();

  // The next two baseline seasons were the same: copied from the season before.
  for (const start of [FIRST - 2, FIRST - 1]) {
    await seasons.getByRole("link", { name: `${label(start)} (baseline)` }).click();
    await expect(
      page.getByRole("heading", { name: `Fields and crops in ${label(start)}` }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Copy ${label(start - 1)}` }).click();
    await expect(page.getByText(`2 fields copied from ${label(start - 1)}.`)).toBeVisible();
    await expect(page.getByLabel("Drawn camp: crops grown")).toHaveValue("Maize");
  }

  // The programme's first season: the changed practices.
  await seasons.getByRole("link", { name: label(FIRST), exact: true }).click();
  await select(page, "Dam camp: land use", "Grazing (veld or pasture)");
  await select(page, "Drawn camp: land use", "Cropland");
  await page.getByLabel("Drawn camp: crops grown").fill("Maize, soybeans");
  await page.getByLabel("Drawn camp: cover crop (optional)").fill("Oats and vetch");
  await select(page, "Drawn camp: tillage", "No tillage");
  await select(page, "Drawn camp: crop residues (optional)", "Left on the field");
  await page.getByRole("button", { name: `Save ${label(FIRST)}` }).click();
  await expect(page.getByText(`${label(FIRST)} saved: 2 fields recorded.`)).toBeVisible();
  await expect(progress).toContainText("Every field has every season recorded.");

  await page.getByRole("button", { name: "Submit practice data" }).click();
  await expect(page.getByText(/Your practice data has been submitted/).first()).toBeVisible();
  await page.goto("/profile/journey");
  await expect(page.getByRole("link", { name: "Submit your evidence" })).toBeVisible();
  await context.close();
});

test("without JavaScript an admin corrects a value with a reason; the farmer sees it and the analysis shows the charts", async ({
  browser,
}) => {
  const admin = await openCompanyAsAdmin(browser);
  const companyPath = new URL(admin.page.url()).pathname;
  await admin.page.goto(`${companyPath}/practice`);
  await expect(
    admin.page.getByRole("heading", {
      name: `Practice data of ${farm().organisationName}`,
      level: 1,
    }),
  ).toBeVisible();
  await admin.page
    .getByTestId("override-grazing")
    .getByRole("link", { name: /Override hours on field per day of Bonsmara herd/ })
    .click();
  const dialog = admin.page.getByRole("dialog");
  await expect(dialog).toContainText("The farmer entered 12.");
  await dialog.getByLabel("Corrected value").fill("6");
  await dialog.getByLabel("Reason").fill(REASON);
  await dialog.getByRole("button", { name: "Override", exact: true }).click();
  await expect(admin.page.getByTestId("override-grazing")).toContainText(
    `Corrected by the programme from 12: ${REASON}`,
  );

  // The analysis of the organisation's season: its charts, with the correction applied.
  await admin.page.getByRole("main").getByRole("link", { name: "Analysis", exact: true }).click();
  await expect(
    admin.page.getByRole("heading", { name: `${farm().organisationName}, ${label(FIRST)}` }),
  ).toBeVisible();
  await expect(admin.page.getByText(/1 corrected value applied/)).toBeVisible();
  await expect(admin.page.getByRole("img", { name: /Dam camp: LSU\/ha per month/ })).toBeVisible();
  await expect(
    admin.page.getByRole("img", { name: /Nitrogen, phosphorus and potassium per field/ }),
  ).toBeVisible();
  await admin.context.close();

  // The farmer sees the correction beside the value, and the LSU/ha worked out with it:
  // (8 + 4/2) × 10 × 6/24 ÷ area = 25 ÷ area, half of what it was.
  const farmer = await signedInAs(browser, farm().email, `${PRACTICE}/grazing`, false);
  await expect(farmer.page.getByTestId("grazing-table")).toContainText(
    `Corrected by the programme from 12: ${REASON}`,
  );
  const { area, cell } = await lsuOfDamCampInAugust(farmer.page);
  expect(cell).toBeCloseTo(25 / area, 1);
  expect(cell).toBeGreaterThan(6);
  expect(cell).toBeLessThan(6.5);
  await farmer.context.close();
});

test("the plan and practice data pages fit a 360 px phone with and without JavaScript", async ({
  browser,
}) => {
  for (const js of [false, true]) {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await signIn(page, farm().email, PLAN);
    for (const path of [
      PLAN,
      PRACTICE,
      `${PRACTICE}/herds`,
      `${PRACTICE}/livestock`,
      `${PRACTICE}/grazing`,
      `${PRACTICE}/fertiliser`,
    ]) {
      const response = await page.goto(path);
      expectShown(page, path, response?.status());
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoOverflow(page, `${path} (JavaScript ${js ? "on" : "off"})`);
    }
    // The pages with one field's editor open (opened by its link: ?field=…).
    for (const [path, link] of EDITORS) {
      await page.goto(path);
      await page.getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(/[?&]field=/);
      await expectNoOverflow(page, `${path}, ${link} (JavaScript ${js ? "on" : "off"})`);
    }
    await context.close();
  }
});

test("the plan, practice data and the admin's correction and analysis pages pass axe at 360 px", async ({
  browser,
}) => {
  // WCAG 2.1 A and AA, serious and critical violations, as journey4-accessibility checks every
  // other page; with JavaScript, the state the pages end in (the no-JavaScript DOM is the same
  // server HTML without the hydrated widgets).
  // Axe over a dozen pages, farmer's and admin's, in one test: on a slow 2-core machine it took
  // longer than the default 60 s (a time-out is no finding about the pages).
  test.setTimeout(150_000);
  const farmer = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await farmer.newPage();
  await signIn(page, farm().email, PLAN);
  for (const path of [
    PLAN,
    PRACTICE,
    `${PRACTICE}/herds`,
    `${PRACTICE}/livestock`,
    `${PRACTICE}/grazing`,
    `${PRACTICE}/grazing?units=eLSU`,
    `${PRACTICE}/fertiliser`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  for (const [path, link] of EDITORS) {
    await page.goto(path);
    await page.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(/[?&]field=/);
    expect(await seriousViolations(page), `${path}, ${link}`).toEqual([]);
  }
  await farmer.close();

  const admin = await signedInAs(browser, ADMIN, "/admin/journey/companies");
  await admin.page.setViewportSize({ width: 360, height: 740 });
  await openCompany(admin.page, farm().organisationName);
  await admin.page.getByRole("link", { name: "Practice data and corrections" }).click();
  await expect(
    admin.page.getByRole("heading", {
      name: `Practice data of ${farm().organisationName}`,
      level: 1,
    }),
  ).toBeVisible();
  expect(await seriousViolations(admin.page), admin.page.url()).toEqual([]);
  await admin.page.getByRole("main").getByRole("link", { name: "Analysis", exact: true }).click();
  await expect(
    admin.page.getByRole("heading", { name: `${farm().organisationName}, ${label(FIRST)}` }),
  ).toBeVisible();
  expect(await seriousViolations(admin.page), admin.page.url()).toEqual([]);
  await admin.context.close();
});
