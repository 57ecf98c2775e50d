// The signed-in half of `npm run bench` (issue 13, 'Weight'): signs in through the embedded
// identity provider as the demo farmer (and the demo admin for /admin pages) and measures each
// signed-in page in Chromium on a cold cache over an emulated Regular 3G link with a 4× CPU
// slowdown. Imported by scripts/bench.js; BENCH_SIGNED_IN=0 skips it.
//
// Per page, median of `runs` cold loads (a fresh browser context each, carrying only the session
// cookies): the bytes on the wire of the document, its stylesheets and its scripts (Resource
// Timing `encodedBodySize`, i.e. as sent, gzip-compressed), the number of script requests and of
// all requests, the largest contentful paint and the time to hydration.
//
// Hydration marker: the first commit of React's root, observed through the DevTools global hook
// (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`, which production react-dom calls after
// every commit) installed before any script runs. `hydrateRoot` commits once the whole document
// has been hydrated, so that is when the page's links, forms and widgets work as JavaScript
// ones. For comparison it also records when the route modules have run
// (`window.__remixRouteModules` assigned), which is before React starts hydrating.

// The signed-in pages of issue 13 and who sees them. BENCH_SIGNED_IN_PAGES=/a,/b measures others.
export const SIGNED_IN_PAGES = process.env.BENCH_SIGNED_IN_PAGES?.split(",").filter(Boolean) ?? [
  "/profile/home",
  "/profile/company",
  "/profile/journey",
  "/profile/journey_start",
  "/profile/journey/eligibility",
  "/profile/journey/details",
  "/profile/journey/contract",
  "/admin/jobApplications",
  "/admin/journey/onboarding",
];
export const DEMO_PASSWORD = "veld-demo";
export const FARMER = "farmer@veld.example";
export const ADMIN = "admin@veld.example";
const KB = 1024;
// issue 13: a signed-in form page loads at most 100 KB of JavaScript (gzip) in at most 12 requests.
export const SIGNED_IN_BUDGET = { js: 100 * KB, jsRequests: 12 };
export const CPU_SLOWDOWN = 4;
const LOAD_TIMEOUT_MS = 120_000;
const HYDRATION_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 15_000;

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "n/a");

const median = (values) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!finite.length) return NaN;
  const mid = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[mid] : (finite[mid - 1] + finite[mid]) / 2;
};

/** Prints rows as an aligned text table or, with `markdown`, as a Markdown table. */
export function printGrid(header, lines, markdown) {
  if (markdown) {
    console.log(`| ${header.join(" | ")} |`);
    console.log(`|${header.map(() => "---").join("|")}|`);
    for (const line of lines) console.log(`| ${line.join(" | ")} |`);
    return;
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

/**
 * Installed in every page before its own scripts: records when React first commits its root and
 * when Remix's route modules are assigned, on the page's clock (the same as LCP's).
 */
function installMarkers() {
  const marks = { hydratedAt: null, routeModulesAt: null };
  Object.defineProperty(window, "__veldBench", { value: marks });
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      renderers += 1;
      this.renderers.set(renderers, renderer);
      return renderers;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // The first commit in which the root is no longer dehydrated: hydration is complete.
      if (marks.hydratedAt === null && !root?.current?.memoizedState?.isDehydrated)
        marks.hydratedAt = performance.now();
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  let routeModules;
  Object.defineProperty(window, "__remixRouteModules", {
    configurable: true,
    get: () => routeModules,
    set(value) {
      routeModules = value;
      if (marks.routeModulesAt === null) marks.routeModulesAt = performance.now();
    },
  });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    marks.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** Signs `email` in through the embedded provider's form; returns the session's storage state. */
export async function signIn(browser, appBase, email, returnTo) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const loginUrl = new URL(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`, appBase);
    await page.goto(loginUrl.toString(), { timeout: 60_000 });
    await page.getByLabel("Email").fill(email, { timeout: 30_000 });
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === returnTo, { timeout: 60_000 });
    return await context.storageState();
  } catch (error) {
    throw new Error(`Signing in as ${email} failed: ${error.message}`);
  } finally {
    await context.close();
  }
}

/** One cold load of `pagePath` with the session in `state`, throttled; returns its figures. */
async function loadOnce(browser, appBase, pagePath, state, network) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    storageState: state.current,
    // Chromium asks a loopback origin for Brotli too; the budget is in gzip, as the public one.
    extraHTTPHeaders: { "Accept-Encoding": "gzip, deflate" },
  });
  try {
    await context.addInitScript(installMarkers);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const requests = [];
    const encodings = new Set();
    page.on("request", (request) =>
      requests.push({ url: request.url(), type: request.resourceType() }),
    );
    page.on("response", (response) => {
      const encoding = response.headers()["content-encoding"];
      if (encoding) encodings.add(encoding);
    });
    const response = await page.goto(new URL(pagePath, appBase).toString(), {
      waitUntil: "load",
      timeout: LOAD_TIMEOUT_MS,
    });
    const finalPath = new URL(page.url()).pathname;
    if (finalPath.startsWith("/auth/") || finalPath.startsWith("/oidc"))
      throw new Error(`${pagePath} sent the signed-in user to ${finalPath}: the session was lost`);
    // A page with the route handle { hydrate: false } is plain HTML: no module script, nothing
    // to wait for (decision 0012).
    const withScripts = await page.evaluate(() => !!document.querySelector("script[type=module]"));
    const hydrated =
      withScripts &&
      (await page
        .waitForFunction(() => window.__veldBench.hydratedAt !== null, null, {
          timeout: HYDRATION_TIMEOUT_MS,
          polling: 100,
        })
        .then(() => true)
        .catch(() => false));
    // Whatever the page fetches once hydrated (lazy modules, data) counts too.
    await page.waitForLoadState("networkidle", { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    const figures = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0];
      const resources = performance.getEntriesByType("resource").map((entry) => ({
        url: entry.name,
        bytes: entry.encodedBodySize,
        start: entry.startTime,
      }));
      const marks = window.__veldBench;
      return {
        htmlGzip: navigation?.encodedBodySize ?? NaN,
        resources,
        lcp: marks.lcp ?? NaN,
        hydratedAt: marks.hydratedAt ?? NaN,
        routeModulesAt: marks.routeModulesAt ?? NaN,
      };
    });
    state.current = await context.storageState();
    const bytesOf = (type, before = Infinity) => {
      const urls = new Set(requests.filter((r) => r.type === type).map((r) => r.url));
      let total = 0;
      const asked = new Set();
      for (const entry of figures.resources) {
        if (!urls.has(entry.url) || entry.start > before) continue;
        total += entry.bytes;
        asked.add(entry.url);
      }
      return { total, count: before === Infinity ? urls.size : asked.size };
    };
    const css = bytesOf("stylesheet");
    const js = bytesOf("script");
    // What the page needed in order to hydrate: the scripts asked for before React's first
    // commit. The rest (the forms' schemas, loaded on first use) comes after.
    const jsToHydrate = bytesOf("script", hydrated ? figures.hydratedAt : Infinity);
    return {
      status: response?.status() ?? 0,
      finalPath,
      htmlGzip: figures.htmlGzip,
      cssGzip: css.total,
      jsGzip: js.total,
      jsRequests: js.count,
      jsToHydrateGzip: jsToHydrate.total,
      jsToHydrateRequests: jsToHydrate.count,
      requests: requests.length,
      lcpMs: figures.lcp,
      withScripts,
      hydrationMs: hydrated ? figures.hydratedAt : NaN,
      routeModulesMs: figures.routeModulesAt,
      encodings: [...encodings],
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures the signed-in pages. `appBase` must be the server's APP_URL origin: the session
 * cookies are set there and the provider redirects back to it.
 */
export async function measureSignedIn(browser, appBase, { runs, network, log = console.log }) {
  const sessions = new Map();
  const sessionFor = async (pagePath) => {
    const email = pagePath.startsWith("/admin") ? ADMIN : FARMER;
    if (!sessions.has(email)) {
      const returnTo = email === ADMIN ? "/admin/journey/onboarding" : "/profile/home";
      log(`Signing in as ${email}…`);
      sessions.set(email, { current: await signIn(browser, appBase, email, returnTo) });
    }
    return { email, state: sessions.get(email) };
  };
  const rows = [];
  for (const pagePath of SIGNED_IN_PAGES) {
    const { email, state } = await sessionFor(pagePath);
    const loads = [];
    for (let i = 0; i < Math.max(1, runs); i++)
      loads.push(await loadOnce(browser, appBase, pagePath, state, network));
    const pick = (key) => median(loads.map((load) => load[key]));
    const row = {
      page: pagePath,
      user: email === ADMIN ? "admin" : "farmer",
      status: loads[0].status,
      finalPath: loads[0].finalPath,
      htmlGzip: pick("htmlGzip"),
      cssGzip: pick("cssGzip"),
      jsGzip: pick("jsGzip"),
      jsRequests: pick("jsRequests"),
      jsToHydrateGzip: pick("jsToHydrateGzip"),
      jsToHydrateRequests: pick("jsToHydrateRequests"),
      requests: pick("requests"),
      lcpMs: pick("lcpMs"),
      hydrationMs: pick("hydrationMs"),
      routeModulesMs: pick("routeModulesMs"),
      encodings: [...new Set(loads.flatMap((load) => load.encodings))],
      withScripts: loads.some((load) => load.withScripts),
    };
    row.warnings = signedInWarnings(row);
    rows.push(row);
    log(
      `  ${pagePath}: ${loads.length} load(s); route modules ran at ${ms(row.routeModulesMs)}, ` +
        `hydrated at ${ms(row.hydrationMs)}`,
    );
  }
  return rows;
}

export function signedInWarnings(row) {
  const warnings = [];
  if (row.jsGzip > SIGNED_IN_BUDGET.js)
    warnings.push(`JS ${kb(row.jsGzip)} > ${kb(SIGNED_IN_BUDGET.js)}`);
  if (row.jsRequests > SIGNED_IN_BUDGET.jsRequests)
    warnings.push(`${row.jsRequests} JS requests > ${SIGNED_IN_BUDGET.jsRequests}`);
  if (row.finalPath !== row.page) warnings.push(`redirected to ${row.finalPath}`);
  if (row.withScripts && !Number.isFinite(row.hydrationMs)) warnings.push("did not hydrate");
  return warnings;
}

export function printSignedInTable(rows, markdown) {
  const header = [
    "page",
    "user",
    "HTML gzip",
    "CSS gzip",
    "JS gzip",
    "JS requests",
    "JS to hydrate",
    "requests",
    "LCP on Regular 3G",
    "hydrated on Regular 3G",
    "JS budget",
  ];
  const lines = rows.map((row) => [
    row.finalPath === row.page ? row.page : `${row.page} → ${row.finalPath}`,
    row.user,
    kb(row.htmlGzip),
    kb(row.cssGzip),
    kb(row.jsGzip),
    String(row.jsRequests),
    `${kb(row.jsToHydrateGzip)} in ${row.jsToHydrateRequests}`,
    String(row.requests),
    ms(row.lcpMs),
    row.withScripts ? ms(row.hydrationMs) : "no JS",
    row.warnings.length ? "WARN" : "OK",
  ]);
  printGrid(header, lines, markdown);
}
