// `npm run bench:fields`: how long /admin/journey/fields and GET /api/v2/admin/fields take to
// load at volume (issue 14 'Performance': goal p95 < 100 ms over 1,000 organisations and 20,000
// fields). In-process: the route modules are loaded through Vite (vite-node, the test
// configuration's path aliases), on the database of $DATA_DIR/pgdata (PGlite, default ./data) or
// DATABASE_URL, so the time measured is the loader's own (guard, URL, count, page, picker, farm
// filter, views) without HTTP or rendering.
//
//   DATA_DIR=/tmp/veld-fields npm run bench:fields -- --migrate
//   DATA_DIR=/tmp/veld-fields npm run seed:fields
//   DATA_DIR=/tmp/veld-fields npm run bench:fields
//
// --migrate applies the migrations and stops (an empty data folder is then ready for the seed).
// The page's loader is called with a real Request and a session cookie with read:admin. The API
// is measured after its guard: the bearer token's check is the identity provider's (a JWT
// signature and a grant lookup, the same on every call); the query parsing, the reads and the
// envelope's JSON are timed. BENCH_RUNS (default 60) per case, the first 5 of each case dropped.
import os from "node:os";
import { openDatabase, setDatabase, queryRows, db } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { loadEnv } from "~/env.server";
import { sql } from "drizzle-orm";
import { loader as pageLoader } from "~/routes/admin.journey.fields/route";
import { createSession } from "~/services/auth/session.server";
import { apiOk } from "~/services/api/envelope";
import { apiFieldQuery, apiFieldQueryOf } from "~/services/fields/queries";
import { parseQuery } from "~/services/kit/query";
import { listAdminFieldsJson } from "~/services/fields/admin-list.server";
import { currentSeason } from "~/services/fields/seasons";

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARM = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARM; i += 1) {
    const started = performance.now();
    await fn();
    if (i >= WARM) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
setDatabase(handle);
try {
  await migrate(handle.db);
  if (process.argv.includes("--migrate")) {
    console.log(`Migrated ${handle.kind} in ${env.DATA_DIR}.`);
  } else {
    const [counts] = await queryRows<{ organisations: number; fields: number }>(
      db(),
      sql`select (select count(*) from organisations)::int as organisations,
                 (select count(*) from fields)::int as fields`,
    );
    const [seeded] = await queryRows<{ id: string }>(
      db(),
      sql`select id from organisations where name like 'SEED-FIELDS-%' order by name offset 500 limit 1`,
    );
    if (!seeded)
      throw new Error("No seeded organisations: run scripts/seed-fields-volume.js first.");
    const { setCookie } = await createSession({
      subject: "bench|fields-admin",
      email: "bench-admin@veld.example",
      displayName: null,
      tokens: {
        accessToken: "bench",
        accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
        permissions: ["read:admin"],
      },
    });
    const cookie = setCookie.split(";")[0]!;
    const season = currentSeason();
    const cases: [string, string][] = [
      ["unfiltered, first page", ""],
      ["unfiltered, page 400 of 20", "page=400"],
      ["unfiltered, 100 per page", "size=100"],
      ["one organisation", `companyIds=${seeded.id}`],
      ["signoff=failed", "signoff=failed"],
      ["signoff=notDone", "signoff=notDone"],
      ["signoff=passed, status=COMPLETE", "signoff=passed&status=COMPLETE"],
    ];
    console.log(
      `${counts!.organisations} organisations, ${counts!.fields} fields, season ${season}, ${handle.kind}; ` +
        `${RUNS} runs per case; load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")}`,
    );
    console.log("| loader | case | rows | p50 | p95 | max |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    const f = (n: number) => `${n.toFixed(1)} ms`;
    for (const [name, search] of cases) {
      let rows = 0;
      const page = await time(async () => {
        const request = new Request(`http://localhost/admin/journey/fields?${search}`, {
          headers: { Cookie: cookie },
        });
        const data = await pageLoader({ request, params: {}, context: {} as never });
        rows = data.rows.length;
      });
      console.log(
        `| /admin/journey/fields | ${name} | ${rows} | ${f(page.p50)} | ${f(page.p95)} | ${f(page.max)} |`,
      );
    }
    for (const [name, search] of cases) {
      const apiSearch = search.replace("size=100", "limit=100").replace("page=400", "page=400");
      let rows = 0;
      const api = await time(async () => {
        const values = parseQuery(new URLSearchParams(apiSearch), apiFieldQuery);
        if (typeof values === "string") throw new Error(values);
        const query = apiFieldQueryOf(values, season);
        if (typeof query === "string") throw new Error(query);
        const { totals, rows: data } = await listAdminFieldsJson(
          query.filter,
          query.page,
          query.limit,
        );
        const response = apiOk(data, { metadata: { totalFields: totals.count } });
        await response.text();
        rows = data.length;
      });
      console.log(
        `| /api/v2/admin/fields | ${name} | ${rows} | ${f(api.p50)} | ${f(api.p95)} | ${f(api.max)} |`,
      );
    }
  }
} finally {
  await handle.close();
}
