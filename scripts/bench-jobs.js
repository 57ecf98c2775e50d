// `npm run bench:jobs`: how long the Incoming tab of /admin/jobApplications takes to load at
// volume (issue 5 'Performance'). Against a running Veld (BENCH_URL, default
// http://localhost:3000) whose database was filled with `npm run seed:jobs` (10,000
// applications over 200 postings), signed in as the demo admin through the embedded provider.
//
// It asks for the page's loader data alone (single fetch's `.data` request for this route), as
// the browser does on a client-side navigation: the time measured is the loader's (guard, count,
// page query, posting titles) plus one local HTTP round trip. Several URLs are mixed: first page,
// a deep page, a job filter, a name filter, 100 per page. Prints p50, p95 and max in ms.
import fs from "node:fs";
import { chromium } from "playwright-core";

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const EMAIL = process.env.BENCH_ADMIN ?? "admin@veld.example";
const PASSWORD = process.env.BENCH_PASSWORD ?? "veld-demo";
const ROUTE_ID = "routes/admin.jobApplications";

const chromiumPath = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((p) => p && fs.existsSync(p));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${BASE}/auth/login?returnTo=${encodeURIComponent("/admin/jobApplications")}`);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin\/jobApplications/);

  const jobs = await page.locator("details.posting-card").count();
  const firstJob = await page
    .goto(`${BASE}/admin/jobApplications?tab=incoming`)
    .then(() => page.locator("select[name=jobId] option").nth(1).getAttribute("value"));
  const searches = [
    "tab=incoming",
    "tab=incoming&page=120",
    `tab=incoming&jobId=${firstJob}`,
    "tab=incoming&name=mokoena",
    "tab=incoming&size=100",
    "tab=incoming&filtered=1&status=pending&status=future&page=3",
  ];
  const times = [];
  for (let i = 0; i < RUNS + 5; i += 1) {
    const search = searches[i % searches.length];
    const url = `${BASE}/admin/jobApplications.data?${search}&_routes=${encodeURIComponent(ROUTE_ID)}`;
    const started = performance.now();
    const response = await page.request.get(url);
    await response.body();
    const ms = performance.now() - started;
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
    if (i >= 5) times.push(ms); // the first few warm up caches and the JIT
  }
  times.sort((a, b) => a - b);
  const f = (n) => n.toFixed(1);
  console.log(
    `Incoming tab loader over ${times.length} requests (${jobs} postings on the listings tab): ` +
      `p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms, max ${f(times.at(-1))} ms`,
  );
} finally {
  await browser.close();
}
