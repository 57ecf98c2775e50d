// The public jobs board (issue 5, spec §2 '/jobs, with application form'): a visitor finds a
// position, opens its leaflet and applies with a CV, with JavaScript on and off (the pages have
// no scripts at all, decision 0012, so both must behave the same). The postings are the demo
// seed's (app/demo/jobs.server.ts), which the e2e server creates with the demo accounts.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";

const POSTING = "Field Technician: Soil Sampling";

// A small real PDF (the server checks the bytes, not the name).
const CV_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

async function openPosting(page: Page) {
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  const card = page.locator("section.job", { has: page.getByRole("heading", { name: POSTING }) });
  await expect(card.getByText("Sampling and field work")).toBeVisible();
  await expect(card.getByText("R14 000 – R17 000 per month")).toBeVisible();
  await card.getByRole("link", { name: `Read more and apply for ${POSTING}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: POSTING })).toBeVisible();
  return page.locator("form#job-application");
}

async function fillApplication(page: Page, email: string, firstName: string) {
  const form = page.locator("form#job-application");
  await expect(form.getByLabel("Job", { exact: true })).toHaveValue(POSTING);
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Surname").fill("Mahlangu");
  await form.getByLabel("Email").fill(email);
  // The kit's phone piece (decision 0065): the country starts at ZA; the number as people write it.
  await form.getByRole("group", { name: "Phone number" }).getByLabel("Number").fill("082 123 4567");
  await form.getByLabel("Gender").selectOption({ label: "Female" });
  await form.getByLabel("Race", { exact: true }).selectOption({ label: "African" });
  await form.getByLabel("Highest qualification").fill("Diploma in Agriculture");
  await form.getByLabel(/Salary expectation/).fill("R16 000");
  await form.getByLabel("Employment status").selectOption({ label: "Full time" });
  await form.getByLabel("Notice period (weeks)").fill("4");
  await form.getByLabel("Motivation (optional)").fill("I grew up on a farm near Bethlehem.");
  return form;
}

/** The confirmation the outbox worker wrote to the e2e server's data/mail. */
function mailTo(email: string) {
  const dir = path.join(E2E_DATA_DIR, "mail");
  if (!fs.existsSync(dir)) return null;
  for (const name of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    if (text.includes(`To: ${email}`)) return text;
  }
  return null;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`jobs with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    const email = `nomsa.${javaScriptEnabled ? "js" : "nojs"}@example.co.za`;

    test("a visitor applies with a CV and gets the confirmation", async ({ page }) => {
      const form = await openPosting(page);
      await expect(page.locator("script")).toHaveCount(0);
      await fillApplication(page, email, "Nomsa");
      await form.getByLabel("CV", { exact: true }).setInputFiles({
        name: "Nomsa Mahlangu CV.pdf",
        mimeType: "application/pdf",
        buffer: CV_PDF,
      });
      await form.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("Thank you, your application has been received.")).toBeVisible();
      await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]+\?applied=1#applied$/);
      await expect.poll(() => mailTo(email), { timeout: 15_000 }).toContain(POSTING);
    });

    test("a refused application comes back with every typed value and an error beside each bad field", async ({
      page,
    }) => {
      const form = await openPosting(page);
      await fillApplication(page, "nomsa@", "Nomsa");
      await form.getByLabel("LinkedIn profile (optional)").fill("linkedin.com/in/nomsa");
      await form.getByLabel("CV", { exact: true }).setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: CV_PDF,
      });
      await form.getByRole("button", { name: "Apply" }).click();

      await expect(page.getByRole("heading", { level: 1, name: POSTING })).toBeVisible();
      const refused = page.locator("form#job-application");
      const email = refused.getByLabel("Email");
      await expect(email).toHaveValue("nomsa@");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(refused.getByText("Enter a valid email address")).toBeVisible();
      // A browser cannot be given the file back: the page says so beside the CV.
      await expect(refused.getByText("Please choose your CV again.")).toBeVisible();
      await expect(refused.getByLabel("First name")).toHaveValue("Nomsa");
      await expect(refused.getByLabel("Race", { exact: true })).toHaveValue("african");
      await expect(refused.getByLabel("Notice period (weeks)")).toHaveValue("4");
      await expect(refused.getByLabel("LinkedIn profile (optional)")).toHaveValue(
        "linkedin.com/in/nomsa",
      );
      await expect(refused.getByLabel("Motivation (optional)")).toHaveValue(
        "I grew up on a farm near Bethlehem.",
      );
      // The phone piece comes back with its country and the number as typed (decision 0065).
      const phone = refused.getByRole("group", { name: "Phone number" });
      await expect(phone.getByLabel("Country code")).toHaveValue("ZA");
      await expect(phone.getByLabel("Number")).toHaveValue("082 123 4567");
    });
  });
}

test("the leaflet opens from a pdf/ path as a PDF (spec §3)", async ({ page, request }) => {
  await page.goto("/jobs");
  const card = page.locator("section.job", { has: page.getByRole("heading", { name: POSTING }) });
  const href = await card
    .getByRole("link", { name: `Job leaflet (PDF) for ${POSTING}` })
    .getAttribute("href");
  expect(href).toMatch(/^\/pdf\/[0-9a-f-]+\.pdf$/);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^inline/);
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
