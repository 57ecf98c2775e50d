// Practice data inserted straight into the tables for the overrides and analysis tests
// (Engineer E; decision 0078): a farm with fields of known area, herds, livestock numbers,
// grazing events and fertiliser inputs. Tests depend on no farmer-side model or service.
import { db } from "~/db/client.server";
import {
  farms,
  fertiliserInputs,
  fields,
  grazingEvents,
  herds,
  livestockNumbers,
} from "~/db/schema";
import type { FrameSize, HerdType, NpkType } from "~/shared/practice";

const SQUARE = {
  type: "Polygon",
  coordinates: [
    [
      [29.4, -26.4],
      [29.41, -26.4],
      [29.41, -26.41],
      [29.4, -26.41],
      [29.4, -26.4],
    ],
  ],
};

/** A farm of the organisation with one field per entry, each of the given hectares. */
export async function insertPracticeFields(
  organisationId: string,
  list: { name: string; areaHectares: number }[],
) {
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId, name: "Practice farm" })
    .returning();
  const rows = [];
  for (const field of list) {
    const [row] = await db()
      .insert(fields)
      .values({
        organisationId,
        farmId: farm!.id,
        name: field.name,
        source: "drawn",
        geometry: SQUARE,
        areaHectares: field.areaHectares,
        boxWest: 29.4,
        boxSouth: -26.41,
        boxEast: 29.41,
        boxNorth: -26.4,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

export async function insertPracticeHerd(
  organisationId: string,
  values: { name?: string; type?: HerdType; frameSize?: FrameSize | null } = {},
) {
  const [row] = await db()
    .insert(herds)
    .values({
      organisationId,
      name: values.name ?? "Bonsmara herd",
      type: values.type ?? "beef",
      frameSize: values.frameSize === undefined ? "medium" : values.frameSize,
    })
    .returning();
  return row!;
}

export async function insertLivestockNumber(
  organisationId: string,
  herdId: string,
  values: { year: number; month: number; mature: number; juvenile: number },
) {
  const [row] = await db()
    .insert(livestockNumbers)
    .values({ organisationId, herdId, ...values })
    .returning();
  return row!;
}

export async function insertGrazingEvent(
  organisationId: string,
  values: {
    season: number;
    herdId: string;
    fieldIds: string[];
    startDate: string;
    endDate: string;
    hoursOnField: number;
  },
) {
  const [row] = await db()
    .insert(grazingEvents)
    .values({ organisationId, ...values })
    .returning();
  return row!;
}

export async function insertFertiliserInput(
  organisationId: string,
  values: {
    fieldId: string;
    season: number;
    npkType?: NpkType;
    applicationRate: number;
    nutrientPercent?: number | null;
    nitrogen: number;
    phosphorus: number;
    potassium: number;
    product?: string | null;
  },
) {
  const [row] = await db()
    .insert(fertiliserInputs)
    .values({
      organisationId,
      npkType: "npk",
      nutrientPercent: null,
      product: null,
      ...values,
    })
    .returning();
  return row!;
}
