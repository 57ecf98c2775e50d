// The practice-analysis model on a real database: the organisations with practice data by name,
// each organisation's seasons newest first (livestock numbers counted from July), and one
// season's fields, herds, numbers, grazing and fertiliser, never another organisation's.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { fertiliserInputs, grazingEvents, herds, livestockNumbers } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import { insertPlanningOrganisation } from "../../tests/support/practice-fixtures";
import {
  listOrganisationsWithPracticeData,
  listPracticeSeasons,
  loadSeasonPracticeData,
} from "./practice-analysis.server";

let org: string;
let other: string;
let fieldsOf: Record<string, string>;
let herdA: string;
let herdB: string;

async function herd(organisationId: string, name: string) {
  const [row] = await db()
    .insert(herds)
    .values({ organisationId, name, type: "beef", frameSize: "medium" })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  const made = await insertPlanningOrganisation("Mooiplaas", 24, [
    { farm: "Home", name: "Vlei", areaHectares: 12.5 },
    { farm: "Home", name: "Bult" },
  ]);
  org = made.organisationId;
  fieldsOf = made.fieldIds;
  const otherMade = await insertPlanningOrganisation("Anderkant", 24, [
    { farm: "There", name: "Elsewhere" },
  ]);
  other = otherMade.organisationId;
  herdB = await herd(org, "Bonsmara");
  herdA = await herd(org, "Afrikaner");
  const otherHerd = await herd(other, "Other herd");

  // Livestock numbers: June 2024 belongs to season 23, July 2024 and May 2025 to season 24.
  await db()
    .insert(livestockNumbers)
    .values([
      { organisationId: org, herdId: herdA, year: 2024, month: 5, mature: 1, juvenile: 0 },
      { organisationId: org, herdId: herdA, year: 2025, month: 4, mature: 3, juvenile: 1 },
      { organisationId: org, herdId: herdA, year: 2024, month: 6, mature: 2, juvenile: 0 },
      { organisationId: org, herdId: herdB, year: 2024, month: 7, mature: 5, juvenile: 2 },
      { organisationId: org, herdId: herdB, year: 2025, month: 6, mature: 9, juvenile: 9 },
      { organisationId: other, herdId: otherHerd, year: 2024, month: 8, mature: 7, juvenile: 7 },
    ]);
  const event = (
    organisationId: string,
    herdId: string,
    season: number,
    startDate: string,
    fieldIds: string[],
  ) => ({
    organisationId,
    herdId,
    season,
    startDate,
    endDate: startDate,
    fieldIds,
    hoursOnField: 24,
  });
  await db()
    .insert(grazingEvents)
    .values([
      event(org, herdA, 24, "2024-09-01", [fieldsOf.Vlei!]),
      event(org, herdB, 24, "2024-08-01", [fieldsOf.Bult!, fieldsOf.Vlei!]),
      event(org, herdB, 21, "2021-08-01", [fieldsOf.Bult!]),
      event(other, otherHerd, 24, "2024-08-01", [otherMade.fieldIds.Elsewhere!]),
    ]);
  const input = (organisationId: string, fieldId: string, season: number, product: string) => ({
    organisationId,
    fieldId,
    season,
    product,
    npkType: "npk" as const,
    applicationRate: 100,
    nitrogen: 10,
    phosphorus: 5,
    potassium: 5,
  });
  await db()
    .insert(fertiliserInputs)
    .values(input(org, fieldsOf.Vlei!, 24, "LAN"));
  await db()
    .insert(fertiliserInputs)
    .values(input(org, fieldsOf.Vlei!, 24, "Urea"));
  await db()
    .insert(fertiliserInputs)
    .values(input(org, fieldsOf.Bult!, 22, "Old"));
});

describe("practice analysis", () => {
  it("lists the organisations with a herd or a fertiliser input, by name", async () => {
    const fertiliserOnly = await insertPlanningOrganisation("Bemesting", 24, [
      { farm: "F", name: "Land" },
    ]);
    await db().insert(fertiliserInputs).values({
      organisationId: fertiliserOnly.organisationId,
      fieldId: fertiliserOnly.fieldIds.Land!,
      season: 24,
      npkType: "nutrient",
      applicationRate: 50,
      nutrientPercent: 20,
      nitrogen: 10,
      phosphorus: 0,
      potassium: 0,
    });
    await insertTestOrganisation("Nothing yet");
    expect((await listOrganisationsWithPracticeData()).map((o) => o.name)).toEqual([
      "Anderkant",
      "Bemesting",
      "Mooiplaas",
    ]);
  });

  it("lists an organisation's seasons newest first, counting livestock numbers from July", async () => {
    expect(await listPracticeSeasons(org)).toEqual([25, 24, 23, 22, 21]);
    expect(await listPracticeSeasons(other)).toEqual([24]);
    expect(await listPracticeSeasons(NOT_A_UUID)).toEqual([]);
  });

  it("loads one season's data of the organisation, each list in its order", async () => {
    const data = await loadSeasonPracticeData(org, 24);
    expect(data.fields).toEqual([
      { id: fieldsOf.Bult, name: "Bult", areaHectares: 100 },
      { id: fieldsOf.Vlei, name: "Vlei", areaHectares: 12.5 },
    ]);
    expect(data.herds).toEqual([
      { id: herdA, name: "Afrikaner", type: "beef", frameSize: "medium" },
      { id: herdB, name: "Bonsmara", type: "beef", frameSize: "medium" },
    ]);
    const byHerd = (herdId: string) =>
      data.numbers.filter((n) => n.herdId === herdId).map((n) => [n.year, n.month]);
    expect(byHerd(herdA)).toEqual([
      [2024, 6],
      [2025, 4],
    ]);
    expect(byHerd(herdB)).toEqual([[2024, 7]]);
    expect(data.numbers).toHaveLength(3);
    expect(data.events.map((e) => e.startDate)).toEqual(["2024-08-01", "2024-09-01"]);
    expect(data.events[0]).toMatchObject({
      herdId: herdB,
      fieldIds: [fieldsOf.Bult, fieldsOf.Vlei],
      hoursOnField: 24,
    });
    expect(data.inputs.map((i) => i.product)).toEqual(["LAN", "Urea"]);
    expect(data.inputs[0]).toMatchObject({ fieldId: fieldsOf.Vlei, nitrogen: 10 });
  });

  it("loads a season without records as the fields and herds alone", async () => {
    const data = await loadSeasonPracticeData(org, 19);
    expect(data.fields).toHaveLength(2);
    expect(data.herds).toHaveLength(2);
    expect(data).toMatchObject({ numbers: [], events: [], inputs: [] });
  });

  it("loads nothing for a junk organisation id or a season that is not a whole number", async () => {
    const nothing = { fields: [], herds: [], numbers: [], events: [], inputs: [] };
    expect(await loadSeasonPracticeData(NOT_A_UUID, 24)).toEqual(nothing);
    expect(await loadSeasonPracticeData(org, 24.5)).toEqual(nothing);
  });

  it("reads inside the caller's transaction", async () => {
    const seasons = await transaction(async (tx) => {
      await tx.insert(livestockNumbers).values({
        organisationId: other,
        herdId: (await loadSeasonPracticeData(other, 24, tx)).herds[0]!.id,
        year: 2031,
        month: 0,
        mature: 1,
        juvenile: 1,
      });
      return listPracticeSeasons(other, tx);
    });
    expect(seasons).toEqual([30, 24]);
  });
});
