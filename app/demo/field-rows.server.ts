// One field as the demo data writes it (and the end-to-end scenarios, tests/support): the field
// with its area and bounding box, this season's version and this season's record, all only when
// the field is new, so a field someone changed later stays as it is (decision 0122).
import type { Polygon } from "geojson";
import { insertFieldVersion, insertMissingField, writeFieldRecord } from "~/models/fields.server";
import type { Executor } from "~/models/transaction.server";
import { areaHectares, circleAreaHectares } from "~/services/contracting/boundaries/area";
import { boundingBox } from "~/services/contracting/boundaries/geometry";
import type { FieldSource } from "~/shared/fields";

export interface DemoFieldRow {
  id: string;
  farmId: string;
  name: string;
  source: FieldSource;
  geometry: Polygon;
  /** A round field: its centre and radius (the polygon approximates it). */
  circle?: { latitude: number; longitude: number; radiusMetres: number } | null;
  createdBy: string;
}

/** Writes the field, its version and record of `season`; false when the field was there. */
export async function insertMissingFieldOfSeason(
  tx: Executor,
  organisationId: string,
  field: DemoFieldRow,
  season: number,
  record: Parameters<typeof writeFieldRecord>[3],
): Promise<boolean> {
  const area = field.circle
    ? circleAreaHectares(field.circle.radiusMetres)
    : areaHectares(field.geometry);
  const around = boundingBox(field.geometry);
  const circle = field.circle ?? null;
  const created = await insertMissingField(
    organisationId,
    {
      ...field,
      circle,
      areaHectares: area,
      boxWest: around.west,
      boxSouth: around.south,
      boxEast: around.east,
      boxNorth: around.north,
    },
    tx,
  );
  if (!created) return false;
  await insertFieldVersion(
    {
      fieldId: field.id,
      organisationId,
      season,
      source: field.source,
      geometry: field.geometry,
      circle,
      areaHectares: area,
      createdBy: field.createdBy,
    },
    tx,
  );
  await writeFieldRecord(organisationId, field.id, season, record, tx);
  return true;
}
