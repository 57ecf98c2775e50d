// No page has a serious or critical accessibility violation at a farmer's phone's width (issue 13,
// "axe with no serious violations at 360 px on every page"): axe (WCAG 2.0 and 2.1, A and AA) over
// every public page, the embedded provider's sign-in and sign-up pages, every built /profile and
// /admin page with their URL dialogs and edit forms, and forms refused for empty required fields.
// Checked with JavaScript on (hydrated widgets, dialogs as real modals) and off (the server's HTML).
// Named to run after journey.spec.ts, journey2-contracting.spec.ts and journey3-layout.spec.ts: by
// then the demo farm has its legal entity, signatories, farms and contract, so the tables, maps and
// downloads that only appear then are checked too. Read-only: the refused posts create nothing.
// On the same visits, the built signed-in pages get narrow-screens.spec.ts's checks (issue 13): each
// answers at the path asked for, fits 360 px, and the console shows no CSP refusal.
// Without JavaScript, a page whose DOM is the one axe already examined with JavaScript (no dialog,
// frame or <noscript>, controls at their defaults) is not examined again: same DOM, same result.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN, FARMER, signIn } from "./fixtures";
import { companyPage, expectNoOverflow, expectShown, watchCsp } from "./layout";
import {
  ADMIN_BUILT_PAGES,
  ADMIN_PAGES,
  FARMER_BUILT_PAGES,
  FARMER_PAGES,
  PUBLIC_PAGES,
} from "./pages";

// A missing element fails in seconds, not at the test's timeout. The sweeps' own timeouts are
// generous: they run in the journeys lane while the standalone lane shares the machine's two
// cores, and a timeout here would say the machine was busy, not that a page is inaccessible.
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
};

/** One line per violation: what axe calls it, what to do, and where (the first few elements). */
function describe(violations: Violation[]) {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, 4).map((n) => JSON.stringify(n.target));
      const more = v.nodes.length > 4 ? ` … and ${v.nodes.length - 4} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×) at ${targets.join(", ")}${more}`;
    })
    .join("\n");
}

const analyze = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();

/** The server's HTML as a browser without JavaScript shows it: no scripts, <noscript> unwrapped. */
function withoutScripts(html: string) {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<\/?noscript>/gi, "");
  return /^<!doctype/i.test(body) ? body : `<!DOCTYPE html>${body}`;
}

/**
 * axe is injected as a script, so it cannot run in a page with JavaScript off (it waits forever).
 * The page as that browser shows it (read through the DevTools protocol, which needs no script)
 * is served again, without its scripts, at the same URL in a page with JavaScript on, and axe runs
 * there: same DOM, same stylesheets, same viewport.
 */
let copyContext: BrowserContext | null = null;

/** One page with JavaScript on per test, beside the page under test, to serve the copies in. */
async function copyPageFor(page: Page) {
  copyContext ??= await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  return copyContext.pages()[0] ?? copyContext.newPage();
}

test.afterEach(async () => {
  await copyContext?.close();
  copyContext = null;
});

/** The page's DOM as HTML, read through the DevTools protocol (which needs no script). */
async function domOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId: root.nodeId });
  await cdp.detach();
  return outerHTML;
}

/**
 * What axe examines of a page, when its HTML says all of it: the DOM without scripts, or null when
 * part of what is shown is not in the HTML (a dialog, modal or not; a frame; a canvas; <noscript>,
 * shown only without JavaScript).
 */
function examined(html: string) {
  if (/<(noscript|dialog|iframe|frame|object|embed|canvas)\b|shadowrootmode/i.test(html))
    return null;
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/**
 * What axe examined with JavaScript on, by path, for the run without it (same worker, the tests
 * "with JavaScript" run first; after a retry or alone it is empty and every page is examined).
 */
const examinedWithJs = new Map<string, string>();

/** With JavaScript on: notes what axe is about to examine, if the HTML says all of it. */
async function noteExamined(page: Page, path: string) {
  // Nothing the HTML does not say: controls at their defaults, focus and scroll where a browser
  // without JavaScript puts them, no shadow roots or constructed stylesheets.
  const atRest = await page.evaluate(() => {
    const controls = [...document.querySelectorAll("input, textarea, select")];
    const defaults = controls.every((control) => {
      if (control instanceof HTMLSelectElement)
        return [...control.options].every((o) => o.selected === o.defaultSelected);
      if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type))
        return control.checked === control.defaultChecked;
      const field = control as HTMLInputElement | HTMLTextAreaElement;
      return field.value === field.defaultValue;
    });
    const focus = document.activeElement;
    return (
      defaults &&
      (!focus || focus === document.body || focus.hasAttribute("autofocus")) &&
      window.scrollX === 0 &&
      window.scrollY === 0 &&
      document.adoptedStyleSheets.length === 0 &&
      ![...document.querySelectorAll("*")].some((element) => element.shadowRoot)
    );
  });
  const dom = atRest ? examined(await domOf(page)) : null;
  if (dom) examinedWithJs.set(path, dom);
  else examinedWithJs.delete(path);
}

async function analyzeWithoutJs(page: Page, path?: string) {
  const outerHTML = await domOf(page);
  // The same DOM as axe examined with JavaScript on: the same result, already checked.
  const dom = path === undefined ? null : examined(outerHTML);
  if (dom !== null && examinedWithJs.get(path!) === dom) return null;
  const url = page.url();
  const copy = await copyPageFor(page);
  // The stylesheets and images come from the server with the same cookies.
  await copy.context().addCookies(await page.context().cookies());
  await copy.unrouteAll({ behavior: "ignoreErrors" });
  await copy.route(
    (u) => u.href === url,
    (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: withoutScripts(outerHTML) }),
  );
  await copy.goto(url);
  return analyze(copy);
}

/**
 * Runs axe over the page as it stands; a serious or critical violation fails (softly). `path`: the
 * page as visited, to compare what is examined with and without JavaScript.
 */
async function expectAccessible(page: Page, label: string, js: boolean, path?: string) {
  if (js && path !== undefined) await noteExamined(page, path);
  const results = js ? await analyze(page) : await analyzeWithoutJs(page, path);
  if (!results) {
    test.info().annotations.push({ type: "same DOM as with JavaScript", description: label });
    return;
  }
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  expect
    .soft(
      blocking,
      `${label} (${page.url()}) has serious accessibility violations:\n${describe(blocking)}`,
    )
    .toEqual([]);
}

/**
 * Waits until the page's scripts have run (Remix sets its route modules once hydrated); pages
 * served as plain HTML without scripts (the public site, the provider's pages) are final at once.
 */
async function settle(page: Page, js: boolean, built = false) {
  await page.waitForLoadState("load");
  if (!js || (await page.locator("script[type=module]").count()) === 0) return;
  await page.waitForFunction(() => "__remixRouteModules" in window, null, { timeout: 20_000 });
  // Hydrated: widgets and dialogs (showModal) have taken their final form (narrow screens).
  if (built) await page.waitForLoadState("networkidle");
  // Let hydration's effects, dialog and toast transitions finish so colours are measured at rest.
  await page.waitForTimeout(300);
}

/**
 * The built signed-in pages the narrow-screen checks take (tests/e2e/pages.ts, and the company
 * page the admin's test finds), and the refusals by the Content Security Policy seen on them.
 */
const built = new Set<string>([...FARMER_BUILT_PAGES, ...ADMIN_BUILT_PAGES]);
let onBuiltPage = false;

async function visit(page: Page, path: string, js: boolean) {
  const isBuilt = built.has(path);
  onBuiltPage = isBuilt;
  const response = await page.goto(path);
  if (isBuilt) {
    // Still on the page asked for, not sent to sign in.
    expectShown(page, path, response?.status());
  } else {
    expect.soft(response?.status(), `${path} answers`).toBeDefined();
  }
  await settle(page, js, isBuilt);
  if (isBuilt) await expectNoOverflow(page, path);
}

async function check(page: Page, path: string, js: boolean) {
  await visit(page, path, js);
  await expectAccessible(page, path, js, path);
}

/**
 * The URL dialogs, edit forms and lists a page links to (?dialog=…, ?edit=…, ?step=…), one per
 * kind, so each dialog is checked open as well as the page under it.
 */
async function dialogLinks(page: Page) {
  const hrefs = await page
    .locator("main a[href*='dialog='], main a[href*='edit='], main a[href*='step=']")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const byKind = new Map<string, string>();
  for (const href of hrefs) {
    const url = new URL(href);
    // One of each: the dialog's name, or an edit form, or a list by step, on this path.
    const params = url.searchParams;
    const kind = `${url.pathname}|${params.get("dialog")}|${params.has("edit")}|${params.has("step")}`;
    if (!byKind.has(kind)) byKind.set(kind, `${url.pathname}${url.search}`);
  }
  return [...byKind.values()];
}

/**
 * Checks each page, then each dialog or edit form it links to that was not checked already.
 * `then`: more checks on each page of `paths`, as it stands after axe.
 */
async function checkAll(
  page: Page,
  paths: string[],
  js: boolean,
  then?: (path: string) => Promise<void>,
) {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) continue;
    seen.add(path);
    await check(page, path, js);
    await then?.(path);
    for (const dialog of await dialogLinks(page)) {
      if (seen.has(dialog)) continue;
      seen.add(dialog);
      await check(page, dialog, js);
    }
  }
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("the public pages and a job posting have no serious violations", async ({ page }) => {
      // The public site ships no JavaScript (decision 0012): one HTML either way, checked once.
      test.skip(!js, "no JavaScript on these pages: the same HTML as with it");
      test.setTimeout(360_000);
      // Each page ships no script: counted on the visit axe checked.
      await checkAll(page, PUBLIC_PAGES, js, async (path) => {
        expect(await page.locator("script[src], script[type=module]").count(), path).toBe(0);
      });
      // A posting and its application form, found from the list.
      await page.goto("/jobs");
      const posting = await page.locator("main a[href^='/jobs/']").first().getAttribute("href");
      expect(posting, "an active job posting to open").toBeTruthy();
      await check(page, posting!, js);
      // The application form refused for its empty required fields.
      await page.locator("main form button[type=submit]").last().click();
      await page.waitForLoadState("load");
      await settle(page, js);
      await expectAccessible(page, `${posting} refused`, js);
    });

    test("the provider's sign-in, sign-up and forgotten-password pages have no serious violations", async ({
      page,
    }) => {
      // The provider's pages are plain HTML forms with no script (app/idp/views).
      test.skip(!js, "no JavaScript on these pages: the same HTML as with it");
      test.setTimeout(240_000);
      await page.goto("/auth/login?returnTo=%2Fprofile");
      expect(await page.locator("script").count(), "the sign-in page has no script").toBe(0);
      await expect(page.getByLabel("Email")).toBeVisible();
      const signInUrl = page.url();
      await expectAccessible(page, "sign-in", js);
      // Refused: a wrong password.
      await page.getByLabel("Email").fill(FARMER);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByLabel("Password")).toBeVisible();
      await expectAccessible(page, "sign-in refused", js);
      // Sign-up, and sign-up refused for its empty fields.
      await page.goto(signInUrl);
      await page.locator("a[href*='/signup']").first().click();
      await expect(page.getByLabel("Password")).toBeVisible();
      await expectAccessible(page, "sign-up", js);
      await page.locator("form button[type=submit]").last().click();
      await page.waitForLoadState("load");
      await expectAccessible(page, "sign-up refused", js);
      // Forgotten password.
      await page.goto(signInUrl);
      await page.locator("a[href*='forgot-password']").first().click();
      await expect(page.getByLabel("Email")).toBeVisible();
      await expectAccessible(page, "forgotten password", js);
    });

    test("the farmer's pages, dialogs and refused forms have no serious violations", async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const csp = watchCsp(page, () => onBuiltPage);
      await signIn(page, FARMER, FARMER_PAGES[0]);
      await expect(page).toHaveURL(new RegExp(`${FARMER_PAGES[0]}$`));
      // The demo farm's contracting details are filled in by the specs before this one.
      await page.goto("/profile/journey/details");
      await expect(page.locator("main table").first()).toBeVisible();
      await checkAll(page, FARMER_PAGES, js);
      onBuiltPage = false;
      expect(csp, "no refusals by the Content Security Policy").toEqual([]);

      // Refused posts, without JavaScript only: with it the kit keeps a form's submit button
      // disabled until the form is valid, so nothing empty is posted.
      if (js) return;
      // The signatory dialog posted empty: the dialog comes back with its messages.
      await visit(page, "/profile/journey/details?dialog=signatory", js);
      const dialog = page.getByRole("dialog", { name: "Add signatory" });
      await dialog.getByRole("button", { name: "Add signatory" }).click();
      await expect(dialog.locator("[aria-invalid=true]").first()).toBeVisible();
      await settle(page, js);
      await expectAccessible(page, "the signatory dialog refused", js);

      // The company edit form with its name emptied.
      await visit(page, "/profile/company", js);
      await page.locator("main a[href*='edit=']").first().click();
      const name = page.getByLabel("Organisation name", { exact: true });
      await name.fill("");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await settle(page, js);
      await expectAccessible(page, "the company form refused", js);
    });

    test("the admin's pages, dialogs and a person's pages have no serious violations", async ({
      page,
    }) => {
      // Without JavaScript the staff pages are the kit's templates the farmer's run already checks
      // without it (dialogs open, plain selects); with it once, to keep CI within its 20 minutes.
      test.skip(!js, "the same templates as the farmer's pages, checked without JavaScript there");
      test.setTimeout(480_000);
      const csp = watchCsp(page, () => onBuiltPage);
      await signIn(page, ADMIN, ADMIN_PAGES[0]);
      await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES[0]}$`));
      const company = await companyPage(page);
      // The company's page is built: the narrow-screen checks take it too.
      built.add(company);
      // The picker lists the people a search finds.
      await page.goto(`/admin/userView?q=${encodeURIComponent(FARMER)}`);
      const person = await page
        .locator("main a[href*='userId=']")
        .first()
        .getAttribute("href", { timeout: 10_000 });
      expect(person, "a person to view").toBeTruthy();
      await checkAll(page, [...ADMIN_PAGES, company, person!], js);
      onBuiltPage = false;
      expect(csp, "no refusals by the Content Security Policy").toEqual([]);
      // The person's pages, as staff see them: the farmer's templates (checked above) inside the
      // staff frame; their home and journey show the frame with the most on it.
      await page.goto(person!);
      const pages = await page
        .getByRole("navigation", { name: "This person's pages" })
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      await checkAll(
        page,
        pages.filter((href) => /\/(home|journey)(\?|$)/.test(href)),
        js,
      );
    });
  });
}
