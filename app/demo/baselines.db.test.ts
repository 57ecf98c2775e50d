// The demo farmers' baselines (decision 0101): written with the demo data, valid by the rules an
// admin's save meets, written once (an admin's change survives), and the waiting farmer has none.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userBaselines } from "~/db/schema";
import { findBaseline } from "~/models/baselines.server";
import { baselineSchema } from "~/services/people/forms";
import { DEMO_BASELINES, DEMO_FARMER_USER_ID, seedBaselinesDemo } from "./baselines.server";
import { seedDemoData } from "./people.server";

beforeAll(async () => {
  await seedDemoData();
}, 60_000);

describe("the baselines demo", () => {
  it("gives three demo farmers a baseline and the waiting farmer none", async () => {
    for (const demo of DEMO_BASELINES) {
      expect(await findBaseline(demo.userId)).toMatchObject({
        enterpriseType: demo.enterpriseType,
        hectaresAtJoining: demo.hectaresAtJoining,
      });
    }
    expect(await findBaseline("00000000-0000-4000-8000-000000000107")).toBeNull();
  });

  it("meets the rules of an admin's save", () => {
    for (const { userId: _userId, ...values } of DEMO_BASELINES) {
      expect(baselineSchema(2026).safeParse({ ...values, reason: "Demo data" }).success).toBe(true);
    }
  });

  it("leaves an admin's change alone when seeded again", async () => {
    await db()
      .update(userBaselines)
      .set({ hectaresAtJoining: 900 })
      .where(eq(userBaselines.userId, DEMO_FARMER_USER_ID));
    await seedBaselinesDemo(db());
    expect((await findBaseline(DEMO_FARMER_USER_ID))!.hectaresAtJoining).toBe(900);
  });
});
