// The demo farmers' baselines (issue 18 'People'; decision 0101): three of the demo farmers have
// a baseline recorded, so /admin/baseline shows summaries and its filters find someone; the
// waiting farmer (waiting@veld.example) has none, so "Baseline missing" does too. Fixed data,
// keyed by the demo people's fixed user ids; a baseline already there stays as it is, so an
// admin's change stays; only people whose Veld profile exists get one.
import { insertMissingBaselines } from "~/models/baselines.server";
import { findUserById } from "~/models/profiles.server";
import type { Executor } from "~/models/transaction.server";

/** The demo farmer (farmer@veld.example): the person tests/e2e/baseline.spec.ts opens. */
export const DEMO_FARMER_USER_ID = "00000000-0000-4000-8000-000000000101";

export const DEMO_BASELINES: Parameters<typeof insertMissingBaselines>[0][number][] = [
  {
    userId: DEMO_FARMER_USER_ID,
    farmingSinceYear: 2004,
    enterpriseType: "livestock",
    hectaresAtJoining: 850,
    landTenure: "owned",
    regenerativeExperience: "some",
    notes: "Cattle on sourveld; started resting camps two seasons before joining.",
  },
  {
    // fields@veld.example (Karoo Regeneration Trust).
    userId: "00000000-0000-4000-8000-000000000105",
    farmingSinceYear: 1991,
    enterpriseType: "mixed",
    hectaresAtJoining: 2400,
    landTenure: "leased",
    regenerativeExperience: "established",
    notes: "Planned grazing since 2015; maize and wheat on the irrigated lands.",
  },
  {
    // review@veld.example.
    userId: "00000000-0000-4000-8000-000000000106",
    farmingSinceYear: 2012,
    enterpriseType: "crops",
    hectaresAtJoining: 120.5,
    landTenure: "communal",
    regenerativeExperience: "none",
    notes: null,
  },
];

/** Writes the demo baselines that do not exist yet, for the demo people who have signed up. */
export async function seedBaselinesDemo(executor?: Executor) {
  const rows = [];
  for (const baseline of DEMO_BASELINES)
    if (await findUserById(baseline.userId, executor)) rows.push(baseline);
  await insertMissingBaselines(rows, executor);
}
