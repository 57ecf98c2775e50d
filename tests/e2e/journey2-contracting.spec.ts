// The contracting details and the contract (issue 6): the demo farmer adds the legal entity, a
// signatory and a farm with an uploaded KML boundary and a zipped shapefile, and sees the areas;
// an admin uploads the contract and marks it sent; the farmer (a member) and a signatory download it. The
// boundary upload also without JavaScript. Named to run after journey.spec.ts, which opens the
// contracting details for the demo organisation; run alone, it opens them itself first.
// Serial: each test continues where the one before left the demo organisation.
import { expect, test, type Browser, type Page } from "@playwright/test";
import * as boundaries from "../support/boundary-fixtures";
import { pdf } from "../support/file-fixtures";
import {
  adminApproves,
  ADMIN,
  choose,
  FARMER,
  openCompany,
  signedInAs,
  signIn,
  VIEWER,
} from "./fixtures";

test.describe.configure({ mode: "serial" });

const ORG = "Nkosi Family Farm";

/** Run alone, the contracting details are still locked: walk the journey up to them. */
async function openDetails(page: Page, browser: Browser) {
  await page.goto("/profile/journey/details");
  if ((await page.getByText("Locked", { exact: true }).count()) === 0) return;
  await page.goto("/profile/journey_start");
  const interest = page.locator("form#express-interest");
  await choose(
    interest,
    "Which programme are you interested in?",
    "Soil carbon on grazing land (adaptive grazing)",
  );
  await interest.getByLabel("Roughly how many hectares would you like to enrol?").fill("300");
  await interest.getByRole("button", { name: "Express interest" }).click();
  await expect(page.getByText(/Thank you for your interest/)).toBeVisible();
  await page.goto("/profile/journey/eligibility");
  const eligibility = page.locator("form#journey-eligibility");
  await choose(
    eligibility,
    "How is the land you want to enrol used today?",
    "Both cropland and grazing land",
  );
  await choose(
    eligibility,
    "In the last ten years, was any of this land cleared of natural vegetation (veld, bush, forest or wetland) to farm it?",
    "No",
  );
  await choose(eligibility, "How do you hold the land?", "I (or my organisation) own it");
  await choose(
    eligibility,
    "Will you have the right to manage this land for the next 10 years?",
    "Yes",
  );
  await choose(
    eligibility,
    "Are you willing to adopt new regenerative practices on this land?",
    "Yes",
  );
  await choose(
    eligibility,
    "Is any of this land already part of another carbon or biodiversity credit project?",
    "No",
  );
  await eligibility.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText(/Submitted on/)).toBeVisible();
  await adminApproves(browser, "eligibility");
  await page.goto("/profile/journey/viability");
  const viability = page.locator("form#journey-viability");
  await viability.getByLabel("Total farm area (hectares)").fill("800");
  await viability.getByLabel("Cropland (hectares)").fill("250");
  await viability.getByLabel("Grazing land (hectares)").fill("500");
  await choose(viability, "Do you keep livestock?", "Yes");
  await viability.getByLabel("Cattle (head)").fill("140");
  await choose(viability, "How do you prepare your cropland today?", "Minimum tillage");
  await choose(
    viability,
    "What records do you have of how the land was farmed?",
    "Some records, or records for some fields",
  );
  await choose(
    viability,
    "For how many of the last five years can you tell us what was done on each field?",
    "3 or 4 years",
  );
  await choose(viability, "Is any of the land irrigated?", "No");
  await viability.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText(/Submitted on/)).toBeVisible();
  await adminApproves(browser, "viability");
  await page.goto("/profile/journey/details");
  await expect(page.getByText("Locked", { exact: true })).toHaveCount(0);
}

const upload = (name: string, bytes: Uint8Array, mimeType = "application/octet-stream") => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

test.describe("with JavaScript", () => {
  test("the farmer adds the legal entity, a signatory, a farm and its boundaries, and sees the areas", async ({
    page,
    browser,
  }) => {
    await signIn(page, FARMER, "/profile/journey/details");
    await openDetails(page, browser);
    await expect(
      page.getByRole("heading", { name: "Contracting details", level: 1 }),
    ).toBeVisible();

    // The legal entity: a summary card with an edit form titled '(EDIT)'.
    await page.getByRole("link", { name: "Edit Legal entity" }).click();
    await expect(page.getByRole("heading", { name: "Legal entity (EDIT)" })).toBeVisible();
    const entity = page.locator("form#legal-entity");
    await entity.getByLabel("Legal entity name").fill("Nkosi Boerdery (Pty) Ltd");
    await entity.getByLabel("Registration number").fill("2019/123456/07");
    await entity.getByLabel("Address", { exact: true }).fill("Plaas Rietvlei 12");
    await entity.getByLabel("Town").fill("Bethlehem");
    await choose(entity, "Province", "Free State");
    await entity.getByRole("button", { name: "Save legal entity" }).click();
    await expect(page.getByText("Legal entity saved.")).toBeVisible();
    await expect(page.getByText("Nkosi Boerdery (Pty) Ltd")).toBeVisible();

    // A signatory without a Veld account is invited.
    await page.getByRole("link", { name: "Add signatory" }).click();
    const signatory = page.locator("form#signatory");
    await signatory.getByLabel("Name", { exact: true }).fill("Lindiwe");
    await signatory.getByLabel("Surname").fill("Dube");
    await signatory.getByLabel("Email").fill("lindiwe.dube@example.com");
    // The sign-up's phone piece (decision 0065): a country and the number as people write it.
    await signatory
      .getByRole("group", { name: "Phone number" })
      .getByLabel("Number")
      .fill("082 123 4567");
    await signatory.getByLabel("Designation").fill("Director");
    await signatory.getByRole("button", { name: "Add signatory" }).click();
    await expect(page.getByText("Signatory added: Lindiwe Dube.")).toBeVisible();
    await expect(page.getByRole("cell", { name: "lindiwe.dube@example.com" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Invited" })).toBeVisible();

    // A signatory who already has a Veld profile gets the SIGNATORY role at once.
    await page.getByRole("link", { name: "Add signatory" }).click();
    const member = page.locator("form#signatory");
    await member.getByLabel("Name", { exact: true }).fill("Lerato");
    await member.getByLabel("Surname").fill("Mokoena");
    await member.getByLabel("Email").fill(VIEWER);
    await member
      .getByRole("group", { name: "Phone number" })
      .getByLabel("Number")
      .fill("083 123 4567");
    await member.getByLabel("Designation").fill("Trustee");
    await member.getByRole("button", { name: "Add signatory" }).click();
    await expect(page.getByText("Signatory added: Lerato Mokoena.")).toBeVisible();
    await expect(page.getByRole("cell", { name: VIEWER })).toBeVisible();

    // A farm without a location shows the unmapped warning until it has one.
    await page.getByRole("link", { name: "Add farm" }).click();
    const farmForm = page.locator("form#farm");
    await farmForm.getByLabel("Farm name").fill("Rietvlei");
    await farmForm.getByLabel("ERF / title-deed numbers").fill("ERF 101, ERF 102");
    await choose(farmForm, "Province", "Free State");
    await farmForm.getByLabel("Nearest town").fill("Bethlehem");
    await farmForm.getByRole("button", { name: "Add farm" }).click();
    await expect(page.getByText("Farm added: Rietvlei.")).toBeVisible();
    const farm = page.getByRole("article", { name: "Rietvlei" });
    // The warnings in words; the kinds (UNMAPPED_…) stay in the API (decision 0067).
    await expect(farm.getByText(/This farm has no location yet/)).toBeVisible();
    await expect(farm.getByText(/no ERF or title-deed numbers/)).toHaveCount(0);

    await farm.getByRole("link", { name: "Edit farm Rietvlei" }).click();
    const edit = page.locator("form#farm");
    // The location rule is part of the form's schema (decision 0057): the browser refuses a
    // slipped sign beside the latitude before anything is posted, and lets the fix through.
    await edit.getByLabel("Latitude").fill("28.25");
    await edit.getByLabel("Longitude").fill("28.3");
    await edit.getByLabel("Longitude").blur();
    await expect(edit.getByText(/This point is outside South Africa/)).toBeVisible();
    await expect(edit.getByRole("button", { name: "Save farm" })).toBeDisabled();
    await edit.getByLabel("Latitude").fill("-28.25");
    await expect(edit.getByText(/This point is outside South Africa/)).toHaveCount(0);
    await edit.getByRole("button", { name: "Save farm" }).click();
    await expect(page.getByText("Farm saved.")).toBeVisible();
    await expect(farm.getByText(/This farm has no location yet/)).toHaveCount(0);

    // A KML boundary of about 100 ha, then a zipped shapefile of about 50 ha.
    await farm
      .getByLabel("Boundary file", { exact: true })
      .setInputFiles(upload("rietvlei.kml", boundaries.kml(boundaries.farmRing(100))));
    await farm.getByRole("button", { name: "Upload boundary" }).click();
    await expect(page.getByText(/Boundary added: 100\.\d\d ha/)).toBeVisible();
    await farm
      .getByLabel("Boundary file", { exact: true })
      .setInputFiles(
        upload(
          "camps.zip",
          boundaries.shapefileZip(boundaries.farmRing(50, 28.31)),
          "application/zip",
        ),
      );
    await farm.getByRole("button", { name: "Upload boundary" }).click();
    await expect(page.getByText(/Boundary added: 50\.\d\d ha/)).toBeVisible();
    await expect(farm.getByTestId("boundary-area")).toHaveCount(2);
    await expect(farm.getByTestId("farm-total")).toHaveText(/150\.\d\d ha/);
    await expect(page.getByTestId("total-area")).toHaveText(/150\.\d\d ha/);

    // A file with no polygon is refused beside the field, and nothing is added.
    await farm
      .getByLabel("Boundary file", { exact: true })
      .setInputFiles(upload("gate.kml", boundaries.kmlWithoutPolygon()));
    await farm.getByRole("button", { name: "Upload boundary" }).click();
    await expect(page.getByText("The file has no polygon boundary in it.")).toBeVisible();
    await expect(farm.getByTestId("boundary-area")).toHaveCount(2);

    // The map preview loads with JavaScript.
    await expect(page.getByTestId("farm-map")).toHaveClass(/leaflet-container/);
  });

  test("the admin uploads the contract and marks it sent; the farmer and a signatory download it", async ({
    page,
    browser,
  }) => {
    const admin = await signedInAs(browser, ADMIN, "/admin/journey/companies");
    await openCompany(admin.page, ORG);
    await expect(admin.page.getByText(/150\.\d\d ha in all/)).toBeVisible();
    await admin.page
      .getByLabel("Contract (PDF)")
      .setInputFiles(upload("Nkosi contract.pdf", pdf(), "application/pdf"));
    await admin.page.getByRole("button", { name: "Upload contract" }).click();
    await expect(admin.page.getByText("Contract uploaded.")).toBeVisible();
    await admin.page.getByRole("button", { name: "Mark contract as sent" }).click();
    await expect(admin.page.getByText(/Contract marked as sent/)).toBeVisible();
    await expect(admin.page.getByTestId("flag-contract-sent")).toContainText("Yes");
    await admin.context.close();

    await signIn(page, FARMER, "/profile/journey/contract");
    await expect(page.getByRole("heading", { name: "Your contract is ready" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "lindiwe.dube@example.com" })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the contract (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Nkosi contract.pdf");

    // The signatory sees the contract in their own journey and downloads it.
    const signer = await signedInAs(browser, VIEWER, "/profile/journey/contract");
    await expect(
      signer.page.getByRole("heading", { name: "Your contract is ready" }),
    ).toBeVisible();
    const [signed] = await Promise.all([
      signer.page.waitForEvent("download"),
      signer.page.getByRole("link", { name: "Download the contract (PDF)" }).click(),
    ]);
    expect(signed.suggestedFilename()).toBe("Nkosi contract.pdf");
    await signer.context.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the farmer uploads a GeoJSON boundary; a bad file comes back with the message", async ({
    page,
  }) => {
    await signIn(page, FARMER, "/profile/journey/details");
    const farm = page.getByRole("article", { name: "Rietvlei" });
    await farm
      .getByLabel("Boundary file", { exact: true })
      .setInputFiles(upload("camp.geojson", boundaries.geoJson([boundaries.farmRing(20, 28.32)])));
    await farm.getByRole("button", { name: "Upload boundary" }).click();
    await expect(page.getByText(/Boundary added: 20\.\d\d ha/)).toBeVisible();
    await expect(farm.getByTestId("farm-total")).toHaveText(/170\.\d\d ha/);
    // No map without JavaScript; the areas are all there.
    await expect(page.getByTestId("farm-map")).toHaveCount(0);

    await farm
      .getByLabel("Boundary file", { exact: true })
      .setInputFiles(upload("bomb.zip", boundaries.zipBomb(), "application/zip"));
    await farm.getByRole("button", { name: "Upload boundary" }).click();
    await expect(page.getByText(/larger than 30 MB unzipped/)).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Rietvlei" }).getByTestId("boundary-area"),
    ).toHaveCount(3);
  });
});
