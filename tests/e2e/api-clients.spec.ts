// Machine-to-machine API clients (issue 19; decision 0112): the demo admin registers a client on
// /admin/userAccess/apiClients, sees its id and secret once, gets a token from the embedded
// provider with them and calls the admin API; then revokes the client in the URL dialog with a
// reason, and the same token is refused. Once without JavaScript and once with it; each run
// revokes what it registered.
import { expect, test } from "@playwright/test";
import { ADMIN, signedInAs } from "./fixtures";

test.describe.configure({ mode: "serial" });

const PAGE = "/admin/userAccess/apiClients";

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`${mode}: an admin registers an API client, its token calls the API, and revoking it ends the token`, async ({
    browser,
    request,
  }) => {
    const name = `E2E export ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
    const admin = await signedInAs(browser, ADMIN, PAGE, javaScriptEnabled);
    const { page } = admin;
    await expect(page.getByRole("heading", { name: "User access", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "API clients" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // A reason that is too short is refused beside the field, keeping what was typed.
    const form = page.getByRole("form", { name: "Register an API client" });
    await form.getByLabel("Name").fill(name);
    await form.getByRole("checkbox", { name: "read:admin", exact: true }).check();
    await form.getByLabel("Reason").fill("no");
    await form.getByRole("button", { name: "Register client" }).click();
    await expect(page.getByText("Give a reason of at least 5 characters.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue(name);

    await form.getByLabel("Reason").fill(`Nightly export (${mode}).`);
    await form.getByRole("checkbox", { name: "read:admin", exact: true }).check();
    await form.getByRole("button", { name: "Register client" }).click();
    const issued = page.getByTestId("issued-secret");
    await expect(issued).toContainText("it is not shown again");
    const clientId = (await page.getByTestId("issued-client-id").textContent())!.trim();
    const clientSecret = (await page.getByTestId("issued-client-secret").textContent())!.trim();
    expect(clientId).toMatch(/^veld-api-/);
    expect(clientSecret).toMatch(/^veld_cs_/);
    await expect(page.getByTestId(`api-client-${name}`)).toContainText("read:admin");

    // The client's token, from the embedded provider, calls the admin API.
    const tokenAnswer = await request.post("/oidc/token", {
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      },
      form: { grant_type: "client_credentials" },
    });
    expect(tokenAnswer.status()).toBe(200);
    const token = String((await tokenAnswer.json()).access_token);
    const call = () =>
      request.get("/api/v2/admin/companies", { headers: { Authorization: `Bearer ${token}` } });
    expect((await call()).status()).toBe(200);

    // Revoke in the URL dialog, with a reason: visited again, the page no longer shows the secret.
    await page.goto(PAGE);
    await expect(page.getByTestId("issued-secret")).toHaveCount(0);
    await page
      .getByTestId(`api-client-${name}`)
      .getByRole("link", { name: `Revoke ${name}` })
      .click();
    await expect(page).toHaveURL(/dialog=revoke/);
    const dialog = page.getByRole("dialog", { name: `Revoke ${name}?` });
    await dialog.getByLabel("Reason").fill(`Integration retired (${mode}).`);
    await dialog.getByRole("button", { name: "Revoke client" }).click();
    await expect(
      page.getByText(`API client ${name} revoked: its secret and tokens no longer work.`),
    ).toBeVisible();
    await expect(page.getByTestId(`api-client-${name}`)).toContainText("Revoked");
    await expect(
      page
        .getByRole("table", { name: /Recent API client changes/ })
        .getByRole("row")
        .nth(1),
    ).toContainText(`Integration retired (${mode}).`);

    const refused = await call();
    expect(refused.status()).toBe(401);
    await admin.context.close();
  });
}
