// 'Create Your Profile' (/profile/signup) and /verify, with JavaScript and without (spec §2
// '/profile', §3 'Sign-up profile', §4 'Sign-up success', §5 'Sign-up phone', §8 sign-up rows).
// The newcomer demo account can sign up once per server run, so only one test uses it; every
// other test creates its own account at the embedded provider's 'Create an account' page.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { NEWCOMER, hydrated, signIn } from "./fixtures";

const SIGNUP = "/profile/signup";
const form = (page: Page) => page.locator("form#signup");
let accounts = 0;

/** A new account at the embedded provider, signed in and brought to /profile/signup. */
async function newAccount(page: Page, label: string) {
  const email = `signup-${label}-${Date.now()}-${++accounts}@veld.example`;
  await page.goto(`/auth/login?returnTo=${encodeURIComponent(SIGNUP)}`);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByLabel("First name").fill("Test");
  await page.getByLabel("Surname").fill("Farmer");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile\/signup$/);
  return email;
}

/** Waits, with JavaScript, until the form has hydrated (it then shows its first step alone). */
async function ready(page: Page, js: boolean) {
  await expect(page.getByRole("heading", { name: "Create Your Profile" })).toBeVisible();
  if (js)
    await expect(form(page).locator(".kf-steps__progress")).toHaveText("Step 1 of 4: About you", {
      timeout: 20_000,
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Picks an option in a kit dropdown: a combobox with JavaScript, a native select without. */
async function choose(scope: Locator, label: string, option: string, js: boolean) {
  const box = scope.getByRole("combobox", { name: label, exact: true });
  if (!js) return box.selectOption({ label: option });
  await box.click();
  await box.fill(option);
  await scope
    .getByRole("listbox", { name: label })
    // A chosen option's name starts with a tick (the kit's CSS).
    .getByRole("option", { name: new RegExp(`^(✓ )?${escape(option)}$`) })
    .click();
  await expect(box).toHaveValue(option);
  // Leaving the field may show other fields' errors: let the page move before the next click.
  await box.blur();
}

/**
 * With JavaScript the form is in four steps (decision 0142): 'Continue' to the next, whose title
 * the progress line then names. Without it every step shows and there is nothing to press.
 */
async function nextStep(page: Page, js: boolean, title: string) {
  if (!js) return;
  await form(page).getByRole("button", { name: "Continue" }).click();
  await expect(form(page).locator(".kf-steps__progress")).toHaveText(new RegExp(`: ${title}$`));
}

/** The first step: names and phone. */
async function fillNames(page: Page) {
  const f = form(page);
  await f.getByLabel("First name").fill("Naledi");
  await f.getByLabel("Surname").fill("Khumalo");
  await f.getByRole("group", { name: "Phone number" }).getByLabel("Number").fill("082 123 4567");
}

/** The second step: what the person does, where, and how they heard of the programme. */
async function fillWhere(page: Page, js: boolean) {
  const f = form(page);
  await choose(f, "What describes you the best?", "Regenerative farmer", js);
  await choose(f, "Province", "KwaZulu-Natal", js);
  await choose(f, "How did you hear about us?", "A webinar", js);
}

/** The first two steps, leaving the form on the third (with JavaScript). */
async function fillAboutYou(page: Page, js: boolean) {
  await fillNames(page);
  await nextStep(page, js, "What you do and where");
  await fillWhere(page, js);
  await nextStep(page, js, "Your farm or organisation");
}

async function fillValid(page: Page, js: boolean) {
  const f = form(page);
  await fillAboutYou(page, js);
  await f.getByLabel("Name of your farm or organisation").fill("Khumalo Plaas");
  await choose(f, "Your role in it", "Farmer / Land Owner", js);
  await nextStep(page, js, "Referral, news and agreement");
  await f.getByLabel("I agree to the terms and conditions and the privacy policy").check();
}

async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
}

test.describe("the newcomer demo account", () => {
  test("signs up with JavaScript and lands on /profile/home with 'Sign up complete!'", async ({
    page,
  }) => {
    await signIn(page, NEWCOMER, SIGNUP);
    await expect(page).toHaveURL(/\/profile\/signup$/);
    await ready(page, true);
    // spec §3 'email: pre-filled from the signed-in user, read-only'.
    const email = form(page).getByLabel("Email");
    await expect(email).toHaveValue(NEWCOMER);
    await expect(email).toHaveAttribute("readonly", "");
    await fillValid(page, true);
    await form(page).getByRole("button", { name: "Create my profile" }).click();
    await expect(page).toHaveURL(/\/profile\/home$/);
    await expect(page.getByText("Sign up complete!")).toBeVisible();
    // spec §2: signed up, /profile/signup sends them to /profile/home.
    await page.goto(SIGNUP);
    await expect(page).toHaveURL(/\/profile\/home$/);
  });
});

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    // The newcomer's walk (issue 31): on a phone from the start, and after every post the first
    // screen says what happened and what comes next.
    test("on a phone a newcomer signs up, starts the journey and expresses interest; each answer opens in the first screen", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const email = await newAccount(page, js ? "js" : "nojs");
      await ready(page, js);
      await expect(form(page).getByLabel("Email")).toHaveValue(email);
      // The names just given at the provider, from the ID token (decision 0065); changeable.
      await expect(form(page).getByLabel("First name")).toHaveValue("Test");
      await expect(form(page).getByLabel("Surname")).toHaveValue("Farmer");
      await fillValid(page, js);
      // Without the agreement: without JavaScript the post is refused and the server's summary
      // opens the page, with a link to the box and the reason beside it; with JavaScript the
      // button waits, disabled, and says why beneath it (spec §5). Every answer is kept.
      const consent = form(page).getByLabel(
        "I agree to the terms and conditions and the privacy policy",
      );
      await consent.uncheck();
      const create = form(page).getByRole("button", { name: "Create my profile" });
      if (js) {
        // The button, in the step's screen, says why it waits (read with it, shown beneath it).
        await expect(create).toBeDisabled();
        await expect(create).toBeInViewport();
        await expect(create).toHaveAccessibleDescription(
          "Fill in every required field to continue.",
        );
      } else {
        await create.click();
        const summary = form(page).locator(".kf-error-summary");
        await expect(summary).toBeInViewport();
        await expect(summary).toContainText("There is a problem with 1 answer");
        await summary
          .getByRole("link", { name: "I agree to the terms and conditions and the privacy policy" })
          .click();
        await expect(
          form(page).getByText("Please agree to the terms and conditions and the privacy policy."),
        ).toBeInViewport();
        await expectError(
          consent,
          "Please agree to the terms and conditions and the privacy policy.",
        );
      }
      await expect(form(page).getByLabel("Name of your farm or organisation")).toHaveValue(
        "Khumalo Plaas",
      );
      await consent.check();
      await form(page).getByRole("button", { name: "Create my profile" }).click();
      await expect(page).toHaveURL(/\/profile\/home$/);
      // The outcome and the next step where the eye is: without JavaScript a banner at the top,
      // in the flow (it covers nothing); with it, a notification that floats at the bottom. The
      // next action comes before the programme's events.
      await expect(page.getByText("Sign up complete!")).toBeInViewport();
      const next = page.getByRole("link", { name: "Next: Start your journey" });
      await expect(next).toBeInViewport();
      if (!js) {
        await expect(page.locator(".toaster--page")).toContainText("Sign up complete!");
        expect(
          await page.locator(".toaster--page").evaluate((el) => getComputedStyle(el).position),
        ).toBe("static");
      }
      const events = page.getByRole("heading", { name: "Upcoming events" });
      await expect(events).toBeVisible();
      const start = page.locator(".org-next").getByRole("link", { name: "Start your journey" });
      await expect(start).toBeInViewport();
      expect((await start.boundingBox())!.y).toBeLessThan((await events.boundingBox())!.y);
      await page.goto(SIGNUP);
      await expect(page).toHaveURL(/\/profile\/home$/);
      await expect(start).toBeInViewport();

      await start.click();
      await expect(page.getByRole("heading", { name: "Start your journey" })).toBeVisible();
      const interest = page.locator("form#express-interest");
      if (js) await hydrated(page);
      await choose(
        interest,
        "Which programme are you interested in?",
        "Soil carbon on grazing land (adaptive grazing)",
        js,
      );
      // No hectares: without JavaScript refused, the summary in the first screen and the
      // programme kept; with it, the button waits and says why.
      const send = interest.getByRole("button", { name: "Express interest" });
      if (js) {
        await expect(send).toBeDisabled();
        await expect(send).toHaveAccessibleDescription("Fill in every required field to continue.");
      } else {
        await send.click();
        await expect(interest.locator(".kf-error-summary")).toBeInViewport();
        await expect(
          interest.getByRole("combobox", { name: "Which programme are you interested in?" }),
        ).toHaveValue("soilCarbonGrazing");
      }
      await interest.getByLabel("Roughly how many hectares would you like to enrol?").fill("300");
      await send.click();
      await expect(page.getByText(/Thank you for your interest/).first()).toBeInViewport();
      await expect(
        page.getByRole("link", { name: "Next: the eligibility questions" }),
      ).toBeInViewport();
    });

    test("a wrong phone number says 'Invalid phone number for selected country'; N/A is not checked", async ({
      page,
    }) => {
      await newAccount(page, js ? "phone-js" : "phone-nojs");
      await ready(page, js);
      // With JavaScript the phone is in the first step: the check happens there.
      await (js ? fillNames(page) : fillValid(page, js));
      const phone = form(page).getByRole("group", { name: "Phone number" });
      // One digit too many for South Africa.
      await phone.getByLabel("Number").fill("082 123 45678");
      await phone.getByLabel("Number").blur();
      await form(page)
        .getByRole("button", { name: js ? "Continue" : "Create my profile" })
        .click();
      await expectError(phone.getByLabel("Number"), "Invalid phone number for selected country");
      // spec §5 'only digits and spaces are accepted' (with JavaScript letters never appear).
      if (js) {
        await phone.getByLabel("Number").fill("");
        await phone.getByLabel("Number").pressSequentially("08a2");
        await expect(phone.getByLabel("Number")).toHaveValue("082");
      }
      // spec §5 'no check when the country is N/A'.
      await phone.getByLabel("Country code").selectOption({ label: "N/A (no country code)" });
      await phone.getByLabel("Number").fill("12345");
      if (js) {
        await nextStep(page, js, "What you do and where");
        await fillWhere(page, js);
        await nextStep(page, js, "Your farm or organisation");
        await form(page).getByLabel("Name of your farm or organisation").fill("Khumalo Plaas");
        await choose(form(page), "Your role in it", "Farmer / Land Owner", js);
        await nextStep(page, js, "Referral, news and agreement");
        await form(page)
          .getByLabel("I agree to the terms and conditions and the privacy policy")
          .check();
      }
      await form(page).getByRole("button", { name: "Create my profile" }).click();
      await expect(page).toHaveURL(/\/profile\/home$/);
    });
  });
}

test.describe("with JavaScript", () => {
  test("each conditional field appears, disappears and comes back empty", async ({ page }) => {
    await newAccount(page, "conditional");
    await ready(page, true);
    const f = form(page);
    await fillNames(page);
    await nextStep(page, true, "What you do and where");
    // otherUserType only when userType is 'other' (spec §3).
    const other = f.getByLabel("Tell us what describes you");
    await expect(other).toHaveCount(0);
    await choose(f, "What describes you the best?", "Other", true);
    await other.fill("Soil scientist");
    await choose(f, "What describes you the best?", "Academia", true);
    await expect(other).toHaveCount(0);
    await choose(f, "What describes you the best?", "Other", true);
    await expect(other).toHaveValue("");
    // region only when country is ZA.
    const province = f.getByRole("combobox", { name: "Province", exact: true });
    await choose(f, "Province", "Limpopo", true);
    await choose(f, "Country", "Botswana", true);
    await expect(province).toHaveCount(0);
    await choose(f, "Country", "South Africa", true);
    await expect(province).toHaveValue("");
    // referralCode only when hasReferral is true (the third step).
    await other.fill("Soil scientist");
    await fillWhere(page, true);
    await nextStep(page, true, "Your farm or organisation");
    await f.getByLabel("Name of your farm or organisation").fill("Khumalo Plaas");
    await choose(f, "Your role in it", "Farmer / Land Owner", true);
    await nextStep(page, true, "Referral, news and agreement");
    const code = f.getByRole("textbox", { name: "Referral code" });
    const hasReferral = f.getByRole("switch", { name: "Do you have a referral code?" });
    await expect(code).toHaveCount(0);
    await hasReferral.check();
    await code.fill("FARM-2345");
    await hasReferral.uncheck();
    await expect(code).toHaveCount(0);
    await hasReferral.check();
    await expect(code).toHaveValue("");
  });

  test("a sign-up sent from a second tab after the first signed up: 409, the message, the form cleared", async ({
    page,
    context,
  }) => {
    await newAccount(page, "twice");
    const second = await context.newPage();
    await second.goto(SIGNUP);
    await ready(second, true);
    await fillValid(second, true);
    await ready(page, true);
    await fillValid(page, true);
    await form(page).getByRole("button", { name: "Create my profile" }).click();
    await expect(page).toHaveURL(/\/profile\/home$/);

    const [response] = await Promise.all([
      second.waitForResponse((r) => r.request().method() === "POST"),
      form(second).getByRole("button", { name: "Create my profile" }).click(),
    ]);
    expect(response.status()).toBe(409);
    await expect(
      second.getByText("A user has already signed up with this email! Please sign in again"),
    ).toBeVisible();
    // Cleared of what was typed ('Naledi'): back to the form's start, the provider's names
    // (decision 0065).
    await expect(form(second).getByLabel("First name")).toHaveValue("Test");
    await expect(form(second).getByLabel("Name of your farm or organisation")).toHaveValue("");
  });

  test("a known referral code is accepted, an unknown one refused", async ({ page }) => {
    await newAccount(page, "referral");
    await ready(page, true);
    await fillValid(page, true);
    await form(page).getByRole("switch", { name: "Do you have a referral code?" }).check();
    await form(page).getByRole("textbox", { name: "Referral code" }).fill("ABCD-EFGH");
    await form(page).getByRole("button", { name: "Create my profile" }).click();
    await expectError(
      form(page).getByRole("textbox", { name: "Referral code" }),
      "We don't know this referral code",
    );
    // The demo farmer's own code (app/demo/people.server.ts).
    await form(page).getByRole("textbox", { name: "Referral code" }).fill("farm-2345");
    await form(page).getByRole("button", { name: "Create my profile" }).click();
    await expect(page).toHaveURL(/\/profile\/home$/);
  });
});

test.describe("with JavaScript on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the form goes in four short steps: Continue stays on a wrong answer, Back keeps every value", async ({
    page,
  }) => {
    await newAccount(page, "steps");
    await ready(page, true);
    const f = form(page);
    const progress = f.locator(".kf-steps__progress");
    await expect(progress).toHaveText("Step 1 of 4: About you");
    // Only the first step shows; its button is in reach, not 2,300 px down.
    await expect(f.getByLabel("Name of your farm or organisation")).toBeHidden();
    await expect(f.getByRole("button", { name: "Create my profile" })).toHaveCount(0);
    await f.getByLabel("First name").fill("");
    await f.getByRole("button", { name: "Continue" }).click();
    // Refused: still step 1, the first wrong answer focused with its message beside it.
    await expect(progress).toHaveText("Step 1 of 4: About you");
    await expect(f.getByLabel("First name")).toBeFocused();
    await expect(f.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByRole("button", { name: "Continue" })).toBeInViewport();
    await fillNames(page);
    await nextStep(page, true, "What you do and where");
    await fillWhere(page, true);
    await nextStep(page, true, "Your farm or organisation");
    // The new step opens at the top of the screen, its first field in the first screen.
    await expect(progress).toBeInViewport();
    await expect(f.getByLabel("Name of your farm or organisation")).toBeInViewport();
    await f.getByLabel("Name of your farm or organisation").fill("Khumalo Plaas");
    await f.getByRole("button", { name: "Back" }).click();
    await f.getByRole("button", { name: "Back" }).click();
    await expect(progress).toHaveText("Step 1 of 4: About you");
    await expect(f.getByLabel("First name")).toHaveValue("Naledi");
    await nextStep(page, true, "What you do and where");
    await nextStep(page, true, "Your farm or organisation");
    await expect(f.getByLabel("Name of your farm or organisation")).toHaveValue("Khumalo Plaas");
    await choose(f, "Your role in it", "Farmer / Land Owner", true);
    await nextStep(page, true, "Referral, news and agreement");
    await f.getByLabel("I agree to the terms and conditions and the privacy policy").check();
    const create = f.getByRole("button", { name: "Create my profile" });
    await expect(create).toBeInViewport();
    await create.click();
    await expect(page).toHaveURL(/\/profile\/home$/);
    await expect(page.getByText("Sign up complete!")).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("conditional fields say when they apply, and the server ignores them when they don't", async ({
    page,
  }) => {
    await newAccount(page, "hidden");
    await ready(page, false);
    const f = form(page);
    await expect(f.getByText("Only if ‘What describes you the best?’ is ‘Other’.")).toBeVisible();
    await expect(f.getByText("Only if ‘Country’ is ‘South Africa’.")).toBeVisible();
    await expect(f.getByText("Only if ‘Do you have a referral code?’ is Yes.")).toBeVisible();
    await fillValid(page, false);
    await f.getByLabel("Surname").fill("");
    await f.getByLabel("Tell us what describes you").fill("Typed, though it does not apply");
    await choose(f, "Country", "Botswana", false);
    await f.getByRole("textbox", { name: "Referral code" }).fill("ABCD-EFGH");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      f.getByRole("button", { name: "Create my profile" }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expectError(f.getByLabel("Surname"), "Required");
    // Hidden by the other answers: ignored and cleared; everything else kept.
    await expect(f.getByLabel("Tell us what describes you")).toHaveValue("");
    await expect(f.getByRole("textbox", { name: "Referral code" })).toHaveValue("");
    await expect(f.getByRole("combobox", { name: "Province", exact: true })).toHaveValue("");
    await expect(f.getByRole("combobox", { name: "Country", exact: true })).toHaveValue("BW");
    await expect(f.getByLabel("First name")).toHaveValue("Naledi");
    await expect(f.getByLabel("Name of your farm or organisation")).toHaveValue("Khumalo Plaas");
  });

  test("a too-long value: 400, 'Too many characters. Please correct the highlighted field(s)', the field marked, values kept", async ({
    page,
  }) => {
    await newAccount(page, "long");
    await ready(page, false);
    await fillValid(page, false);
    const f = form(page);
    // The browser's maxlength stops typing; a post can still carry more (an old browser, a script).
    await f.getByLabel("First name").evaluate((input) => input.removeAttribute("maxlength"));
    await f.getByLabel("First name").fill("N".repeat(51));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      f.getByRole("button", { name: "Create my profile" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(
      f.getByText("Too many characters. Please correct the highlighted field(s)"),
    ).toBeVisible();
    await expectError(f.getByLabel("First name"), "Too many characters");
    await expect(f.getByLabel("First name")).toHaveValue("N".repeat(51));
    await expect(f.getByLabel("Surname")).toHaveValue("Khumalo");
    await expect(f.getByLabel("Name of your farm or organisation")).toHaveValue("Khumalo Plaas");
  });
});

/** The newest .eml the server wrote for `to`, decoded enough to read its links. */
function latestMailTo(to: string): string | null {
  const dir = path.join(E2E_DATA_DIR, "mail");
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const text = fs
      .readFileSync(file, "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
  }
  return null;
}

test.describe("/verify without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the verification link lands on /verify, confirmed; used again it says the link has expired", async ({
    page,
  }) => {
    const email = await newAccount(page, "verify");
    await page.goto("/verify");
    await expect(page.getByText(`${email} is not confirmed yet`)).toBeVisible();
    let mail: string | null = null;
    await expect.poll(() => (mail = latestMailTo(email)), { timeout: 15_000 }).not.toBeNull();
    const link = /https?:\/\/\S+\/oidc\/verify-email\?token=[\w%-]+/.exec(mail!)![0];

    await page.goto(link);
    await expect(page).toHaveURL(/\/verify\?status=verified$/);
    await expect(
      page.getByRole("heading", { name: "Your e-mail address is confirmed" }),
    ).toBeVisible();
    await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();

    await page.goto(link);
    await expect(page).toHaveURL(/\/verify\?status=expired$/);
    await expect(
      page.getByRole("heading", { name: "This link has expired or has already been used" }),
    ).toBeVisible();
  });

  test("a signed-in person whose address is not confirmed asks for a new link", async ({
    page,
  }) => {
    const email = await newAccount(page, "resend");
    await page.goto("/verify");
    await page.getByRole("button", { name: "Resend verification e-mail" }).click();
    // The provider sent one moments ago, at sign-up: one a minute.
    await expect(page).toHaveURL(/\/verify\?status=too-soon$/);
    await expect(
      page.getByRole("heading", { name: "We sent you a link a moment ago" }),
    ).toBeVisible();
    await expect(page.getByText(`${email} is not confirmed yet`)).toBeVisible();
  });
});
