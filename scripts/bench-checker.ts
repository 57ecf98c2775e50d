// `npm run bench:checker`:
// how long the earnings-potential checker takes (issue 17 'Performance: checker < 50 ms';
// decision 0091). Three cases, each timed BENCH_RUNS times (default 200, the first 5 dropped):
//
//   estimate   the pure estimate (earnings.ts) with version 1 of the constants, the widest case
//              (soil and climate not sure in Mpumalanga: 3 climates × 3 soils, every practice);
//   page       the query read and checked, the estimate, and the form and result rendered to HTML
//              (react-dom/server), as the public page does, without the database;
//   loader     the public page's loader with a real Request on a database (the two constant
//              reads, the query, the estimate): a throwaway PGlite in a temporary folder, migrated
//              and seeded, unless DATA_DIR or DATABASE_URL says otherwise.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { EarningsForm } from "~/components/calculations/earnings-form";
import { EarningsResultView } from "~/components/calculations/earnings-result";
import { estimateEarnings, type EarningsConstants } from "~/services/calculations/earnings";
import { earningsPage } from "~/services/calculations/earnings.server";
import { earningsValuesOf, parseEarnings } from "~/services/calculations/earnings-forms";
import { CONSTANT_SETS, type ConstantValues } from "~/services/constants/sets";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM = 5;

const QUERY =
  "croplandHa=1250&grazingHa=3400&province=MP&climate=&soil=&tillage=full&input=low" +
  "&practices=noTillage&practices=coverCrops&practices=residueRetention&practices=compost" +
  "&grazing=moderatelyDegraded&grazingPractices=adaptiveGrazing&grazingPractices=restPeriods";

const V1: EarningsConstants = {
  soilCarbon: { ...CONSTANT_SETS.soilCarbon.defaults } as ConstantValues,
  credits: { ...CONSTANT_SETS.credits.defaults } as ConstantValues,
  versions: { soilCarbon: 1, credits: 1 },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(name: string, fn: () => unknown) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARM; i += 1) {
    const started = performance.now();
    await fn();
    if (i >= WARM) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  console.log(
    `| ${name.padEnd(8)} | ${ms(percentile(times, 50)).padStart(10)} | ${ms(percentile(times, 95)).padStart(10)} | ${ms(times.at(-1)!).padStart(10)} |`,
  );
}

async function main() {
  const search = new URLSearchParams(QUERY);
  const parsed = parseEarnings(earningsValuesOf(search));
  if (!parsed.ok) throw new Error(`The bench's query is refused: ${JSON.stringify(parsed.errors)}`);
  const inputs = parsed.inputs;

  console.log(
    `${RUNS} runs per case; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  console.log("| case     |     median |        p95 |        max |");
  console.log("| -------- | ---------- | ---------- | ---------- |");
  await time("estimate", () => estimateEarnings(inputs, V1));
  await time("page", () => {
    const { page } = earningsPage(search, V1);
    return renderToString(
      createElement("div", null, [
        createElement(EarningsResultView, {
          key: "r",
          result: page.result!,
          shareUrl: `/earnings-potential?${page.query}`,
        }),
        createElement(EarningsForm, {
          key: "f",
          action: "/earnings-potential",
          values: page.values,
          errors: page.errors,
        }),
      ]),
    );
  });

  // The loader on a database.
  let temporary: string | null = null;
  if (!process.env.DATA_DIR && !process.env.DATABASE_URL) {
    temporary = fs.mkdtempSync(path.join(os.tmpdir(), "veld-bench-checker-"));
    process.env.DATA_DIR = temporary;
  }
  const { openDatabase, setDatabase } = await import("~/db/client.server");
  const { migrate } = await import("~/db/migrate.server");
  const { loadEnv } = await import("~/env.server");
  const { seedConstants } = await import("~/server/seed-constants.server");
  const { loader } = await import("~/routes/_public.earnings-potential");
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setDatabase(handle);
  try {
    await migrate(handle.db);
    await seedConstants();
    await time("loader", () =>
      loader({
        request: new Request(`http://localhost:3000/earnings-potential?${QUERY}`),
        params: {},
        context: { cspNonce: "", requestId: "bench" },
      } as never),
    );
  } finally {
    await handle.close();
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  }
}

await main();
