// The public site on a slow link (issue 7), with JavaScript disabled throughout: the pages are
// complete without it, ship no scripts, hold their layout at the spec's breakpoints (spec §9: 750
// and 900 px, plus a small phone and a desktop) and revalidate to 304. axe checks them in
// accessibility.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { FARMER, signIn, submitProviderSignIn } from "./fixtures";

interface PublicPage {
  path: string;
  heading: string;
  /** Text the page must show: a sample of its real content. */
  shows: string[];
}

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: "/",
    heading: "Healthier soil, and an income from carbon",
    shows: [
      // spec §1: the five audience labels
      "Regenerative farmer",
      "Farmer interested in conservation practices",
      "Academia",
      "Agri-consultant",
      "Interested party",
      // spec §1: the journey
      "Eligibility and viability checks",
      "Map your fields",
      "Implementation plan",
      "Practice data",
      "What you could earn",
      "Work with us",
    ],
  },
  {
    path: "/faqs",
    heading: "Frequently asked questions",
    shows: [
      "The programme",
      "Eligibility",
      "Data and privacy",
      "Payments",
      "What is a carbon credit?",
      "Which provinces does the programme cover?",
      "How and when will I be paid?",
      "Why does the application form ask for my race and gender?",
    ],
  },
  {
    path: "/partners",
    heading: "Our partners",
    shows: ["Karoo Soil Laboratory", "Highveld Grazing Collective", "fictional examples"],
  },
  {
    path: "/terms-and-conditions",
    heading: "Terms and conditions",
    shows: [
      "Estimates are not promises",
      "The journey and your carbon contract",
      "Law and disputes",
    ],
  },
  {
    path: "/privacy-policy",
    heading: "Privacy policy",
    shows: [
      "Protection of Personal Information Act",
      "Special personal information",
      "identity provider",
      "scheduling provider",
      "Information sent outside South Africa",
      "How long we keep it",
      "Your rights",
      "privacy@veld.example",
      "POPIAComplaints@inforegulator.org.za",
      "Demonstration operator.",
    ],
  },
  // Issue 5's page, under issue 7's budget: still a placeholder, but it must stay script-free.
  { path: "/jobs", heading: "Jobs", shows: [] },
];

const WIDTHS = [360, 750, 900, 1280];

test.use({ javaScriptEnabled: false });

test.describe("with JavaScript disabled", () => {
  for (const { path, heading, shows } of PUBLIC_PAGES) {
    test(`${path} shows its content, and its layout holds at ${WIDTHS.join(", ")} px`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      for (const text of shows) {
        await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();
      }
      await expect(page.getByText(/lorem ipsum/i)).toHaveCount(0);

      if (path === "/faqs") await page.locator("summary").first().click();
      // The layout responds to the viewport without a reload.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoHorizontalScroll(page, `${path} at ${width} px`);
      }
    });
  }

  test("the landing page links to the earnings potential, FAQs, partners and jobs", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const href of ["/earnings-potential", "/faqs", "/partners", "/jobs"]) {
      await expect(main.locator(`a[href="${href}"]`).first(), href).toBeVisible();
    }
    // Partners come from the database: the first four, with their logos.
    await expect(main.locator(".partner")).toHaveCount(4);
  });

  test("'Get started' leads to the sign-in page, and signing in comes back to the profile", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get started" }).first().click();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await submitProviderSignIn(page, FARMER);
    await expect(page).toHaveURL(/\/profile(\/home)?$/);
  });

  test("an FAQ answer opens from its question, and from a link to it", async ({ page }) => {
    await page.goto("/faqs");
    const answer = page.getByText("One carbon credit stands for one tonne");
    await expect(answer).toBeHidden();
    await page.getByText("What is a carbon credit?", { exact: true }).click();
    await expect(answer).toBeVisible();

    // Every answer carries a link to itself; following one opens that answer.
    const link = page.locator('a[href="#how-to-apply"]');
    await expect(link).toHaveCount(1);
    await page.goto("/faqs#how-to-apply");
    await expect(page.getByText("Open /jobs, choose a position")).toBeVisible();
  });

  test("the FAQs come in the issue's groups, in order", async ({ page }) => {
    await page.goto("/faqs");
    const headings = await page.locator("main .faq-group > h2").allTextContents();
    expect(headings).toEqual([
      "The programme",
      "Eligibility",
      "Data and privacy",
      "Payments",
      "Jobs",
    ]);
  });

  test("no public page ships a script, a web font or a non-lazy image", async ({
    page,
    request,
  }) => {
    for (const { path } of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, `${path}: no <script> of any kind`).not.toMatch(/<script/i);
      expect(html, `${path}: no module preloads`).not.toContain("modulepreload");

      const requested: string[] = [];
      page.on("request", (req) => requested.push(`${req.resourceType()} ${req.url()}`));
      await page.goto(path);
      expect(
        requested.filter((r) => /^(script|font) /.test(r)),
        path,
      ).toEqual([]);
      page.removeAllListeners("request");

      for (const img of await page.locator("img").all()) {
        await expect(img).toHaveAttribute("loading", "lazy");
        await expect(img).toHaveAttribute("width", /^\d+$/);
        await expect(img).toHaveAttribute("height", /^\d+$/);
        await expect(img).toHaveAttribute("src", /\.(svg|webp|avif)$/);
      }
    }
  });

  test("partner logos are served as SVG", async ({ page, request }) => {
    await page.goto("/partners");
    const sources = await page
      .locator("main img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")!));
    expect(sources.length).toBeGreaterThanOrEqual(6);
    for (const src of sources) {
      const logo = await request.get(src);
      expect(logo.status(), src).toBe(200);
      expect(logo.headers()["content-type"], src).toContain("image/svg+xml");
    }
  });

  test("a repeat visit is a 304; the page of a signed-in person is private", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const { path } of PUBLIC_PAGES) {
      const first = await anonymous.get(path);
      const tag = first.headers()["etag"];
      expect(tag, path).toMatch(/^W\/"/);
      expect(first.headers()["cache-control"], path).toBe("public, no-cache");
      expect(first.headers()["vary"], path).toContain("Cookie");
      const repeat = await anonymous.get(path, { headers: { "If-None-Match": tag! } });
      expect(repeat.status(), path).toBe(304);
      expect(await repeat.body(), path).toHaveLength(0);
    }
    const etag = (await anonymous.get("/faqs")).headers()["etag"];
    await anonymous.dispose();

    // Signed in, the header shows the name: another page, so another ETag, and private.
    await signIn(page, FARMER, "/profile");
    await expect(page).toHaveURL(/\/profile(\/home)?$/);
    const personal = await page.request.get("/faqs", { headers: { "If-None-Match": etag! } });
    expect(personal.status()).toBe(200);
    expect(personal.headers()["cache-control"]).toBe("private, no-cache");
    expect(personal.headers()["etag"]).not.toBe(etag);
    expect(await personal.text()).toContain("Thandi Nkosi");
  });

  test("the header's signed-in state is right on a page seen before signing in", async ({
    page,
  }) => {
    await page.goto("/partners");
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    await signIn(page, FARMER, "/profile");
    await expect(page).toHaveURL(/\/profile(\/home)?$/);
    // The browser kept /partners, but must ask again (no-cache): the new page has the name.
    await page.goto("/partners");
    await expect(page.getByText("Thandi Nkosi")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);
  });
});

// axe runs once per distinct page (issue 29): accessibility.spec.ts checks every public
// page (pages.ts PUBLIC_PAGES) at 360 px, with the same no-script check on each.

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}
