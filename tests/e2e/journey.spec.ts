// The journey to the contracting details (issue 6): a farmer who has just created their profile
// and organisation (the scenario 'start', tests/e2e/scenarios.ts) starts the journey, expresses
// interest, fills in eligibility (a draft, then submitted), an admin approves it in another
// browser context, then viability the same way, and the contracting details open. The
// eligibility form is also used without JavaScript, first.
// Serial: the second test continues where the first left the organisation (a retry runs both
// again, on the scenario's next copy).
import { expect, test, type Locator } from "@playwright/test";
import { adminApproves, choose, myScenario, signIn } from "./fixtures";

test.describe.configure({ mode: "serial" });

const ELIGIBILITY = {
  landUse: "How is the land you want to enrol used today?",
  nativeConversion:
    "In the last ten years, was any of this land cleared of natural vegetation (veld, bush, forest or wetland) to farm it?",
  landTenure: "How do you hold the land?",
  landControlForTerm: "Will you have the right to manage this land for the next 10 years?",
  willingToChange: "Are you willing to adopt new regenerative practices on this land?",
  otherCarbonProject:
    "Is any of this land already part of another carbon or biodiversity credit project?",
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the farmer expresses interest and saves an eligibility draft; submitting it incomplete marks the missing answers", async ({
    page,
  }) => {
    await signIn(page, myScenario("start").email, "/profile/journey/eligibility");
    // Before any interest, eligibility is locked with the reason.
    await expect(page.getByText("Locked", { exact: true })).toBeVisible();
    await expect(page.getByText(/expressed your interest/)).toBeVisible();

    await page.goto("/profile/journey_start");
    await expect(page.getByRole("heading", { name: "Start your journey" })).toBeVisible();
    // Without JavaScript the booking is a plain link, or the 'not available' note.
    await expect(page.getByRole("heading", { name: "Book an onboarding call" })).toBeVisible();
    const interest = page.locator("form#express-interest");
    await choose(
      interest,
      "Which programme are you interested in?",
      "Soil carbon on a mixed crop and livestock farm",
      false,
    );
    await interest.getByLabel("Roughly how many hectares would you like to enrol?").fill("650");
    await interest.getByRole("button", { name: "Express interest" }).click();
    await expect(page.getByText(/Thank you for your interest/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your expressions of interest" })).toBeVisible();

    // The next step is beside the outcome, at the top of the page the post came back to.
    const next = page.getByRole("link", { name: "Next: the eligibility questions" });
    await expect(next).toBeInViewport();
    await next.click();
    await expect(page).toHaveURL(/\/profile\/journey\/eligibility$/);
    const form = page.locator("form#journey-eligibility");
    await choose(form, ELIGIBILITY.landUse, "Both cropland and grazing land", false);
    await form.getByRole("button", { name: "Submit for review" }).click();
    const missing = page.getByRole("combobox", { name: ELIGIBILITY.nativeConversion });
    await expect(missing).toHaveAttribute("aria-invalid", "true");
    // What was chosen is kept.
    await expect(page.getByRole("combobox", { name: ELIGIBILITY.landUse })).toHaveValue("mixed");

    await choose(form, ELIGIBILITY.nativeConversion, "No", false);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Your answers are saved as a draft.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: ELIGIBILITY.nativeConversion })).toHaveValue(
      "no",
    );
  });
});

/** 'Continue' to the form's next step, whose progress line then reads `progress`. */
async function continueTo(form: Locator, progress: string) {
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.locator(".kf-steps__progress")).toHaveText(progress);
}

test.describe("with JavaScript", () => {
  test("journey_start → interest → eligibility → admin approves → viability → admin approves → details", async ({
    page,
    browser,
  }) => {
    // The whole way to the contracting details, with two approvals in the admin's own browser:
    // about 45 s on a quiet machine, more while three workers share two cores.
    test.setTimeout(150_000);
    const farmer = myScenario("start");
    await signIn(page, farmer.email, "/profile/journey_start");
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    const interest = page.locator("form#express-interest");
    await choose(
      interest,
      "Which programme are you interested in?",
      "Soil carbon on grazing land (adaptive grazing)",
      true,
    );
    await interest.getByLabel("Roughly how many hectares would you like to enrol?").fill("300");
    await interest.getByLabel("Tell us about your farm").fill("Beef cattle on sourveld.");
    await interest.getByRole("button", { name: "Express interest" }).click();
    await expect(page.getByText(/Thank you for your interest/)).toBeVisible();
    await expect(page.getByText("Beef cattle on sourveld.")).toBeVisible();

    // The draft saved without JavaScript is still there; finish it and submit.
    await page.goto("/profile/journey/eligibility");
    const form = page.locator("form#journey-eligibility");
    await expect(form.getByRole("combobox", { name: ELIGIBILITY.landUse })).toHaveValue(
      "Both cropland and grazing land",
    );
    // With JavaScript the questions come in steps (decision 0142); 'Save draft' is on each.
    await expect(form.locator(".kf-steps__progress")).toHaveText("Step 1 of 2: Your land");
    await choose(form, ELIGIBILITY.landTenure, "I (or my organisation) own it", true);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Your answers are saved as a draft.")).toBeVisible();
    await choose(form, ELIGIBILITY.landControlForTerm, "Yes", true);
    await continueTo(form, "Step 2 of 2: Your plans");
    await choose(form, ELIGIBILITY.willingToChange, "Yes", true);
    await choose(form, ELIGIBILITY.otherCarbonProject, "No", true);
    await form.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText(/Submitted on/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);

    // Viability waits for the admin.
    await page.goto("/profile/journey/viability");
    await expect(page.getByText(/reviewed your eligibility answers/).first()).toBeVisible();

    await adminApproves(browser, "eligibility", farmer.organisationName);

    await page.goto("/profile/journey/viability");
    const viability = page.locator("form#journey-viability");
    await viability.getByLabel("Total farm area (hectares)").fill("800");
    await viability.getByLabel("Cropland (hectares)").fill("250");
    await viability.getByLabel("Grazing land (hectares)").fill("500");
    await continueTo(viability, "Step 2 of 4: Your livestock");
    await choose(viability, "Do you keep livestock?", "Yes", true);
    await viability.getByLabel("Cattle (head)").fill("140");
    await continueTo(viability, "Step 3 of 4: How you farm");
    await choose(viability, "How do you prepare your cropland today?", "Minimum tillage", true);
    await continueTo(viability, "Step 4 of 4: Your records");
    await choose(
      viability,
      "What records do you have of how the land was farmed?",
      "Some records, or records for some fields",
      true,
    );
    await choose(
      viability,
      "For how many of the last five years can you tell us what was done on each field?",
      "3 or 4 years",
      true,
    );
    await choose(viability, "Is any of the land irrigated?", "No", true);
    await viability.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText(/Submitted on/)).toBeVisible();

    await page.goto("/profile/journey/details");
    await expect(page.getByText(/reviewed your viability answers/).first()).toBeVisible();

    await adminApproves(browser, "viability", farmer.organisationName);

    await page.goto("/profile/journey/details");
    await expect(page.getByText("Locked", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Your journey" })).toContainText(
      "Step 4 of 10: Contracting details",
    );
    await page.goto("/profile/journey");
    await expect(page.getByRole("link", { name: "Add your contracting details" })).toBeVisible();
  });
});
