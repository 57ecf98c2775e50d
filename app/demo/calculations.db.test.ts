// The demo's soil samples and issued credits (decision 0092): written with the demo accounts,
// plausible, in the ranges the rules accept, and written once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { fields } from "~/db/schema";
import { listIssuedCredits } from "~/models/issued-credits.server";
import { listSoilSamples } from "~/models/soil-samples.server";
import { tonnesBySeason } from "~/services/calculations/credits";
import { todayInSouthAfrica } from "~/services/calculations/samples";
import { sampleSchema } from "~/services/calculations/samples-schema";
import { currentSeason } from "~/services/fields/seasons";
import { seedCalculationsDemo } from "./calculations.server";
import { FIELDS_DEMO_ORGANISATION_ID } from "./fields.server";
import { REVIEWED_DEMO } from "./review.server";
import { seedDemoData } from "./people.server";

beforeAll(async () => {
  await seedDemoData();
}, 60_000);

describe("the calculations demo", () => {
  it("gives every field of Karoo Regeneration Trust a baseline sample and a resample", async () => {
    const fieldRows = await db()
      .select({ id: fields.id })
      .from(fields)
      .where(eq(fields.organisationId, FIELDS_DEMO_ORGANISATION_ID));
    const samples = await listSoilSamples(FIELDS_DEMO_ORGANISATION_ID);
    expect(fieldRows.length).toBeGreaterThan(0);
    expect(samples).toHaveLength(fieldRows.length * 2);
    const schema = sampleSchema(todayInSouthAfrica());
    for (const sample of samples) {
      expect(schema.safeParse({ ...sample, bulkDensity: sample.bulkDensityGPerCm3 }).success).toBe(
        true,
      );
      expect(sample.socPercent).toBeGreaterThanOrEqual(0.5);
      expect(sample.socPercent).toBeLessThanOrEqual(2.5);
      expect(sample.bulkDensityGPerCm3).toBeGreaterThanOrEqual(1.2);
      expect(sample.bulkDensityGPerCm3).toBeLessThanOrEqual(1.5);
      expect(sample.depthCm).toBe(30);
    }
    // Each field's resample has more carbon than its baseline.
    for (const field of fieldRows) {
      const [baseline, resample] = samples.filter((s) => s.fieldId === field.id);
      expect(resample!.sampledOn > baseline!.sampledOn).toBe(true);
      expect(resample!.socPercent).toBeGreaterThan(baseline!.socPercent);
    }
  });

  it("samples the review demo's fields and issues credits over two seasons", async () => {
    expect((await listSoilSamples(REVIEWED_DEMO.id)).length).toBeGreaterThan(0);
    const season = currentSeason();
    for (const organisationId of [FIELDS_DEMO_ORGANISATION_ID, REVIEWED_DEMO.id]) {
      const credits = await listIssuedCredits(organisationId);
      expect(tonnesBySeason(credits).map((s) => s.season)).toEqual([season - 2, season - 1]);
      for (const credit of credits) {
        expect(credit.issuedOn <= todayInSouthAfrica()).toBe(true);
        expect(credit.voidedAt).toBeNull();
      }
    }
  });

  it("is written once: seeding again adds nothing", async () => {
    const before = await listSoilSamples(FIELDS_DEMO_ORGANISATION_ID);
    const credits = await listIssuedCredits(FIELDS_DEMO_ORGANISATION_ID);
    await seedDemoData();
    await db().transaction((tx) => seedCalculationsDemo(tx, FIELDS_DEMO_ORGANISATION_ID, null));
    expect(await listSoilSamples(FIELDS_DEMO_ORGANISATION_ID)).toEqual(before);
    expect(await listIssuedCredits(FIELDS_DEMO_ORGANISATION_ID)).toEqual(credits);
  });
});
