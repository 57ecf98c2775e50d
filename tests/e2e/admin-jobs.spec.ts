// The hiring team's side of the jobs board (issue 5, spec §2 'Admin job applications page'),
// with JavaScript on and off: an admin creates a posting with a leaflet, visitors apply to it on
// /jobs, the admin finds an application, responds, writes notes, moves it to interview, sets an
// interview status, declines another, sends rejection e-mails and disables the posting. A person
// without write:application sees only the permission sentence and is refused every action.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN, choose, signIn, VIEWER } from "./fixtures";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);
const PAGE = "/admin/jobApplications";

async function createPosting(page: Page, title: string, js: boolean) {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Job Applications" })).toBeVisible();
  await page.getByRole("link", { name: "New Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Job posting" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Take soil samples on partner farms.");
  await choose(dialog, "Category", "Sampling and field work", js);
  await choose(dialog, "Location", "Free State", js);
  await dialog.getByLabel("Salary").fill("R15 000 – R18 000 per month");
  await choose(dialog, "Employment type", "Full time", js);
  await dialog.getByLabel("Leaflet (PDF)").setInputFiles({
    name: "leaflet.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(dialog.getByText("Internal use only")).toBeVisible();
  await dialog.getByLabel("Country").fill("South Africa");
  await dialog.getByLabel("Internal name").fill(`E2E-${js ? "JS" : "NOJS"}`);
  await dialog.getByLabel("Number of positions").fill("2");
  await dialog.getByLabel("Qualifications").fill("Grade 12");
  await dialog.getByLabel("Key skills").fill("Driving, GPS");
  await dialog.getByRole("button", { name: "Create job posting" }).click();
  await expect(page.getByText("Job posting updated")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Job posting" })).toHaveCount(0);
  const card = page.locator("details.posting-card", { hasText: title });
  await expect(card.getByText("0/0")).toBeVisible();
}

/** A visitor applies on the public page (no session, same JavaScript setting). */
async function apply(browser: Browser, js: boolean, title: string, firstName: string) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  await page.goto("/jobs");
  // The posting's own page (its title links there) holds the application form.
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const form = page.locator("form#job-application");
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Surname").fill("Khumalo");
  await form.getByLabel("Email").fill(`${firstName.toLowerCase()}@example.co.za`);
  // The kit's phone piece (decision 0065): the country starts at ZA; the number as people write it.
  await form.getByRole("group", { name: "Phone number" }).getByLabel("Number").fill("082 123 4567");
  await form.getByLabel("Gender").selectOption({ label: "Female" });
  await form.getByLabel("Race", { exact: true }).selectOption({ label: "African" });
  await form.getByLabel("Highest qualification").fill("Diploma in Agriculture");
  await form.getByLabel(/Salary expectation/).fill("R16 000");
  await form.getByLabel("Employment status").selectOption({ label: "Full time" });
  await form.getByLabel("Notice period (weeks)").fill("4");
  await form
    .getByLabel("LinkedIn profile (optional)")
    .fill(`linkedin.com/in/${firstName.toLowerCase()}`);
  await form.getByLabel("CV", { exact: true }).setInputFiles({
    name: `${firstName} CV.pdf`,
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Thank you, your application has been received.")).toBeVisible();
  await context.close();
}

async function findApplicant(page: Page, tab: string, name: string) {
  await page.goto(`${PAGE}?tab=${tab}`);
  await page.getByLabel("Filter by name").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`name=${name}`));
  await expect(page.getByText("Showing 1–1 of 1 results")).toBeVisible();
  return page.getByRole("row", { name: new RegExp(name) });
}

async function respond(page: Page, choice: string) {
  await page.getByRole("link", { name: "Respond", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /^Respond to/ });
  await expect(dialog.getByText("What would you like to do with this application?")).toBeVisible();
  await dialog.getByLabel(choice).check();
  await dialog.getByRole("button", { name: "Save response" }).click();
  // The dialog closes once the post is answered; the toast of an earlier response may still be
  // floating beside this one's (6 s), so the newest is the one to see.
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Application status updated successfully.").last()).toBeVisible();
}

for (const js of [true, false]) {
  test.describe(`admin job applications with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, actionTimeout: 15_000 });
    test("from a new posting to interviews and rejection e-mails", async ({ page, browser }) => {
      test.setTimeout(180_000);
      // A retry starts on what the failed attempt left (the posting, its applicants, declined
      // applicants waiting for their e-mail): each attempt has names of its own.
      const suffix = `${js ? "Js" : "Nojs"}${"R".repeat(test.info().retry)}`;
      const title = `Soil Sampler ${suffix}`;
      const first = `Ayanda${suffix}`;
      const second = `Bongani${suffix}`;
      await signIn(page, ADMIN, PAGE);
      await createPosting(page, title, js);
      await apply(browser, js, title, first);
      await apply(browser, js, title, second);

      // The card counts them: 2 pending of 2.
      await page.goto(PAGE);
      const card = page.locator("details.posting-card", { hasText: title });
      await expect(card.getByText("2/2")).toBeVisible();

      // Find the first applicant, open the dialog, respond.
      const row = await findApplicant(page, "incoming", first);
      await expect(row.getByText("Pending response")).toBeVisible();
      await row.getByRole("link", { name: `${first} Khumalo`, exact: true }).click();
      const detail = page.getByRole("dialog", { name: `${first} Khumalo` });
      await expect(detail.getByText("Race", { exact: true })).toBeVisible();
      await expect(detail.getByRole("link", { name: "View LinkedIn Profile" })).toHaveAttribute(
        "href",
        `https://www.linkedin.com/in/${first.toLowerCase()}`,
      );
      await expect(detail.getByRole("link", { name: /Download CV/ })).toHaveAttribute(
        "href",
        /^\/files\//,
      );
      await respond(page, "Shortlisted");
      await expect(
        page
          .getByRole("dialog", { name: `${first} Khumalo` })
          .getByText("Shortlisted")
          .first(),
      ).toBeVisible();

      // Notes from the applicant dialog.
      await page.getByRole("link", { name: "Edit notes", exact: true }).click();
      const notes = page.getByRole("dialog", { name: `Notes: ${first} Khumalo` });
      await notes.getByLabel("General notes").fill("Knows the Free State well.");
      await notes.getByRole("button", { name: "Save notes" }).click();
      await expect(page.getByText("Notes saved successfully")).toBeVisible();

      // Move to interview: the history shows every change.
      await respond(page, "To interview");
      const history = page
        .getByRole("dialog", { name: `${first} Khumalo` })
        .locator(".applicant-history");
      await expect(
        history.getByText(/admin@veld\.example: Status Shortlisted → To interview/),
      ).toBeVisible();

      // Interviews tab: the interview status and the notes count.
      const interviewRow = await findApplicant(page, "interviews", first);
      await expect(interviewRow.getByRole("cell", { name: "1", exact: true })).toBeVisible();
      await interviewRow.getByRole("link", { name: /Update interview status/ }).click();
      const statusDialog = page.getByRole("dialog", { name: `Interview status: ${first} Khumalo` });
      await statusDialog.getByLabel("Status").selectOption({ label: "Passed interview 1" });
      await statusDialog.getByRole("button", { name: "Update" }).click();
      await expect(page.getByText("Interview status updated successfully")).toBeVisible();
      await expect(
        page.getByRole("row", { name: new RegExp(first) }).getByText("Passed interview 1"),
      ).toBeVisible();

      // Notes in Interviews mode: what is typed in General survives a switch to Preparation
      // (one form, tabs show and hide panels; without JavaScript a tab saves and moves).
      await page
        .getByRole("row", { name: new RegExp(first) })
        .getByRole("link", { name: /Edit notes/ })
        .click();
      const tabbed = page.getByRole("dialog", { name: `Notes: ${first} Khumalo` });
      await tabbed.getByLabel("General notes").fill("Knows the Free State well. Calm.");
      await tabbed.getByRole("tab", { name: "Preparation" }).click();
      await tabbed.getByLabel("Preparation notes").fill("Ask about soil sampling.");
      await tabbed.getByRole("tab", { name: "General" }).click();
      await expect(tabbed.getByLabel("General notes")).toHaveValue(
        "Knows the Free State well. Calm.",
      );
      await tabbed.getByRole("button", { name: "Save notes" }).click();
      await expect(page.getByText("Notes saved successfully").first()).toBeVisible();
      await page
        .getByRole("row", { name: new RegExp(first) })
        .getByRole("link", { name: /Edit notes/ })
        .click();
      const reopened = page.getByRole("dialog", { name: `Notes: ${first} Khumalo` });
      await expect(reopened.getByLabel("General notes")).toHaveValue(
        "Knows the Free State well. Calm.",
      );
      await reopened.getByRole("tab", { name: "Preparation" }).click();
      await expect(reopened.getByLabel("Preparation notes")).toHaveValue(
        "Ask about soil sampling.",
      );
      await reopened.getByRole("link", { name: "Cancel" }).click();

      // Decline the second applicant.
      const secondRow = await findApplicant(page, "incoming", second);
      await secondRow.getByRole("link", { name: `${second} Khumalo`, exact: true }).click();
      await respond(page, "Declined");
      await expect(
        page
          .getByRole("dialog", { name: `${second} Khumalo` })
          .getByRole("link", { name: "Respond" }),
      ).toHaveCount(0);

      // Declined tab: 'Not sent' until the e-mail leaves; send them (queued for 14:00 SAST).
      const declinedRow = await findApplicant(page, "declined", second);
      await expect(declinedRow.getByText("Not sent")).toBeVisible();
      await page.getByRole("button", { name: "Send rejection emails" }).click();
      await expect(
        // One: the applicant just declined (a retry may also find a failed attempt's).
        page.getByText(
          test.info().retry === 0
            ? /Rejection emails to 1 applicant\(s\) will be sent on .* 14:00$/
            : /Rejection emails to \d+ applicant\(s\) will be sent on .* 14:00$/,
        ),
      ).toBeVisible();
      await page.getByRole("button", { name: "Send rejection emails" }).click();
      await expect(page.getByText("No applicants to send rejection emails to")).toBeVisible();

      // Disable the posting: confirmed, irreversible, moved to Inactive.
      await page.goto(PAGE);
      const active = page.locator("details.posting-card", { hasText: title });
      await active.locator("summary").click();
      await active.getByRole("link", { name: "Disable job listing" }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm.getByText("This cannot be undone")).toBeVisible();
      await confirm.getByRole("button", { name: "Disable job listing" }).click();
      await expect(page.getByText("Job posting updated")).toBeVisible();
      const inactive = page
        .getByRole("region", { name: "Inactive Postings:" })
        .locator("details.posting-card", { hasText: title });
      await expect(inactive.getByText("Disabled")).toBeVisible();
      await inactive.locator("summary").click();
      await expect(inactive.getByRole("link", { name: "Disable job listing" })).toHaveCount(0);
    });
  });
}

test.describe("without write:application", () => {
  test("the page shows only the permission sentence, and every action and API call is refused", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, VIEWER, PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Job Applications" })).toBeVisible();
    await expect(page.getByText("You do not have permission to view this page.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Incoming Applications" })).toHaveCount(0);
    for (const intent of [
      "update-status",
      "save-notes",
      "update-interview-status",
      "disable-posting",
      "send-rejections",
    ]) {
      const response = await page.request.post(`${PAGE}?tab=incoming`, {
        form: { intent, applicationId: "00000000-0000-4000-8000-000000000000", status: "decline" },
        headers: { Origin: baseURL! },
      });
      expect(response.status(), intent).toBe(403);
    }
    expect((await page.request.get(`${PAGE}/export?tab=incoming`)).status()).toBe(403);
    // The API takes bearer tokens only: a browser session is not one (403 per token: integration).
    expect((await page.request.get("/api/v2/admin/jobApplications")).status()).toBe(401);
  });
});
