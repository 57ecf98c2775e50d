// The accessibility sweeps' tools (issue 13, "axe with no serious violations at 360 px on every
// page"), shared by accessibility.spec.ts (the public pages, the provider's pages, the admin's) and
// journey4-accessibility.spec.ts (the farmer's, with JavaScript and without): axe (WCAG 2.0 and
// 2.1, A and AA) over a page and the URL dialogs and edit forms it links to, and on the same visits
// the narrow-screen checks: every page fits 360 px, and a built signed-in page answers at the path
// asked for (the specs watch the console for CSP refusals while sweep.onBuiltPage).
// Without JavaScript, a page whose DOM is the one axe already examined with JavaScript (no dialog,
// frame or <noscript>, controls at their defaults) is not examined again: same DOM, same result.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { analyze, blockingOf, describeViolations } from "./axe";
import { hydrated } from "./fixtures";
import { expectNoOverflow, expectShown } from "./layout";
import { ADMIN_BUILT_PAGES, FARMER_BUILT_PAGES } from "./pages";

/** Every sweep's viewport: a farmer's phone; a missing element fails in seconds. */
export const SWEEP_USE = { viewport: { width: 360, height: 740 }, actionTimeout: 15_000 };

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

/** After each test: the page the copies were served in goes with it (test.afterEach). */
export async function closeCopies() {
  await copyContext?.close();
  copyContext = null;
}

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
export async function expectAccessible(page: Page, label: string, js: boolean, path?: string) {
  if (js && path !== undefined) await noteExamined(page, path);
  const results = js ? await analyze(page) : await analyzeWithoutJs(page, path);
  if (!results) {
    test.info().annotations.push({ type: "same DOM as with JavaScript", description: label });
    return;
  }
  const blocking = blockingOf(results.violations);
  expect
    .soft(
      blocking,
      `${label} (${page.url()}) has serious accessibility violations:\n  ${describeViolations(blocking).join("\n  ")}`,
    )
    .toEqual([]);
}

/**
 * Waits until the page has hydrated and come to rest; pages served as plain HTML without scripts
 * (the public site, the provider's pages) are final at once.
 */
export async function settle(page: Page, js: boolean, built = false) {
  await page.waitForLoadState("load");
  if (!js || (await page.locator("script[type=module]").count()) === 0) return;
  await hydrated(page);
  // Hydrated: widgets and dialogs (showModal) have taken their final form (narrow screens).
  if (built) await page.waitForLoadState("networkidle");
  // Hydration's effects, dialog and toast transitions finished, so colours are measured at rest:
  // no transition or finite animation still running (a spinner's endless one is its rest).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    null,
    { polling: "raf", timeout: 10_000 },
  );
}

/**
 * The built signed-in pages the narrow-screen checks take (tests/e2e/pages.ts, and the company
 * page the admin's test finds), and the refusals by the Content Security Policy seen on them.
 */
export const built = new Set<string>([...FARMER_BUILT_PAGES, ...ADMIN_BUILT_PAGES]);
/** Whether the page last visited is one of `built` (the CSP watch looks only at those). */
export const sweep = { onBuiltPage: false };

export async function visit(page: Page, path: string, js: boolean) {
  const isBuilt = built.has(path);
  sweep.onBuiltPage = isBuilt;
  const response = await page.goto(path);
  if (isBuilt) {
    // Still on the page asked for, not sent to sign in.
    expectShown(page, path, response?.status());
  } else {
    expect.soft(response?.status(), `${path} answers`).toBeDefined();
  }
  await settle(page, js, isBuilt);
  // Every page a sweep visits fits 360 px, public or signed in, built or not (issue 31: the
  // public checker was 612 px wide and no check looked).
  await expectNoOverflow(page, path);
}

export async function check(page: Page, path: string, js: boolean) {
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
export async function checkAll(
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
