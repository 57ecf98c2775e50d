// `npm run bench:practice`: how long the practice-data pages take for an organisation at the
// volume of issue 15's performance goal (40 fields, 5 herds, a year of livestock numbers: 'the
// practice-data page for that organisation renders in under 200 ms on this machine'), and the
// livestock grid's one-post save of a year of numbers. First `npm run seed:practice` on the same
// data folder (scripts/seed-practice-volume.ts).
//
//   DATA_DIR=/tmp/veld-practice npm run seed:practice
//   DATA_DIR=/tmp/veld-practice npm run bench:practice                 # in-process: the loaders
//   npm run bench:practice -- --http http://localhost:3416              # a running server: pages
//
// In-process (default; like bench-fields.ts): the route modules are loaded through vite-node on
// $DATA_DIR/pgdata (or DATABASE_URL), and for each page every loader Remix runs for its URL
// (root, /profile, /profile/journey, the practice-data layout and the page) is called at once
// with a real Request and the owner's session cookie, as Remix does: the time is the data's, not
// HTML rendering's. The grid's post is the livestock route's action with the grid as the page
// would post it (5 herds × 12 months × mature and juvenile), a new number in every cell each run.
//
// --http <base>: the whole page from a running Veld (start a production build on the same data
// folder; PGlite allows one process, so stop it before seeding): GET with the session cookie the
// seed wrote to $DATA_DIR/bench-practice-cookie.txt, the HTML read to its end (loaders, React's
// rendering, compression off); the grid's post is the livestock page's own form, read from its
// HTML, posted url-encoded as a browser without JavaScript does (the redirect not followed).
//
// BENCH_RUNS (default 40) per case, the first 5 of each dropped. BENCH_DETAIL=1 (in-process) adds
// each loader of each page timed on its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARM = 5;
const SUBJECT = "bench|practice-owner";
const ORGANISATION = "SEED-PRACTICE Boerdery";

/** The pages measured: path (under /profile/journey) and the route modules Remix runs for it. */
const PAGES: { path: string; leaf: string }[] = [
  { path: "/profile/journey/practice_data", leaf: "profile.journey.practice_data._index" },
  { path: "/profile/journey/practice_data/herds", leaf: "profile.journey.practice_data.herds" },
  {
    path: "/profile/journey/practice_data/livestock",
    leaf: "profile.journey.practice_data.livestock",
  },
  { path: "/profile/journey/practice_data/grazing", leaf: "profile.journey.practice_data.grazing" },
  {
    path: "/profile/journey/practice_data/fertiliser",
    leaf: "profile.journey.practice_data.fertiliser",
  },
  { path: "/profile/journey/implementation", leaf: "profile.journey.implementation/route" },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(fn: (run: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARM; i += 1) {
    const started = performance.now();
    await fn(i);
    if (i >= WARM) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(" | ")} |`);
const cookieFile = (dataDir: string) => path.join(dataDir, "bench-practice-cookie.txt");

/** The grid form's fields from the livestock page's HTML: its action and every named input. */
function gridForm(html: string): { action: string; fields: [string, string][] } | null {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const action = /action="([^"]*)"/.exec(match[1]!)?.[1]?.replace(/&amp;/g, "&");
    if (!action || !action.includes("save-grid")) continue;
    const fields: [string, string][] = [];
    for (const input of match[2]!.matchAll(/<input\b([^>]*)>/g)) {
      const name = /\bname="([^"]*)"/.exec(input[1]!)?.[1];
      if (!name || /type="(file|submit|button)"/.test(input[1]!)) continue;
      fields.push([name, /\bvalue="([^"]*)"/.exec(input[1]!)?.[1] ?? ""]);
    }
    const button = /<button\b[^>]*\bname="([^"]*)"[^>]*\bvalue="([^"]*)"/.exec(match[2]!);
    if (button) fields.push([button[1]!, button[2]!]);
    return { action, fields };
  }
  return null;
}

/** A new value in every head-count cell for run `run`, so each post writes. */
const bumped = (fields: [string, string][], run: number): [string, string][] =>
  fields.map(([name, value]) =>
    /^(mature|juvenile)_/.test(name)
      ? [name, String((Number(value) || 0) + (run % 7))]
      : [name, value],
  );

async function benchHttp(base: string) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
  const file = cookieFile(dataDir);
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run npm run seed:practice first.`);
  // The seed signs the cookie as a development server names it; a production server reads the
  // same signed value under '__Host-veld_session'. Send both.
  const value = fs
    .readFileSync(file, "utf8")
    .trim()
    .replace(/^[^=]*=/, "");
  const cookie = `veld_session=${value}; __Host-veld_session=${value}`;
  console.log(`${base}, ${RUNS} runs per case; load average ${load()}`);
  row(["page (over HTTP)", "status", "HTML", "p50", "p95", "max"]);
  row(["---", "---", "---", "---", "---", "---"]);
  let livestockHtml = "";
  for (const page of PAGES) {
    let status = 0;
    let bytes = 0;
    const result = await time(async () => {
      const response = await fetch(base + page.path, {
        headers: { Cookie: cookie, "Accept-Encoding": "identity" },
        redirect: "manual",
      });
      const html = await response.text();
      status = response.status;
      bytes = html.length;
      if (page.leaf.endsWith("livestock")) livestockHtml = html;
    });
    row([
      page.path,
      status,
      `${(bytes / 1024).toFixed(1)} KB`,
      ms(result.p50),
      ms(result.p95),
      ms(result.max),
    ]);
  }
  const form = gridForm(livestockHtml);
  if (!form) {
    console.log("No livestock grid form on the livestock page: the post is not measured.");
    return;
  }
  const cells = form.fields.filter(([name]) => /^(mature|juvenile)_/.test(name)).length;
  let status = 0;
  const target = new URL(form.action, base + "/profile/journey/practice_data/livestock");
  const result = await time(async (run) => {
    const response = await fetch(target, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(bumped(form.fields, run)).toString(),
      redirect: "manual",
    });
    await response.text();
    status = response.status;
  });
  row([
    `POST ${target.pathname}${target.search} (${cells} cells)`,
    status,
    "",
    ms(result.p50),
    ms(result.p95),
    ms(result.max),
  ]);
}

async function benchInProcess() {
  const { openDatabase, setDatabase, queryRows, db } = await import("~/db/client.server");
  const { migrate } = await import("~/db/migrate.server");
  const { loadEnv } = await import("~/env.server");
  const { sql } = await import("drizzle-orm");
  const { createSession } = await import("~/services/auth/session.server");

  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setDatabase(handle);
  try {
    await migrate(handle.db);
    const [seeded] = await queryRows<{ id: string; fields: number }>(
      db(),
      sql`select o.id, (select count(*) from fields f where f.organisation_id = o.id)::int as fields
            from organisations o where o.name = ${ORGANISATION}`,
    );
    if (!seeded) throw new Error("No seeded organisation: run npm run seed:practice first.");
    const [user] = await queryRows<{ email: string }>(
      db(),
      sql`select email from users where subject = ${SUBJECT}`,
    );
    const { setCookie } = await createSession({
      subject: SUBJECT,
      email: user!.email,
      displayName: null,
      tokens: {
        accessToken: "bench",
        accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
        permissions: [],
      },
    });
    const cookie = setCookie.split(";")[0]!;
    console.log(
      `'${ORGANISATION}' (${seeded.fields} fields), ${handle.kind}; ${RUNS} runs per case; load average ${load()}`,
    );
    type Module = {
      loader?: (args: unknown) => Promise<unknown>;
      action?: (args: unknown) => Promise<unknown>;
    };
    const tryImport = async (id: string): Promise<Module | null> => {
      try {
        return (await import(/* @vite-ignore */ `/app/routes/${id}.tsx`)) as Module;
      } catch {
        return null;
      }
    };
    const parents = [
      (await import("~/root")) as Module,
      (await import("~/routes/profile")) as Module,
      (await import("~/routes/profile.journey")) as Module,
    ];
    const layout = (await tryImport("profile.journey.practice_data")) as Module;
    const context = { cspNonce: "bench", requestId: "bench" };
    const call = async (fn: Module["loader"], url: string, init?: RequestInit) => {
      try {
        return await fn!({
          request: new Request(`http://localhost${url}`, {
            ...init,
            headers: { Cookie: cookie, ...init?.headers },
          }),
          params: {},
          context,
        });
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    row(["page (its loaders, in-process)", "page data", "p50", "p95", "max"]);
    row(["---", "---", "---", "---", "---"]);
    for (const page of PAGES) {
      const leaf = await tryImport(page.leaf);
      if (!leaf?.loader) {
        row([`${page.path} (not there yet)`, "", "", "", ""]);
        continue;
      }
      const chain = [...parents, ...(page.path.includes("practice_data") ? [layout] : []), leaf];
      const first = await call(leaf.loader, page.path);
      if (first instanceof Response && first.status >= 300) {
        row([`${page.path} (answers ${first.status})`, "", "", "", ""]);
        continue;
      }
      // The page's own data as JSON, to see that it loaded what the organisation has.
      const data = first instanceof Response ? await first.text() : JSON.stringify(first);
      const result = await time(() =>
        Promise.all(chain.filter((m) => m?.loader).map((m) => call(m.loader, page.path))),
      );
      row([
        page.path,
        `${(data.length / 1024).toFixed(1)} KB`,
        ms(result.p50),
        ms(result.p95),
        ms(result.max),
      ]);
      if (process.env.BENCH_DETAIL) {
        // Each loader of the page on its own, one after the other: which one costs what.
        const names = ["root", "profile", "profile.journey"];
        if (page.path.includes("practice_data")) names.push("practice_data layout");
        names.push(page.leaf);
        for (const [i, module] of chain.entries()) {
          if (!module?.loader) continue;
          const alone = await time(() => call(module.loader, page.path));
          row([`  … ${names[i]} alone`, "", ms(alone.p50), ms(alone.p95), ms(alone.max)]);
        }
      }
    }

    // The grid's post, as the page's form sends it: every cell of the season's grid.
    const livestock = await tryImport("profile.journey.practice_data.livestock");
    const forms = await import("~/services/practice/livestock-forms").catch(() => null);
    if (!livestock?.action || !forms) {
      console.log("The livestock route or its grid is not there yet: the post is not measured.");
      return;
    }
    const { currentSeason } = await import("~/services/fields/seasons");
    const season = currentSeason();
    const herdRows = await queryRows<{ id: string; name: string }>(
      db(),
      sql`select id, name from herds where organisation_id = ${seeded.id} order by name`,
    );
    const cells = forms.gridFields(herdRows, season);
    let status = 0;
    const result = await time(async (run) => {
      const body = new URLSearchParams([
        ["intent", "save-grid"],
        ...cells.map(({ name }, i): [string, string] => [name, String(10 + ((i + run) % 90))]),
      ]);
      const response = await call(
        livestock.action,
        `/profile/journey/practice_data/livestock?season=${season}`,
        {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
      );
      status = response instanceof Response ? response.status : 200;
    });
    row([
      `POST livestock grid (${herdRows.length} herds, ${cells.length} cells)`,
      `answers ${status}`,
      ms(result.p50),
      ms(result.p95),
      ms(result.max),
    ]);
  } finally {
    await handle.close();
  }
}

const httpAt = process.argv.indexOf("--http");
if (httpAt >= 0) await benchHttp(process.argv[httpAt + 1] ?? "http://localhost:3416");
else await benchInProcess();
