// A deliberate 404 or 403 inside a signed-in area keeps that area's frame (its menu, and in
// /profile the organisation switcher), with JavaScript on and off: each layout has its own error
// boundary. Someone the admin layout itself refuses sees the plain frame, not the admin menu.
import { expect, test } from "@playwright/test";
import { ADMIN, FARMER, signedInAs } from "./fixtures";

const UNKNOWN_ORGANISATION = "/admin/journey/companies/00000000-0000-4000-8000-00000000abcd";

for (const js of [true, false]) {
  test.describe(`with JavaScript ${js ? "on" : "off"}`, () => {
    test("an admin's 404s keep the admin menu, and in /profile the profile menu", async ({
      browser,
    }) => {
      const { context, page } = await signedInAs(browser, ADMIN, "/admin", js);

      const missing = await page.goto(UNKNOWN_ORGANISATION);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByText("Organisation not found")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

      const notBuilt = await page.goto("/admin/journey/not-a-real-page");
      expect(notBuilt?.status()).toBe(404);
      await expect(page.getByText("This page is not implemented yet.")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

      if (js) {
        // The demo admin belongs to no organisation, so a post to the journey's details has none
        // to change. A plain document post (the server renders the answer as without JavaScript).
        await page.goto("/profile/journey/details");
        const answer = page.waitForResponse(
          (r) => r.request().method() === "POST" && r.url().endsWith("/profile/journey/details"),
        );
        await page.evaluate(() => {
          const form = document.createElement("form");
          form.method = "post";
          form.action = "/profile/journey/details";
          document.body.append(form);
          form.submit();
        });
        expect((await answer).status()).toBe(404);
        await expect(page.getByText("You don't belong to an organisation yet.")).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Your pages" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
      }
      await context.close();
    });

    test("a farmer refused at /admin sees the 403 without the admin menu", async ({ browser }) => {
      const { context, page } = await signedInAs(browser, FARMER, "/profile/home", js);
      const refused = await page.goto("/admin/events");
      expect(refused?.status()).toBe(403);
      await expect(page.getByText("You do not have permission to view this page.")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Veld" })).toBeVisible();
      await context.close();
    });
  });
}
