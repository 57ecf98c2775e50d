// From a sent contract to confirmed fields (issue 14, decision 0070), as a farmer walks it: the
// signed contract is uploaded without JavaScript and confirmed by the admin; a field is uploaded
// from a file without JavaScript and another drawn on the map with it; the farmer submits and the
// admin confirms, and the journey moves to the implementation plan. It starts from an
// organisation of its own (scenarios.ts 'contract': the contract sent for the farm Rietvlei and
// its boundary), so it runs in any order, on any worker; a retry starts from a fresh copy.
// Serial: each test continues where the one before left the organisation.
import { expect, test, type Browser } from "@playwright/test";
import * as boundaries from "../support/boundary-fixtures";
import { pdf } from "../support/file-fixtures";
import { ADMIN, myScenario, openCompany, signedInAs, signIn, VIEWER } from "./fixtures";
import { expectNoOverflow, expectShown } from "./layout";

test.describe.configure({ mode: "serial" });

/** The farmer (the organisation's owner) and the organisation, for this attempt. */
const mine = () => myScenario("contract");

const upload = (name: string, bytes: Uint8Array, mimeType = "application/octet-stream") => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

async function openCompanyAsAdmin(browser: Browser) {
  const admin = await signedInAs(browser, ADMIN, "/admin/journey/companies");
  await openCompany(admin.page, mine().organisationName);
  return admin;
}

test("without JavaScript the farmer uploads the signed contract; the admin confirms it", async ({
  browser,
}) => {
  const farmer = await signedInAs(browser, mine().email, "/profile/journey/contract", false);
  await expect(farmer.page.getByRole("heading", { name: "The signed contract" })).toBeVisible();
  await farmer.page
    .getByLabel("Signed contract (PDF)")
    .setInputFiles(upload("Nkosi signed.pdf", pdf(), "application/pdf"));
  await farmer.page.getByRole("button", { name: "Upload the signed contract" }).click();
  await expect(farmer.page.getByText(/your signed contract is uploaded/)).toBeVisible();
  await expect(farmer.page.getByTestId("signed-contract-returned")).toBeVisible();
  // Mapping stays closed until the admin has confirmed it.
  await farmer.page.goto("/profile/journey/map_fields");
  await expect(farmer.page.getByText("Locked", { exact: true })).toBeVisible();

  const admin = await openCompanyAsAdmin(browser);
  await admin.page.getByRole("button", { name: "Confirm the signed contract" }).click();
  await expect(admin.page.getByText(/Signed contract confirmed/)).toBeVisible();
  await expect(admin.page.getByTestId("flag-contract-signed")).toContainText("Yes");
  await admin.context.close();

  await farmer.page.goto("/profile/journey/map_fields");
  await expect(farmer.page.getByRole("heading", { name: "Map fields", level: 1 })).toBeVisible();
  await farmer.context.close();
});

test("without JavaScript the farmer uploads a field from a file and sees its area and the farm's total", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(
    browser,
    mine().email,
    "/profile/journey/map_fields",
    false,
  );
  const farm = page.getByRole("article", { name: "Rietvlei" });
  await expect(farm.getByText(/No fields are mapped on this farm yet/)).toBeVisible();
  // One form for the page, near its top; with one farm it names the farm (issue 31).
  const add = page.getByRole("region", { name: "Add fields to Rietvlei" });
  const camp = boundaries.squareRing(28.3005, -28.2495, 200);
  await add
    .getByLabel("Fields file", { exact: true })
    .setInputFiles(
      upload(
        "kampe.geojson",
        boundaries.geoJsonFeatures([
          { name: "Dam camp", geometry: { type: "Polygon", coordinates: [camp] } },
        ]),
      ),
    );
  await add.getByRole("button", { name: "Upload fields" }).click();
  await expect(page.getByText(/1 field added: 4\.0\d ha/)).toBeVisible();
  const row = farm.getByTestId("field-row").filter({ hasText: "Dam camp" });
  await expect(row).toContainText("Uploaded");
  await expect(row).toContainText("Not Done");
  await expect(farm.getByTestId("farm-included-hectares")).toHaveText(/4\.0\d ha/);
  // The count says what it counts, and the words of the table are explained on the page (issue 31).
  await expect(page.getByTestId("fields-summary")).toContainText(
    /1 field mapped and included: 4\.0\d ha\./,
  );
  const words = page.getByTestId("field-words");
  await words.getByText("What the status and checks of a field mean").click();
  await expect(
    words.getByText("Added from your file. We have not confirmed it yet."),
  ).toBeVisible();
  await expect(
    words.getByText(/We have not yet checked the field against the programme's rules/),
  ).toBeVisible();
  // The map is for JavaScript; without it, nothing of it is on the page.
  await expect(page.getByTestId("field-draw-map")).toHaveCount(0);

  // The same field again: refused beside the file, naming the field it overlaps.
  await add
    .getByLabel("Fields file", { exact: true })
    .setInputFiles(
      upload(
        "again.geojson",
        boundaries.geoJsonFeatures([
          { name: "Again", geometry: { type: "Polygon", coordinates: [camp] } },
        ]),
      ),
    );
  await add.getByRole("button", { name: "Upload fields" }).click();
  await expect(add.getByText(/This field overlaps your field "Dam camp"/).first()).toBeVisible();

  // A round field with a part to cut out that lies outside it (decision 0152): one multipart post,
  // refused beside "Parts to cut out" with every typed value kept, and nothing added.
  await add.getByLabel("Field name").fill("Pivot 1");
  await add.getByLabel("Centre latitude").fill("-28.2");
  await add.getByLabel("Centre longitude").fill("28.4");
  await add.getByLabel("Radius (metres)").fill("400");
  await add.getByLabel(/Parts to cut out/).setInputFiles(
    upload(
      "opstal.geojson",
      boundaries.geoJsonFeatures([
        {
          name: "Far away",
          geometry: {
            type: "Polygon",
            coordinates: [boundaries.squareRing(28.45, -28.2, 50)],
          },
        },
      ]),
    ),
  );
  await add.getByRole("button", { name: "Add field" }).click();
  await expect(
    add.getByText("Part 1 to cut out lies outside the circle.", { exact: false }).first(),
  ).toBeVisible();
  await expect(add.getByLabel("Field name")).toHaveValue("Pivot 1");
  await expect(add.getByLabel("Radius (metres)")).toHaveValue("400");
  await expect(farm.getByTestId("field-row")).toHaveCount(1);
  await context.close();
});

test("with JavaScript the farmer draws a field on the map, names it and saves it", async ({
  browser,
}) => {
  const { context, page } = await signedInAs(browser, mine().email, "/profile/journey/map_fields");
  await page.getByRole("button", { name: "Draw a field on the map" }).click();
  const map = page.getByTestId("field-draw-map");
  await expect(map).toHaveClass(/leaflet-container/, { timeout: 20_000 });
  await expect(page.getByText(/Tap or click at each corner of the field/)).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const [dx, dy] of [
    [-30, -30],
    [30, -30],
    [30, 30],
    [-30, 30],
  ]) {
    await page.mouse.click(cx + dx!, cy + dy!);
  }
  await page.getByRole("button", { name: "Finish" }).click();
  const drawn = page.locator("form.fd__form");
  await drawn.getByLabel("Field name").fill("Drawn camp");
  await drawn.getByRole("button", { name: "Save field" }).click();
  await expect(page.getByText(/Field added: Drawn camp, \d+\.\d\d ha/)).toBeVisible();
  await expect(page.getByTestId("field-row").filter({ hasText: "Drawn camp" })).toContainText(
    "Drawn on the map",
  );
  await context.close();
});

test("the farmer submits the fields; the admin confirms them and the implementation plan opens", async ({
  browser,
}) => {
  const farmer = await signedInAs(browser, mine().email, "/profile/journey/map_fields", false);
  await farmer.page.getByRole("button", { name: "Submit my fields" }).click();
  await expect(farmer.page.getByText(/Your fields have been submitted/).first()).toBeVisible();

  const admin = await openCompanyAsAdmin(browser);
  await expect(admin.page.getByTestId("flag-fields-complete")).toContainText("Submitted");
  await admin.page.getByRole("button", { name: "Confirm the fields complete" }).click();
  await expect(admin.page.getByText(/Fields confirmed complete/)).toBeVisible();
  await admin.context.close();

  await farmer.page.goto("/profile/my_fields");
  const farm = farmer.page.getByRole("article", { name: "Rietvlei" });
  await expect(farm.getByTestId("field-row")).toHaveCount(2);
  await expect(farm.getByTestId("field-row").first()).toContainText("Not started");
  await farmer.page.goto("/profile/journey");
  await expect(
    farmer.page.getByRole("link", { name: "Make your implementation plan" }),
  ).toBeVisible();
  await farmer.context.close();
});

test("without JavaScript the admin signs off the five criteria and the field shows 'Passed'", async ({
  browser,
}) => {
  const admin = await signedInAs(
    browser,
    ADMIN,
    `/admin/journey/fieldRecords?signoff=notDone&companyIds=${mine().organisationId}`,
    false,
  );
  await admin.page.getByRole("link", { name: "Dam camp" }).first().click();
  const detail = admin.page.getByTestId("field-detail");
  await expect(detail).toContainText("Signoff: Not Done");
  for (const criterion of [
    "boundary",
    "wetland",
    "ownership",
    "landConversion",
    "nativeEcosystem",
  ]) {
    const form = admin.page.locator(`form[id="signoff:${criterion}"]`);
    await form.getByLabel("Decision").selectOption({ label: "Passed" });
    if (criterion === "ownership") await form.getByRole("checkbox").first().check();
    await form
      .getByLabel("Reason", { exact: true })
      .fill("Checked against the title deed and the 2025 imagery.");
    await form.getByRole("button", { name: "Save decision" }).click();
    await expect(admin.page.getByTestId("field-detail")).toBeVisible();
  }
  await expect(admin.page.getByTestId("field-detail")).toContainText("Signoff: Passed");
  await expect(admin.page.getByTestId("last-decision").first()).toContainText(
    "Checked against the title deed",
  );
  await admin.context.close();

  // The farmer sees the result beside the field.
  const farmer = await signedInAs(browser, mine().email, "/profile/my_fields", false);
  await expect(farmer.page.getByTestId("field-row").filter({ hasText: "Dam camp" })).toContainText(
    "Passed",
  );
  await farmer.context.close();
});

test("a viewer with read:admin alone sees the field records but cannot sign off", async ({
  browser,
}) => {
  const viewer = await signedInAs(
    browser,
    VIEWER,
    `/admin/journey/fieldRecords?companyIds=${mine().organisationId}`,
    false,
  );
  await viewer.page.getByRole("link", { name: "Dam camp" }).first().click();
  await expect(viewer.page.getByTestId("field-detail")).toContainText("Signoff: Passed");
  await expect(viewer.page.getByRole("button", { name: "Save decision" })).toHaveCount(0);
  await viewer.context.close();
});

test("the mapping pages, with fields on them, fit a 360 px phone with and without JavaScript", async ({
  browser,
}) => {
  for (const js of [false, true]) {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await signIn(page, mine().email, "/profile/my_fields");
    for (const path of [
      "/profile/my_fields",
      "/profile/journey/map_fields",
      "/profile/journey/map_fields?dialog=rename-field",
    ]) {
      const response = await page.goto(path);
      expectShown(page, path, response?.status());
      await expect(page.getByTestId("field-row").first()).toBeVisible();
      await expectNoOverflow(page, `${path} (JavaScript ${js ? "on" : "off"})`);
    }
    await context.close();
  }
});
