// The contracting details and the contract (issue 6): a farmer whose eligibility and viability
// are approved (the scenario 'contracting', tests/e2e/scenarios.ts) adds the legal entity, two
// signatories (someone new, and their colleague who already has a Veld profile) and a farm with an
// uploaded KML boundary and a zipped shapefile, and sees the areas; an admin uploads the contract
// and marks it sent; the farmer (a member) and the colleague (a signatory) download it. The
// boundary upload also without JavaScript.
// Serial: each test continues where the one before left the organisation (a retry runs them all
// again, on the scenario's next copy).
import { expect, test } from "@playwright/test";
import * as boundaries from "../support/boundary-fixtures";
import { pdf } from "../support/file-fixtures";
import { ADMIN, choose, myScenario, openCompany, signedInAs, signIn } from "./fixtures";

test.describe.configure({ mode: "serial" });

const upload = (name: string, bytes: Uint8Array, mimeType = "application/octet-stream") => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

test.describe("with JavaScript", () => {
  test("the farmer adds the legal entity, a signatory, a farm and its boundaries, and sees the areas", async ({
    page,
  }) => {
    const farmer = myScenario("contracting");
    await signIn(page, farmer.email, "/profile/journey/details");
    await expect(page.getByText("Locked", { exact: true })).toHaveCount(0);
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
    const colleague = farmer.colleague!;
    await member.getByLabel("Name", { exact: true }).fill(colleague.givenName);
    await member.getByLabel("Surname").fill(colleague.familyName);
    await member.getByLabel("Email").fill(colleague.email);
    await member
      .getByRole("group", { name: "Phone number" })
      .getByLabel("Number")
      .fill("083 123 4567");
    await member.getByLabel("Designation").fill("Trustee");
    await member.getByRole("button", { name: "Add signatory" }).click();
    await expect(
      page.getByText(`Signatory added: ${colleague.givenName} ${colleague.familyName}.`),
    ).toBeVisible();
    await expect(page.getByRole("cell", { name: colleague.email })).toBeVisible();

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
    const farmer = myScenario("contracting");
    const admin = await signedInAs(browser, ADMIN, "/admin/journey/companies");
    await openCompany(admin.page, farmer.organisationName);
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

    await signIn(page, farmer.email, "/profile/journey/contract");
    await expect(page.getByRole("heading", { name: "Your contract is ready" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "lindiwe.dube@example.com" })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the contract (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Nkosi contract.pdf");

    // The signatory sees the contract in their own journey and downloads it.
    const signer = await signedInAs(browser, farmer.colleague!.email, "/profile/journey/contract");
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
    await signIn(page, myScenario("contracting").email, "/profile/journey/details");
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
