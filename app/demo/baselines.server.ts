// The demo farmers' baselines (issue 18 'People'; decision 0101): three of the demo farmers have
// a baseline recorded, so /admin/baseline shows summaries and its filters find someone; the
// waiting farmer (waiting@veld.example) has none, so "Baseline missing" does too. Fixed data,
// keyed by the demo people's fixed user ids, written with ON CONFLICT DO NOTHING: an admin's
// change stays; only people whose Veld profile exists get one.
import { inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { userBaselines, users } from "~/db/schema";

/** The demo farmer (farmer@veld.example): the person tests/e2e/baseline.spec.ts opens. */
export const DEMO_FARMER_USER_ID = "00000000-0000-4000-8000-000000000101";

export const DEMO_BASELINES: (typeof userBaselines.$inferInsert)[] = [
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
export async function seedBaselinesDemo(executor: Executor) {
  const present = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        DEMO_BASELINES.map((b) => b.userId),
      ),
    );
  const ids = new Set(present.map((row) => row.id));
  const rows = DEMO_BASELINES.filter((b) => ids.has(b.userId));
  if (rows.length > 0) await executor.insert(userBaselines).values(rows).onConflictDoNothing();
}
