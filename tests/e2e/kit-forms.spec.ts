// The forms catalogue (/dev/kit/forms, issue 3) walked with JavaScript and without: a refused
// post comes back with an error beside each field and every value kept, a valid one succeeds,
// the phone number is checked for its country, hidden conditional fields lose their values, the
// line-item editor adds, duplicates and removes rows (by submit buttons without JavaScript).
// Then the widgets one by one, and an axe check. The server must run with KIT_CATALOGUE=true.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { choose, hydrated } from "./fixtures";

const PAGE = "/dev/kit/forms";

const demo = (page: Page) => page.locator("form#kit-forms-demo");

/** Opens the catalogue; with JavaScript, waits until the page has hydrated (select-all appears). */
async function open(page: Page, js = true) {
  await page.goto(PAGE);
  if (!js) return;
  await hydrated(page);
  await expect(page.getByLabel("Select all").first()).toBeVisible();
}
const state = (page: Page, name: string) => page.getByRole("region", { name }).locator("form");

/** The field's error, as the field's accessible description carries it. */
async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function fillValidForm(form: Locator, js: boolean) {
  await form.getByLabel("First name").fill("Thandi");
  await form.getByLabel("Surname").fill("Nkosi");
  await form.getByLabel("Email").fill("thandi@boplaas.co.za");
  const phone = form.getByRole("group", { name: "Mobile number" });
  await phone.getByLabel("Number").fill("082 123 4567");
  await choose(form, "What describes you the best?", "Farmer / Land Owner", js);
  await choose(form, "Province", "Western Cape", js);
  await form
    .getByRole("group", { name: "How did you hear about us?" })
    .getByLabel("Webinar")
    .check();
  await form.getByLabel("Farm size (hectares)").fill("1250");
}

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled;
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a valid form is accepted, the phone stored as calling code, space, national number", async ({
      page,
    }) => {
      await open(page, js);
      const form = demo(page);
      await fillValidForm(form, js);
      // spec §5 'A required empty list shows 'At least 1 required''.
      await expect(form.getByText("At least 1 required")).toBeVisible();
      await form.getByRole("button", { name: "Add herd" }).click();
      const herd = form.getByRole("group", { name: "Herd 1" });
      await choose(herd, "Species", "Sheep", js);
      await herd.getByLabel("Head count").fill("120");
      const send = form.getByRole("button", { name: "Send" });
      await expect(send).toBeEnabled();
      await send.click();
      const result = page.getByRole("status").filter({ hasText: "Form submitted" });
      await expect(result).toBeVisible();
      // spec §3: 'phoneNumber: stored as text, with the calling code, a space, then the number without spaces'.
      await expect(result).toContainText('"phoneNumber": "+27 821234567"');
      await expect(result).toContainText('"hectares": 1250');
      await expect(result).toContainText('"species": "sheep"');
      // spec §4 'Multi-selector: selecting none sets the value to null'.
      await expect(result).toContainText('"species": null');
      // spec §4 'Checkbox and toggle default to false (off)'.
      await expect(result).toContainText('"mailingList": false');
    });

    test("the line-item editor adds, duplicates and removes rows, keeping what was typed", async ({
      page,
    }) => {
      await open(page, js);
      const form = demo(page);
      await form.getByLabel("First name").fill("Thandi");
      await form.getByRole("button", { name: "Add herd" }).click();
      const first = form.getByRole("group", { name: "Herd 1" });
      await choose(first, "Species", "Goats", js);
      await first.getByLabel("Head count").fill("35");
      await first.getByLabel("Camp").fill("Vlei");
      // Without JavaScript each button is a round trip that brings the whole form back.
      await first.getByRole("button", { name: "Duplicate Herd 1" }).click();
      const second = form.getByRole("group", { name: "Herd 2" });
      await expect(second.getByLabel("Head count")).toHaveValue("35");
      await expect(second.getByLabel("Camp")).toHaveValue("Vlei");
      await expect(form.getByLabel("First name")).toHaveValue("Thandi");
      await second.getByLabel("Camp").fill("Bo-kamp");
      await form.getByRole("button", { name: "Add herd" }).click();
      await form.getByRole("button", { name: "Add herd" }).click();
      // spec §5 'the add button is hidden once maxLength is reached' (4 herds here).
      await expect(form.getByRole("group", { name: /^Herd \d$/ })).toHaveCount(4);
      await expect(form.getByRole("button", { name: "Add herd" })).toHaveCount(0);
      await form.getByRole("button", { name: "Remove Herd 1" }).click();
      await expect(form.getByRole("group", { name: /^Herd \d$/ })).toHaveCount(3);
      await expect(form.getByRole("group", { name: "Herd 1" }).getByLabel("Camp")).toHaveValue(
        "Bo-kamp",
      );
      await expect(form.getByRole("button", { name: "Add herd" })).toBeVisible();
    });

    test("hidden conditional fields lose their values", async ({ page }) => {
      await open(page, js);
      const form = demo(page);
      const other = form.getByLabel("Tell us what you do");
      if (js) {
        await expect(other).toHaveCount(0);
        await choose(form, "What describes you the best?", "Academic / Other", js);
        await other.fill("Soil scientist");
        await choose(form, "What describes you the best?", "Farmer / Land Owner", js);
        await expect(other).toHaveCount(0);
        await choose(form, "What describes you the best?", "Academic / Other", js);
        // spec §5 'Values of hidden fields are cleared'.
        await expect(other).toHaveValue("");
        // The toggle shows the referral code, and hides it again.
        await form.getByRole("switch", { name: "Did someone refer you?" }).check();
        await form.getByLabel("Referral code").fill("VELD-7");
        await form.getByRole("switch", { name: "Did someone refer you?" }).uncheck();
        await expect(form.getByLabel("Referral code")).toHaveCount(0);
      } else {
        // Without JavaScript every field shows and says when it applies.
        await expect(
          form.getByText("Only if ‘What describes you the best?’ is ‘Academic / Other’."),
        ).toBeVisible();
        await choose(form, "What describes you the best?", "Farmer / Land Owner", js);
        await other.fill("Typed, though it does not apply");
        await form.getByLabel("Referral code").fill("VELD-7");
        await form.getByRole("button", { name: "Send" }).click();
        // Refused (much is missing): the server ignored and cleared what did not apply.
        await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
        await expect(other).toHaveValue("");
        await expect(form.getByLabel("Referral code")).toHaveValue("");
        await expect(
          form.getByRole("combobox", { name: "What describes you the best?" }),
        ).toHaveValue("OWNER");
      }
    });

    test("a file whose bytes are not a PDF is refused by the server, and everything else is kept", async ({
      page,
    }) => {
      await open(page, js);
      const form = demo(page);
      await fillValidForm(form, js);
      await form.getByRole("button", { name: "Add herd" }).click();
      await choose(form.getByRole("group", { name: "Herd 1" }), "Species", "Beef cattle", js);
      await form.getByRole("group", { name: "Herd 1" }).getByLabel("Head count").fill("40");
      const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
      await form
        .getByLabel("Grazing plan")
        .setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: png });
      await form.getByRole("button", { name: "Send" }).click();
      // spec §5 'a type not in the accepted list gives 'Invalid file type: {type}''.
      await expectError(form.getByLabel("Grazing plan"), "Invalid file type: .png");
      // The refusal is said at the form's top, where the focus goes, with a link to the field.
      const summary = form.locator(".kf-error-summary");
      await expect(summary.getByRole("heading")).toHaveText("There is a problem with 1 answer");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: "Grazing plan" })).toHaveAttribute(
        "href",
        `#${await form.getByLabel("Grazing plan").getAttribute("id")}`,
      );
      await expect(form.getByLabel("First name")).toHaveValue("Thandi");
      await expect(
        form.getByRole("group", { name: "Mobile number" }).getByLabel("Number"),
      ).toHaveValue("082 123 4567");
      await expect(
        form.getByRole("group", { name: "How did you hear about us?" }).getByLabel("Webinar"),
      ).toBeChecked();
      await expect(
        form.getByRole("group", { name: "Herd 1" }).getByLabel("Head count"),
      ).toHaveValue("40");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused post comes back with an error beside each field and every value kept", async ({
    page,
  }) => {
    await open(page, false);
    const form = demo(page);
    await form.getByLabel("First name").fill("Thandi");
    await form.getByLabel("Email").fill("thandi@boplaas");
    const phone = form.getByRole("group", { name: "Mobile number" });
    await phone.getByLabel("Number").fill("082 123 45678");
    await form.getByLabel("Farm size (hectares)").fill("250 000");
    await form.getByLabel("When did you start regenerative grazing?").fill("2014-12-31");
    await form.getByRole("switch", { name: "Did someone refer you?" }).check();
    const send = form.getByRole("button", { name: "Send" });
    // Never disabled without JavaScript: the server decides.
    await expect(send).toBeEnabled();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      send.click(),
    ]);
    expect(response.status()).toBe(422);

    await expectError(form.getByLabel("Surname"), "Required");
    await expectError(form.getByLabel("Email"), "Enter a valid email address");
    // spec §5 'Sign-up phone: must be valid for the selected country, else …'.
    await expectError(phone.getByLabel("Number"), "Invalid phone number for selected country");
    await expectError(
      form.getByLabel("Farm size (hectares)"),
      "Enter a number no larger than 100 000.",
    );
    await expectError(
      form.getByLabel("When did you start regenerative grazing?"),
      "Choose a date on or after 1 January 2015.",
    );
    await expectError(form.getByLabel("Referral code"), "Required");
    await expect(form.getByText("At least 1 required")).toBeVisible();

    // The page opens on a summary at the form's top (GOV.UK): the count, a link to each field.
    const summary = form.locator(".kf-error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    const heading = await summary.getByRole("heading").textContent();
    const links = summary.getByRole("link");
    expect(heading).toBe(`There is a problem with ${await links.count()} answers`);
    await expect(links).toContainText([
      "Surname",
      "Email",
      "Mobile number",
      "Farm size (hectares)",
    ]);
    await summary.getByRole("link", { name: "Surname" }).click();
    await expect(form.getByLabel("Surname")).toBeFocused();

    // Every value as it was sent.
    await expect(form.getByLabel("First name")).toHaveValue("Thandi");
    await expect(form.getByLabel("Email")).toHaveValue("thandi@boplaas");
    await expect(phone.getByLabel("Number")).toHaveValue("082 123 45678");
    await expect(phone.getByLabel("Country code")).toHaveValue("ZA");
    await expect(form.getByLabel("Farm size (hectares)")).toHaveValue("250 000");
    await expect(form.getByLabel("When did you start regenerative grazing?")).toHaveValue(
      "2014-12-31",
    );
    await expect(form.getByRole("switch", { name: "Did someone refer you?" })).toBeChecked();
  });

  test("the widgets' plain HTML forms", async ({ page }) => {
    await open(page, false);
    const empty = state(page, "Empty");
    // spec §5 'Date picker': the browser's own date input with the bounds.
    const visit = empty.getByLabel("Visit date");
    await expect(visit).toHaveAttribute("type", "date");
    await expect(visit).toHaveAttribute("min", "2025-01-01");
    await expect(visit).toHaveAttribute("max", "2025-12-31");
    // spec §4 'Dropdown': a native select.
    await expect(empty.locator("select[name=region]")).toHaveCount(1);
    // Multi-selectors are plain checkboxes sharing the field's name.
    await expect(empty.locator('input[type=checkbox][name="species"]')).toHaveCount(5);
    // spec §5: the upload's hint; a real file input.
    await expect(empty.getByLabel("Leaflet")).toHaveAttribute("type", "file");
    await expect(
      empty.getByText("Click to upload file, or drag & drop file here (Accepted file types: .pdf)"),
    ).toBeVisible();
    // Removing a stored file without JavaScript: a Remove box posting deletedFiles.
    const filled = state(page, "Filled, as an admin");
    await expect(filled.getByLabel("Remove Winter grazing plan.pdf")).toHaveAttribute(
      "name",
      "leaflet.deletedFiles",
    );
    // spec §9 'Toggle labels default to Yes/No', shown by CSS alone.
    await expect(filled.getByText("Yes", { exact: true })).toBeVisible();
    await expect(empty.getByText("No", { exact: true })).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("submit is disabled until every required visible field is valid", async ({ page }) => {
    await open(page);
    const form = demo(page);
    const send = form.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription("Fill in every required field to continue.");
    await fillValidForm(form, true);
    await expect(send).toBeDisabled(); // no herd yet: 'At least 1 required'
    await form.getByRole("button", { name: "Add herd" }).click();
    const herd = form.getByRole("group", { name: "Herd 1" });
    await choose(herd, "Species", "Pigs", true);
    await herd.getByLabel("Head count").fill("12");
    await expect(send).toBeEnabled();
    // A conditional field that now applies is required too.
    await page.getByRole("switch", { name: "Did someone refer you?" }).check();
    await expect(send).toBeDisabled();
    await form.getByLabel("Referral code").fill("VELD-7");
    await expect(send).toBeEnabled();
  });

  test("a choice made before the page's JavaScript arrived is kept when the dropdown takes over", async ({
    page,
  }) => {
    // A slow link: the HTML is there long before the scripts.
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() === "script") await scriptsHeld;
      await route.continue();
    });
    await page.goto(PAGE, { waitUntil: "commit" });
    const form = demo(page);
    await form.getByRole("combobox", { name: "Province" }).selectOption({ label: "Limpopo" });
    release();
    await hydrated(page);
    await expect(page.getByLabel("Select all").first()).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Province" })).toHaveValue("Limpopo");
    await expect(form.locator('input[type=hidden][name="region"]')).toHaveValue("LP");
  });

  test("the phone number is checked for its country as it is typed", async ({ page }) => {
    await open(page);
    const phone = demo(page).getByRole("group", { name: "Mobile number" });
    const number = phone.getByLabel("Number");
    // spec §4 'Phone input: starts with country ZA'.
    await expect(phone.getByLabel("Country code")).toHaveValue("ZA");
    // spec §5 'only digits and spaces are accepted'.
    await number.pressSequentially("082-123+4567x");
    await expect(number).toHaveValue("0821234567");
    await number.fill("082 123 4567 8");
    await number.blur();
    await number.focus();
    await number.press("End");
    await expectError(number, "Invalid phone number for selected country");
    // 'the error clears once valid'
    await number.press("Backspace");
    await number.press("Backspace");
    await expect(number).toHaveValue("082 123 4567");
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    // A South African number (072…) is not valid for Namibia.
    await number.fill("072 123 4567");
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    await phone.getByLabel("Country code").selectOption("NA");
    await expectError(number, "Invalid phone number for selected country");
    // spec §5 'no check when the country is N/A'.
    await phone.getByLabel("Country code").selectOption("N/A");
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    await number.fill("12");
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the dropdown opens on focus, filters, picks a single match, and works by keyboard", async ({
    page,
  }) => {
    await open(page);
    const form = demo(page);
    const province = form.getByRole("combobox", { name: "Province" });
    const list = form.getByRole("listbox", { name: "Province" });
    // spec §4 'opens on focus and closes on blur'.
    await province.focus();
    await expect(province).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("option")).toHaveCount(9);
    await province.fill("cape");
    await expect(list.getByRole("option")).toHaveCount(3);
    // spec §8 'No results'.
    await province.fill("limpopox");
    await expect(form.getByText("No results")).toBeVisible();
    // spec §4 'It selects the single match if only one option is left after filtering.'
    await province.fill("zulu");
    await province.blur();
    await expect(province).toHaveAttribute("aria-expanded", "false");
    await expect(province).toHaveValue("KwaZulu-Natal");
    await expect(form.locator('input[type=hidden][name="region"]')).toHaveValue("NL");
    // Arrow keys, Enter, Escape.
    await province.focus();
    await province.press("ArrowDown");
    await expect(province).toHaveAttribute("aria-activedescendant", /option/);
    await province.press("Enter");
    await expect(province).toHaveAttribute("aria-expanded", "false");
    await expect(form.locator('input[type=hidden][name="region"]')).toHaveValue("LP");
    await province.press("ArrowDown");
    await expect(province).toHaveAttribute("aria-expanded", "true");
    await province.press("Escape");
    await expect(province).toHaveAttribute("aria-expanded", "false");
  });

  test("the date picker starts weeks on Monday and keeps to its bounds", async ({ page }) => {
    await open(page);
    const empty = state(page, "Empty");
    await empty.getByRole("button", { name: /Visit date/ }).click();
    const calendar = page.getByRole("dialog", { name: "Visit date" });
    // spec §5 'Weeks start on Monday' (the weekday row is hidden from screen readers; each day names its weekday).
    await expect(calendar.getByRole("grid").locator("th").first()).toHaveAttribute(
      "aria-label",
      "Monday",
    );
    // spec §5 'Month navigation is clamped to those bounds' (2025 only).
    const previous = calendar.getByRole("button", { name: /previous/i });
    for (let i = 0; i < 13 && (await previous.isEnabled()); i++) await previous.click();
    await expect(calendar).toContainText("January 2025");
    await expect(previous).toBeDisabled();
    await calendar.getByRole("button", { name: /\b15\b.*January 2025/ }).click();
    await expect(empty.getByRole("button", { name: /Visit date/ })).toHaveAccessibleName(
      "Visit date 15 January 2025",
    );
    await expect(empty.locator('input[type=hidden][name="visit"]')).toHaveValue("2025-01-15");
  });

  test("multi-select: select all, and none selected", async ({ page }) => {
    await open(page);
    const species = state(page, "Empty").getByRole("group", { name: "Species" });
    await expect(species.getByText("No options selected")).toBeVisible();
    // spec §4 'Select-all chooses every option'.
    await species.getByLabel("Select all").check();
    for (const name of ["Beef cattle", "Dairy cattle", "Sheep", "Goats", "Pigs"])
      await expect(species.getByLabel(name)).toBeChecked();
    await species.getByLabel("Select all").uncheck();
    await expect(species.getByText("No options selected")).toBeVisible();
  });

  test("file upload: checks the name at once, removes stored files, download only for admins", async ({
    page,
  }) => {
    await open(page);
    const empty = state(page, "Empty");
    const leaflet = empty.getByLabel("Leaflet");
    await leaflet.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("png"),
    });
    await expectError(leaflet, "Invalid file type: .png");
    await leaflet.setInputFiles({
      name: "plan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(leaflet).not.toHaveAttribute("aria-invalid", "true");

    const filled = state(page, "Filled, as an admin");
    // spec §6 'Only users with isAdmin see a download button on uploaded files.'
    await expect(
      filled.getByRole("link", { name: "Download Winter grazing plan.pdf" }),
    ).toHaveAttribute("href", "/files/00000000-0000-4000-8000-00000000f11e");
    await expect(state(page, "Empty").getByRole("link", { name: /Download/ })).toHaveCount(0);
    // spec §4: 'removing a stored file adds it to deletedFiles. Removing the last file sets the list to empty.'
    await filled.getByRole("button", { name: "Remove Winter grazing plan.pdf" }).click();
    await expect(filled.getByText("Winter grazing plan.pdf")).toHaveCount(0);
    await expect(filled.locator('input[name="leaflet.deletedFiles"]')).toHaveValue(
      "00000000-0000-4000-8000-00000000f11e",
    );
    // A file 'already stored' plus a new one is one too many (spec §5 'default maxFiles is 1').
    const disabled = state(page, "Disabled");
    // spec §6 'Disabled ones do not [allow removing files]'.
    await expect(disabled.getByRole("button", { name: /Remove Winter/ })).toHaveCount(0);
  });

  test("text limits: maxLength blocks typing, a text area ignores an over-long paste", async ({
    page,
  }) => {
    await open(page);
    const empty = state(page, "Empty");
    const farm = empty.getByLabel("Farm name");
    await farm.pressSequentially("Boplaas Môreson");
    await expect(farm).toHaveValue("Boplaas Môre"); // maxLength 12
    const notes = empty.getByLabel("Notes");
    await notes.fill("Wet camps.");
    await notes.evaluate((el: HTMLTextAreaElement) =>
      el.setSelectionRange(el.value.length, el.value.length),
    );
    await page.keyboard.insertText(" " + "x".repeat(40));
    // spec §5 'Text area: input longer than maxLength is ignored'.
    await expect(notes).toHaveValue("Wet camps.");
    // spec §5 'Number input: only digits with an optional decimal point are kept', separators
    // shown (spaces: decision 0065).
    const hectares = empty.getByLabel("Hectares", { exact: true });
    await hectares.pressSequentially("1a2b34.5.6");
    await expect(hectares).toHaveValue("1 234.56");
    // A decimal comma is kept, never dropped ('1,5' was 15: issue 13).
    await hectares.fill("");
    await hectares.pressSequentially("1,5");
    await expect(hectares).toHaveValue("1,5");
    // spec §5 'maxValue blocks larger values' (10 000).
    await hectares.fill("");
    await hectares.pressSequentially("100000");
    await expect(hectares).toHaveValue("10 000");
  });
});

test("the forms catalogue has no serious accessibility problems, with and without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const js of [true, false]) {
    const context = await browser.newContext();
    // axe runs as a script in the page, so 'without JavaScript' here means the page's own scripts
    // never load: the server's HTML, as a browser without JavaScript gets it.
    if (!js)
      await context.route("**/*", (route) =>
        route.request().resourceType() === "script" ? route.abort() : route.continue(),
      );
    const page = await context.newPage();
    await open(page, js);
    if (js) {
      // A dropdown's list open, and the state gallery's errors on the page.
      await demo(page).getByRole("combobox", { name: "Province" }).focus();
      await expect(demo(page).getByRole("listbox", { name: "Province" })).toBeVisible();
    } else {
      // The form as the server sends it back refused: errors beside the fields.
      await demo(page).getByRole("button", { name: "Send" }).click();
      await expect(demo(page).getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    }
    expect(
      await seriousViolations(page, { rules: "all" }),
      js ? "with JavaScript" : "without JavaScript",
    ).toEqual([]);
    await context.close();
  }
});
