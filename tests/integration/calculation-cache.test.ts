// A calculation is worked out once per data version (issue 30; decision 0130): the database's
// triggers raise an organisation's data version on every write to what its calculation reads,
// and calculateOrganisation keeps each result under the version it was read at. A view with no
// change in between reads one number; any write, through the app or straight to a table, is seen
// on the next view; another organisation's writes leave this one's kept result alone.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, watchStatements } from "~/db/client.server";
import { cropJourneys, organisationDetails, soilSamples } from "~/db/schema";
import { findOrganisationDataStamp } from "~/models/organisation-data-versions.server";
import { calculateCarbon } from "~/services/calculations/carbon";
import { buildCarbonInput } from "~/services/calculations/carbon-inputs";
import { calculateOrganisation, gatherCarbonRecords } from "~/services/calculations/carbon.server";
import { currentSeason } from "~/services/fields/seasons";
import { insertCalculationOrganisation, insertNoTillSeason } from "../support/calculation-fixture";

const SEASON = currentSeason();
const state = { organisationId: "", fieldId: "", otherId: "", otherFieldId: "" };

async function organisationWithOneField(name: string) {
  const { organisationId, fieldIds } = await insertCalculationOrganisation(
    name,
    SEASON,
    [{ farm: "Home", name: "Top Camp", areaHectares: 100 }],
    { details: { province: "FS" } },
  );
  const fieldId = fieldIds["Top Camp"]!;
  await insertNoTillSeason(organisationId, fieldId, SEASON);
  return { organisationId, fieldId };
}

/** The statements `run` sends, counted. */
async function statementsOf<T>(run: () => Promise<T>) {
  const statements: string[] = [];
  const stop = watchStatements((query) => statements.push(query));
  try {
    return { value: await run(), statements };
  } finally {
    stop();
  }
}

/** What a calculation from the records as they stand gives, nothing kept. */
async function fresh(organisationId: string) {
  return calculateCarbon(buildCarbonInput(await gatherCarbonRecords(organisationId)));
}

beforeAll(async () => {
  const one = await organisationWithOneField("Cache Farm");
  state.organisationId = one.organisationId;
  state.fieldId = one.fieldId;
  const other = await organisationWithOneField("Other Cache Farm");
  state.otherId = other.organisationId;
  state.otherFieldId = other.fieldId;
});

describe("an organisation's data version", () => {
  it("rises with each insert, update and delete of what its calculation reads, and only its own", async () => {
    const before = await findOrganisationDataStamp(state.organisationId);
    const otherBefore = await findOrganisationDataStamp(state.otherId);

    const [sample] = await db()
      .insert(soilSamples)
      .values({
        organisationId: state.organisationId,
        fieldId: state.fieldId,
        sampledOn: "2026-09-01",
        depthCm: 30,
        socPercent: 1.2,
        bulkDensityGPerCm3: 1.3,
      })
      .returning();
    const afterInsert = await findOrganisationDataStamp(state.organisationId);
    expect(afterInsert).not.toBe(before);

    await db()
      .update(organisationDetails)
      .set({ province: "NL" })
      .where(eq(organisationDetails.organisationId, state.organisationId));
    const afterUpdate = await findOrganisationDataStamp(state.organisationId);
    expect(afterUpdate).not.toBe(afterInsert);

    await db().delete(soilSamples).where(eq(soilSamples.id, sample!.id));
    const afterDelete = await findOrganisationDataStamp(state.organisationId);
    expect(afterDelete).not.toBe(afterUpdate);

    expect(await findOrganisationDataStamp(state.otherId)).toBe(otherBefore);
  });

  it("stays put while views only read (after the first calculation pinned its constants)", async () => {
    await calculateOrganisation(state.organisationId);
    const first = await findOrganisationDataStamp(state.organisationId);
    await calculateOrganisation(state.organisationId);
    expect(await findOrganisationDataStamp(state.organisationId)).toBe(first);
  });
});

describe("calculateOrganisation", () => {
  it("keeps an organisation's very first calculation, which pins its constants", async () => {
    const { organisationId } = await organisationWithOneField("First Calculation Farm");
    const first = await calculateOrganisation(organisationId);
    const again = await statementsOf(() => calculateOrganisation(organisationId));
    expect(again.statements).toHaveLength(1);
    expect(again.value).toEqual(first);
  });

  it("answers a second view with no change between from what it kept: one statement, the same numbers", async () => {
    const first = await calculateOrganisation(state.organisationId);
    const again = await statementsOf(() => calculateOrganisation(state.organisationId));
    expect(again.statements).toHaveLength(1);
    expect(again.value).toEqual(first);
    expect(again.value).toEqual(await fresh(state.organisationId));
  });

  it("works the result out again after a write straight to a table", async () => {
    const before = await calculateOrganisation(state.organisationId);
    await db()
      .update(cropJourneys)
      .set({ tillage: "conventional" })
      .where(and(eq(cropJourneys.fieldId, state.fieldId), eq(cropJourneys.season, SEASON)));
    const after = await statementsOf(() => calculateOrganisation(state.organisationId));
    expect(after.statements.length).toBeGreaterThan(1);
    expect(after.value.totals).not.toEqual(before.totals);
    expect(after.value).toEqual(await fresh(state.organisationId));
  });

  it("follows the organisation's province (its climate)", async () => {
    const before = await calculateOrganisation(state.organisationId);
    await db()
      .update(organisationDetails)
      .set({ province: "LP" })
      .where(eq(organisationDetails.organisationId, state.organisationId));
    const after = await calculateOrganisation(state.organisationId);
    expect(after).toEqual(await fresh(state.organisationId));
    expect(after).not.toEqual(before);
  });

  it("keeps this organisation's result when another organisation's data changes", async () => {
    await calculateOrganisation(state.organisationId);
    await db()
      .update(cropJourneys)
      .set({ tillage: "conventional" })
      .where(eq(cropJourneys.fieldId, state.otherFieldId));
    const again = await statementsOf(() => calculateOrganisation(state.organisationId));
    expect(again.statements).toHaveLength(1);
  });

  it("hands each caller a copy: changing one answer changes no later one", async () => {
    const first = await calculateOrganisation(state.organisationId);
    const total = first.totals.netTco2e;
    first.totals.netTco2e = -1;
    first.fields.length = 0;
    const second = await calculateOrganisation(state.organisationId);
    expect(second.totals.netTco2e).toBe(total);
    expect(second.fields.length).toBeGreaterThan(0);
  });
});
