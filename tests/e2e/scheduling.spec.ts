// The scheduling widget (spec §2 'Scheduling widget', §4 'Widgets', §7, §9) on its catalogue page
// (/dev/kit/scheduling), against a fake scheduling page served by Playwright at the address the
// e2e server's SCHEDULING_URL names (playwright.config.ts). The fake page posts the
// provider's messages to its parent, as the real embed does.
import { expect, test, type Page } from "@playwright/test";

const PAGE = "/dev/kit/scheduling";
const PROVIDER = "https://scheduling.example";

const FAKE_PAGE = `<!doctype html>
<html><head><title>Fake scheduling page</title></head>
<body>
<h1>Pick a time</h1>
<p id="query"></p>
<script>
  document.getElementById("query").textContent = location.search;
  parent.postMessage({ event: "calendly.profile_page_viewed", payload: {} }, "*");
  parent.postMessage({ event: "calendly.page_height", payload: { height: "900px" } }, "*");
</script>
</body></html>`;

/**
 * Serves the fake page once the test releases it, so the spinner can be seen before the page
 * arrives however busy the machine is (a fixed delay was once shorter than the machine's pauses).
 */
async function fakeProvider(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${PROVIDER}/**`, async (route) => {
    await held;
    await route.fulfill({ contentType: "text/html", body: FAKE_PAGE });
  });
  return release;
}

test.describe("with JavaScript", () => {
  // No bypassCSP: the e2e server sets SCHEDULING_URL to the fake provider's address, so the
  // production CSP's frame-src must let exactly that origin in.
  // Each test releases the fake page once it has seen what shows before the page arrives.
  let release = () => {};
  test.beforeEach(async ({ page }) => {
    release = await fakeProvider(page);
  });

  test("inline: a spinner until the page loads, the embed parameters, the events and the height", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const inline = page.locator(".scheduling-inline");
    const iframe = inline.locator("iframe");
    await expect(iframe).toBeAttached();
    await expect(inline.getByRole("status")).toBeVisible();

    const src = new URL((await iframe.getAttribute("src"))!);
    expect(src.origin).toBe(PROVIDER);
    expect(src.searchParams.get("embed_type")).toBe("Inline");
    expect(src.searchParams.get("embed_domain")).toBe("1");
    expect(src.searchParams.get("email")).toBe("farmer@veld.example");

    release();
    const frame = page.frameLocator(".scheduling-inline iframe");
    await expect(frame.getByRole("heading", { name: "Pick a time" })).toBeVisible();
    await expect(inline.getByRole("status")).toHaveCount(0);
    // spec §9: 630 px until the page reports its height; then its height.
    const events = page.getByRole("list", { name: "Scheduling events" });
    await expect(events).toContainText("calendly.profile_page_viewed");
    await expect(events).toContainText("calendly.page_height (900px)");
    await expect.poll(async () => (await inline.boundingBox())?.height).toBe(900);
  });

  test("popup: opened by the trigger, closed by the close button, the overlay and Escape", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const trigger = page.getByRole("button", { name: "Book an onboarding call" });
    const dialog = page.getByRole("dialog", { name: "Book a call" });
    await expect(dialog).toHaveCount(0);

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toBeVisible();
    const src = new URL((await dialog.locator("iframe").getAttribute("src"))!);
    expect(src.searchParams.get("embed_type")).toBe("PopupText");
    release();
    await expect(
      page.frameLocator(".scheduling-popup iframe").getByRole("heading", { name: "Pick a time" }),
    ).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveCount(0);
    // spec §9: at most 1000×680 (the desktop viewport is 1280×720).
    const box = (await dialog.locator(".scheduling-popup__panel").boundingBox())!;
    expect(box.width).toBe(1000);
    expect(box.height).toBeLessThanOrEqual(680);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    // A click on the overlay, away from the panel.
    await page.mouse.click(10, 10);
    await expect(dialog).toHaveCount(0);

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("popup fills the screen below the 975 px breakpoint (spec §9)", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto(PAGE);
    await page.getByRole("button", { name: "Book an onboarding call" }).click();
    const panel = page.locator(".scheduling-popup__panel");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(800);
    expect(box.height).toBe(700);
  });

  test("badge: 'Schedule time with me', powered by the provider, opens the popup", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const badge = page.locator(".scheduling-badge").getByRole("button");
    await expect(badge).toContainText("Schedule time with me");
    await expect(badge).toContainText("powered by Scheduling");
    await badge.click();
    const dialog = page.getByRole("dialog", { name: "Book a call" });
    await expect(dialog).toBeVisible();
    const src = new URL((await dialog.locator("iframe").getAttribute("src"))!);
    expect(src.searchParams.get("embed_type")).toBe("PopupWidget");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each widget is a plain link opening the scheduling page in a new tab", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator("iframe")).toHaveCount(0);
    const link = page.getByRole("link", { name: "Book a call (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin).toBe(PROVIDER);
    expect(href.searchParams.get("name")).toBe("Thandi Nkosi");
    expect(href.searchParams.has("embed_type")).toBe(false);
    await expect(
      page.getByRole("link", { name: "Book an onboarding call (opens in a new tab)" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Schedule time with me/ })).toBeVisible();
  });
});
