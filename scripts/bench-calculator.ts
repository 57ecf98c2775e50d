// The carbon calculator's engine at issue 17's volume: 'calculator 200 fields × 5 seasons
// < 300 ms' (decision 0093). Times the pure engine (calculateCarbon) and, separately, the pure
// mapping from records to its input (buildCarbonInput) on generated data: 200 fields (cropland
// and grazing in the three climates, a soil sample on every other field), 3 baseline and 5
// programme seasons, a plan, crop journeys, fertiliser and grazing herds, with version 1 of the
// constants. No database: the page's reads are measured by the integration tests, not here.
//
//   npm run bench:calculator
//
// BENCH_RUNS (default 50) runs, the first 5 dropped; prints the median and the 95th percentile.
import { calculateCarbon } from "~/services/calculations/carbon";
import { buildCarbonInput, type GatheredRecords } from "~/services/calculations/carbon-inputs";
import { CONSTANT_SETS, type ConstantValues } from "~/services/constants/sets";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";
import { PRACTICES } from "~/shared/practice";

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM = 5;
const FIELDS = 200;
const FIRST = 26;
const BASELINE = [23, 24, 25];
const PROGRAMME = [26, 27, 28, 29, 30];
const BUDGET_MS = 300;

function records(): GatheredRecords {
  const fields = Array.from({ length: FIELDS }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    name: `Field ${i + 1}`,
    hectares: 20 + (i % 17) * 7.5,
    includedIn: PROGRAMME,
  }));
  const journeys = fields.flatMap((f, i) =>
    [...BASELINE, ...PROGRAMME].map((season) => ({
      fieldId: f.id,
      season,
      landUse: i % 3 === 0 ? ("grazing" as const) : ("cropland" as const),
      crops: [{ cover: season >= FIRST && i % 2 === 0 }],
      tillage: season >= FIRST ? ("none" as const) : ("conventional" as const),
      residue: season >= FIRST ? ("retained" as const) : ("removed" as const),
    })),
  );
  const plans = [
    {
      season: FIRST,
      actions: fields.flatMap((f, i) => [
        { fieldId: f.id, practice: PRACTICES[i % PRACTICES.length]! },
        { fieldId: f.id, practice: "adaptiveGrazing" as const },
      ]),
    },
  ];
  const herds = Array.from({ length: 10 }, (_, i) => ({
    id: `herd-${i}`,
    type: i % 2 === 0 ? ("beef" as const) : ("sheep" as const),
  }));
  const practice = [...BASELINE, ...PROGRAMME].map((season) => ({
    season,
    fertiliser: fields
      .filter((_, i) => i % 3 !== 0)
      .map((f) => ({
        fieldId: f.id,
        npkType: "nutrient" as const,
        applicationRate: 150,
        nutrientPercent: null,
        nitrogen: 28,
        phosphorus: 0,
        potassium: 0,
      })),
    numbers: herds.flatMap((h) =>
      Array.from({ length: 12 }, (_, m) => ({
        herdId: h.id,
        year: 2000 + season + (m < 6 ? 0 : 1),
        month: (m + 6) % 12,
        mature: 40,
        juvenile: 10,
      })),
    ),
    events: herds.map((h, i) => ({
      herdId: h.id,
      fieldIds: fields.filter((_, j) => j % 3 === 0 && j % 10 === i).map((f) => f.id),
      startDate: `${2000 + season}-08-01`,
      endDate: `${2000 + season}-11-30`,
      hoursOnField: 24,
    })),
  }));
  const samples = fields
    .filter((_, i) => i % 2 === 0)
    .map((f) => ({
      fieldId: f.id,
      sampledOn: "2026-05-01",
      depthCm: 20,
      socPercent: 1.1,
      bulkDensityGPerCm3: 1.35,
    }));
  const values = Object.fromEntries(
    CONSTANT_TYPES.map((t) => [t, { ...CONSTANT_SETS[t].defaults }]),
  ) as Record<ConstantType, ConstantValues>;
  return {
    province: "FS",
    first: FIRST,
    planSubmitted: true,
    baselineSeasons: BASELINE,
    seasons: PROGRAMME.map((season) => ({ season, label: `20${season}/20${season + 1}` })),
    fields,
    journeys,
    plans,
    herds,
    practice,
    samples,
    constants: { versions: { livestock: 1, soilCarbon: 1, emissions: 1, credits: 1 }, values },
  };
}

function time(run: () => unknown): { median: number; p95: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARM; i++) {
    const start = performance.now();
    run();
    if (i >= WARM) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const gathered = records();
const input = buildCarbonInput(gathered);
const result = calculateCarbon(input);
const rows = result.fields.reduce((n, f) => n + f.seasons.filter((s) => s.estimated).length, 0);
const engine = time(() => calculateCarbon(input));
const both = time(() => calculateCarbon(buildCarbonInput(gathered)));
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`${FIELDS} fields × ${PROGRAMME.length} seasons: ${rows} field-seasons estimated`);
console.log(
  `calculateCarbon:                   median ${ms(engine.median)}, p95 ${ms(engine.p95)}`,
);
console.log(`buildCarbonInput + calculateCarbon: median ${ms(both.median)}, p95 ${ms(both.p95)}`);
const pass = both.p95 < BUDGET_MS;
console.log(pass ? `PASS (< ${BUDGET_MS} ms)` : `FAIL (≥ ${BUDGET_MS} ms)`);
process.exitCode = pass ? 0 : 1;
