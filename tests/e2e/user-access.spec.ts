// Admin access (issue 18; decision 0096): the demo admin grants read:admin to a demo farmer who
// lacks it (waiting@veld.example, whose pages no other spec signs in to), by e-mail with a reason;
// the farmer, signed in before the grant, has it on their next request to /admin; the admin
// revokes it in the URL dialog with a reason, and the farmer's next request is refused. Once
// without JavaScript and once with it; each run ends with the seed's state (no grant).
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signedInAs } from "./fixtures";

test.describe.configure({ mode: "serial" });

const ACCESS = "/admin/userAccess";
const PERSON = "waiting@veld.example";
const REFUSED = "You do not have permission to view this page.";

/** The person's row in the table of people with admin access. */
const personRow = (page: Page) => page.getByTestId(`access-${PERSON}`);

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`${mode}: an admin grants read:admin and the person's next request has it; a revoke takes it away`, async ({
    browser,
  }) => {
    // The person signs in first: the grant must reach a session that already exists.
    const person = await signedInAs(browser, PERSON, "/profile/home", javaScriptEnabled);
    await person.page.goto("/admin");
    await expect(person.page.getByText(REFUSED)).toBeVisible();

    const admin = await signedInAs(browser, ADMIN, ACCESS, javaScriptEnabled);
    await expect(admin.page.getByRole("heading", { name: "User access", level: 1 })).toBeVisible();
    // Not an admin now (after the first run the row stays, as "Admin access removed").
    await expect(personRow(admin.page).getByText(/Granted in Veld/)).toHaveCount(0);

    // Grant access by e-mail, with a reason.
    const grant = admin.page.getByRole("form", { name: "Grant access" });
    await grant.getByLabel("E-mail address").fill(PERSON);
    await grant.getByRole("checkbox", { name: "read:admin", exact: true }).check();
    await grant.getByLabel("Reason").fill(`Joins the review team (${mode}).`);
    await grant.getByRole("button", { name: "Grant access" }).click();
    await expect(admin.page.getByText(`${PERSON} now has read:admin.`)).toBeVisible();
    await expect(personRow(admin.page)).toContainText("read:admin");
    await expect(personRow(admin.page)).toContainText(`Granted in Veld by ${ADMIN} on`);
    await expect(
      admin.page
        .getByRole("table", { name: /Recent access changes/ })
        .getByRole("row")
        .nth(1),
    ).toContainText(`Joins the review team (${mode}).`);

    // The person's next request: the admin dashboard, without signing in again.
    await person.page.goto("/admin");
    await expect(person.page).toHaveURL(/\/admin$/);
    await expect(person.page.getByText(REFUSED)).toHaveCount(0);

    // Revoke in the URL dialog, with a reason.
    await personRow(admin.page)
      .getByRole("link", { name: `Remove read:admin from ${PERSON}` })
      .click();
    await expect(admin.page).toHaveURL(/dialog=revoke/);
    const dialog = admin.page.getByRole("dialog", { name: /^Remove read:admin from / });
    await dialog.getByLabel("Reason").fill(`Left the review team (${mode}).`);
    await dialog.getByRole("button", { name: "Remove read:admin" }).click();
    await expect(admin.page.getByText(`read:admin removed from ${PERSON}.`)).toBeVisible();
    await expect(personRow(admin.page)).toContainText("Admin access removed");

    // The person's next request is refused.
    await person.page.goto("/admin");
    await expect(person.page.getByText(REFUSED)).toBeVisible();

    await person.context.close();
    await admin.context.close();
  });
}

test("a read:admin viewer reads the page but has no form to change access", async ({ browser }) => {
  const viewer = await signedInAs(browser, "viewer@veld.example", ACCESS, false);
  await expect(viewer.page.getByRole("heading", { name: "User access", level: 1 })).toBeVisible();
  await expect(viewer.page.getByText("changing access needs write:roles")).toBeVisible();
  await expect(viewer.page.getByRole("form", { name: "Grant access" })).toHaveCount(0);
  await expect(viewer.page.getByRole("link", { name: /^Remove / })).toHaveCount(0);
  await viewer.context.close();
});
