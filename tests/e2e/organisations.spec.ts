// Organisations end to end (issue 4), with JavaScript on and off: an owner invites someone new
// by e-mail, the e-mail lands in the outbox (an .eml file under the e2e data folder), the
// invitee creates an account at the embedded provider, signs up, sees the invite, accepts it and
// switches between their organisations; another organisation's id is a 404 for the owner.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { FARMER, hasScripts, hydrated, signIn } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIL_DIR = path.resolve(`tests/.tmp/e2e-data-${PORT}/mail`);

/** The body of an .eml file, quoted-printable undone (enough to read links and words). */
function readEml(file: string): string {
  return fs
    .readFileSync(file, "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for an e-mail to `to` containing `words` and returns the first link matching `pattern`. */
async function mailLink(to: string, words: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR) : [];
        for (const name of files.filter((f) => f.endsWith(".eml"))) {
          const text = readEml(path.join(MAIL_DIR, name));
          if (!text.toLowerCase().includes(to.toLowerCase())) continue;
          if (!text.includes(words)) continue;
          link = pattern.exec(text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `an e-mail to ${to} saying '${words}' in ${MAIL_DIR}` },
    )
    .toBe(true);
  return link!;
}

/** The invite's sign-in link, once the outbox worker has written the e-mail. */
const inviteLinkFor = (to: string) =>
  mailLink(
    to,
    "has invited you to join Nkosi Family Farm",
    /https?:\/\/[^\s<>"]+\/auth\/login\?returnTo=[^\s<>"]+/,
  );

/** The link confirming `to`, from the e-mail the provider sends when an account is created. */
const verificationLinkFor = (to: string) =>
  mailLink(to, "verify-email", /https?:\/\/[^\s<>"]+\/oidc\/verify-email\?token=[\w%-]+/);

/** Picks an option in a kit dropdown: a combobox with JavaScript, a native select without. */
async function choose(scope: Locator | Page, label: string, option: string, js: boolean) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // An optional field's label ends in '(optional)'.
  const box = scope.getByRole("combobox", { name: new RegExp(`^${escaped}( \\(optional\\))?$`) });
  if (!js) {
    await box.selectOption({ label: option });
    return;
  }
  // The combobox replaces the native select once the page's JavaScript has run.
  await expect(box).toHaveAttribute("aria-expanded", /true|false/, { timeout: 20_000 });
  await box.click();
  await scope
    .getByRole("listbox", { name: label })
    // The chosen option's name starts with the kit's tick ('✓ …'): a retry finds it chosen.
    .getByRole("option", {
      name: new RegExp(`^(✓ )?${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    })
    .click();
  await expect(box).toHaveValue(option);
}

/** With JavaScript, sign-up's 'Continue' to its step `title` (decision 0142). */
async function continueTo(page: Page, title: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".kf-steps__progress")).toHaveText(new RegExp(`: ${title}$`));
}

/** 'Create Your Profile' with the fewest answers it takes (the sign-up page's own tests do the rest). */
async function signUp(page: Page, js: boolean, organisation: string) {
  await expect(page.getByRole("heading", { name: "Create Your Profile" })).toBeVisible();
  await page.getByLabel("First name").fill("Zanele");
  await page.getByLabel("Surname").fill("Mokoena");
  await page.getByRole("group", { name: "Phone number" }).getByLabel("Number").fill("0821234567");
  // With JavaScript the form is in four steps (decision 0142).
  if (js) await continueTo(page, "What you do and where");
  await choose(page, "What describes you the best?", "Regenerative farmer", js);
  await choose(page, "Province", "Limpopo", js);
  await choose(page, "How did you hear about us?", "Word of mouth", js);
  if (js) await continueTo(page, "Your farm or organisation");
  await page.getByLabel("Name of your farm or organisation").fill(organisation);
  await choose(page, "Your role in it", "Farmer / Land Owner", js);
  if (js) await continueTo(page, "Referral, news and agreement");
  await page.getByLabel("I agree to the terms and conditions and the privacy policy").check();
  await page.getByRole("button", { name: "Create my profile" }).click();
  await expect(page).toHaveURL(/\/profile\/home$/);
}

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled;
  test.describe(`organisations with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an owner invites someone new, who signs up, accepts and switches organisations", async ({
      browser,
    }) => {
      const email = `invitee-${js ? "js" : "nojs"}-${Date.now()}@example.org`;
      const ownFarm = `Mokoena ${js ? "Plaas" : "Boerdery"}`;

      // The owner invites them by e-mail with a role.
      const owner = await browser.newPage({ javaScriptEnabled });
      await signIn(owner, FARMER, "/profile/company");
      await expect(owner).toHaveURL(/\/profile\/company$/);
      const invite = owner.getByRole("region", { name: "Invite someone" });
      await invite.getByLabel("Email").fill(email);
      await choose(invite, "Their role", "Agri Consultant / Representative", js);
      await invite.getByRole("button", { name: "Send invite" }).click();
      await expect(owner.getByText(`Invite sent to ${email}.`)).toBeVisible();
      // Sent: the form is empty again, so a second click cannot send the same invite twice.
      await expect(invite.getByLabel("Email")).toHaveValue("");
      const pending = owner.getByRole("list", { name: "Invites not answered yet" });
      await expect(pending.getByRole("listitem").filter({ hasText: email })).toContainText(
        "Pending",
      );

      // The e-mail goes out through the outbox with a link to sign in.
      const link = await inviteLinkFor(email);

      // They open it, create an account at the provider and sign up to Veld.
      const invitee = await browser.newPage({ javaScriptEnabled });
      await invitee.goto(link);
      await invitee.getByRole("link", { name: "Create an account" }).click();
      await invitee.getByLabel("Email").fill(email);
      await invitee.getByLabel("Password").fill("a-long-enough-password-1");
      await invitee.getByLabel("First name").fill("Zanele");
      await invitee.getByLabel("Surname").fill("Mokoena");
      await invitee.getByRole("button", { name: "Create account" }).click();
      // No Veld profile yet: every /profile page sends them to sign up first.
      await expect(invitee).toHaveURL(/\/profile\/signup$/);
      await signUp(invitee, js, ownFarm);

      // The invite is matched by e-mail address: until they confirm it, only its number shows.
      const invites = invitee.getByRole("region", { name: "Invitations for you" });
      await expect(invites).toContainText("An invite is waiting for your e-mail address.");
      await expect(invites).not.toContainText("Nkosi Family Farm");
      await invitee.goto(await verificationLinkFor(email));
      await expect(invitee).toHaveURL(/\/verify\?status=verified$/);

      // The invite waits on their home page; they accept it.
      await invitee.goto("/profile/home");
      await expect(invites).toContainText("Nkosi Family Farm");
      await expect(invites).toContainText("Agri Consultant / Representative");
      await invites
        .getByRole("button", { name: "Accept the invite to join Nkosi Family Farm" })
        .click();
      await expect(invitee.getByText("You joined Nkosi Family Farm.")).toBeVisible();
      await expect(invitee.getByText("You are working in Nkosi Family Farm")).toBeVisible();
      await expect(invites).toHaveCount(0);

      // Two organisations now: the switcher in the layout moves between them.
      const switcher = invitee.getByRole("combobox", { name: "Organisation", exact: true });
      await expect(switcher.getByRole("option")).toHaveText([ownFarm, "Nkosi Family Farm"]);
      const ownFarmId = await switcher.getByRole("option", { name: ownFarm }).getAttribute("value");
      // The home page is plain HTML (no scripts, issue 30): its switcher posts with its button.
      await switcher.selectOption({ label: ownFarm });
      if (!js || !(await hasScripts(invitee))) {
        await invitee.getByRole("button", { name: "Switch" }).click();
      }
      await expect(invitee.getByText(`You are working in ${ownFarm}`)).toBeVisible();
      await expect(invitee).toHaveURL(/\/profile\/home$/);

      // On the company page, back in the farmer's organisation, they are a member with their role.
      await invitee.goto("/profile/company");
      // With JavaScript the choice switches by itself once the page has hydrated; one made before
      // that was not acted on (a flaky run on 2026-11-30): wait as a person waits for the page.
      if (js) await hydrated(invitee);
      await invitee
        .getByRole("combobox", { name: "Organisation", exact: true })
        .selectOption({ label: "Nkosi Family Farm" });
      if (!js) await invitee.getByRole("button", { name: "Switch" }).click();
      const members = invitee.getByRole("region", { name: "Members" });
      await expect(members.getByRole("listitem").filter({ hasText: email })).toContainText(
        "Agri Consultant / Representative",
      );
      await expect(invitee).toHaveURL(/\/profile\/company$/);
      // A consultant keeps the organisation's details up to date (decision 0054) but, not being
      // an owner, cannot invite anyone.
      await expect(invitee.getByRole("link", { name: /Edit/ })).toHaveCount(1);
      await expect(invitee.getByRole("region", { name: "Invite someone" })).toHaveCount(0);

      // The owner sees them among the members; the owner cannot pick the invitee's farm (404).
      await owner.reload();
      await expect(
        owner
          .getByRole("region", { name: "Members" })
          .getByRole("listitem")
          .filter({ hasText: email }),
      ).toBeVisible();
      const probe = await owner.request.post("/profile/organisation", {
        form: { organisationId: ownFarmId!, returnTo: "/profile/home" },
        maxRedirects: 0,
      });
      expect(probe.status()).toBe(404);
      await owner.close();
      await invitee.close();
    });

    test("an owner edits the company info through the summary card's (EDIT) form", async ({
      page,
    }) => {
      await signIn(page, FARMER, "/profile/company");
      await expect(page).toHaveURL(/\/profile\/company$/);
      await page.getByRole("link", { name: "Edit Company information" }).click();
      await expect(page).toHaveURL(/\?edit=1$/);
      await expect(page.getByRole("heading", { name: "Company information (EDIT)" })).toBeVisible();
      const registration = js ? "2019/000111/07" : "2019/000222/07";
      await page.getByLabel("Registration number").fill(registration);
      await choose(page, "Province", "Mpumalanga", js);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Company information saved.")).toBeVisible();
      await expect(page).toHaveURL(/\/profile\/company$/);
      const card = page.getByRole("region", { name: "Company information" });
      await expect(card).toContainText(registration);
      await expect(card).toContainText("Mpumalanga");
    });
  });
}
